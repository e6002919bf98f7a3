import type { Kysely } from 'kysely';
import type { Logger } from '@store/platform';
import { isPaused, readStatus } from '../checkpoints/checkpoint-status';
import { checkpointOf, readCheckpointRows } from '../checkpoints/checkpoint-store';
import { sleep } from '../internal/sleep';
import type { AdvisoryLockSession } from '../locking/advisory-lock-session';
import type { LockHolder } from '../locking/process-lock-session';
import type { Checkpoint } from '../position';
import { describeError } from './errors';

/** What a runner's waits need: its projection's name and row, its log, and how often to look. */
export interface RunnerWaits {
  db: Kysely<unknown>;
  name: string;
  log: Logger;
  /** How often a failed or paused runner reads its row again. */
  pollMs: number;
  /** How often a standing-by runner tries the lock again. */
  lockRetryMs: number;
}

/** True once the stored status is no longer 'failed' (resumeProjection cleared it); false on stop. */
export async function waitForOperatorResume(waits: RunnerWaits, stop: AbortSignal): Promise<boolean> {
  while (!stop.aborted) {
    await sleep(waits.pollMs, stop);
    if (stop.aborted) break;
    const status = await readStatus(waits.db, waits.name).catch(() => 'failed' as const);
    if (status !== 'failed') {
      waits.log.info({ projection: waits.name }, `projection ${waits.name}: resumed; retrying from its checkpoint`);
      return true;
    }
  }
  return false;
}

/**
 * Paused by an operator: the runner keeps the lock (so the screen shows who holds it) and applies
 * nothing until the flag is cleared; then it reads on from the stored checkpoint (a rebuild may
 * have moved it), which this returns. Undefined when stopped meanwhile.
 */
export async function waitUntilUnpaused(waits: RunnerWaits, signal: AbortSignal): Promise<Checkpoint | undefined> {
  waits.log.info({ projection: waits.name }, `projection ${waits.name}: paused by an operator`);
  while (!signal.aborted) {
    await sleep(waits.pollMs, signal);
    if (signal.aborted) break;
    const paused = await isPaused(waits.db, waits.name).catch(() => true);
    if (paused) continue;
    const [row] = await readCheckpointRows(waits.db, [waits.name]).catch(() => []);
    if (!row) continue;
    waits.log.info({ projection: waits.name }, `projection ${waits.name}: resumed after a pause`);
    return checkpointOf(row);
  }
  return undefined;
}

/**
 * Tries the lock (on the process's shared lock session) every `lockRetryMs` until it is ours, or
 * `stop` aborts (then undefined). Says once that it stands by, and once that the lock is unreachable.
 */
export async function takeProjectionLock(
  waits: RunnerWaits,
  locks: LockHolder,
  lockKey: bigint,
  stop: AbortSignal,
): Promise<AdvisoryLockSession | undefined> {
  let toldStandby = false;
  let toldUnreachable = false;
  while (!stop.aborted) {
    try {
      const session = await locks.tryLock(lockKey);
      if (session && !session.lost.aborted) return session;
      if (!session && !toldStandby) {
        waits.log.info({ projection: waits.name }, `projection ${waits.name}: another runner is active; standing by`);
      }
      toldStandby ||= !session;
      toldUnreachable = false;
    } catch (error) {
      if (!toldUnreachable) {
        waits.log.warn(
          { projection: waits.name, err: error },
          `projection ${waits.name}: cannot reach the lock: ${describeError(error)}`,
        );
      }
      toldUnreachable = true;
    }
    await sleep(waits.lockRetryMs, stop);
  }
  return undefined;
}
