import { createHash } from 'node:crypto';

/** What an advisory lock guards for a projection: applying its events, or rebuilding it. */
export type LockPurpose = 'runner' | 'rebuild';

/**
 * A stable 64-bit advisory lock key for a projection: the first 8 bytes of a SHA-256, the same
 * in every process and on every PostgreSQL version.
 */
export function projectionLockKey(projectionName: string, purpose: LockPurpose = 'runner'): bigint {
  return createHash('sha256').update(`projection:${purpose}:${projectionName}`).digest().readBigInt64BE(0);
}

/** How pg_locks shows a bigint advisory key: high and low 32 bits as oids. */
export function lockKeyInPgLocks(key: bigint): { classid: string; objid: string } {
  const unsigned = BigInt.asUintN(64, key);
  return { classid: (unsigned >> 32n).toString(), objid: (unsigned & 0xffffffffn).toString() };
}
