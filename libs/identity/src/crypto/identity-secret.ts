import { createHmac, randomBytes } from 'node:crypto';
import { Kysely, sql } from 'kysely';

/**
 * One random secret of the module, kept in Postgres (created on first use): it keys the hashes
 * that name the uniqueness-claim streams and the hashes of verification codes and reset tokens,
 * so the event log alone can neither reveal an e-mail address by its stream name nor a 6-digit
 * code by brute force.
 */
export async function loadIdentitySecret(db: Kysely<any>): Promise<Buffer> {
  await sql`insert into public.identity_secret (name, value) values ('hash-key', ${randomBytes(32)}) on conflict (name) do nothing`.execute(db);
  const { rows } = await sql<{ value: Buffer }>`select value from public.identity_secret where name = 'hash-key'`.execute(db);
  return rows[0].value;
}

export const keyedHash = (secret: Buffer, ...parts: string[]): string =>
  createHmac('sha256', secret).update(parts.join('\u0000')).digest('base64url');
