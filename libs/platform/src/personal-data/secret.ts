import { createHmac, randomBytes } from 'node:crypto';
import { Kysely, sql } from 'kysely';

/**
 * A random secret kept in a Postgres table (created on first use), for keyed hashes: search keys
 * and stream names built from an e-mail address reveal nothing to someone who has only the event
 * log. `table` is schema-qualified (`public.identity_secret`), so projection rebuilds reach it.
 */
export async function loadSecret<DB>(db: Kysely<DB>, table: string, name: string): Promise<Buffer> {
  await sql`insert into ${sql.raw(table)} (name, value) values (${name}, ${randomBytes(32)}) on conflict (name) do nothing`.execute(
    db,
  );
  const { rows } = await sql<{ value: Buffer }>`select value from ${sql.raw(table)} where name = ${name}`.execute(db);
  return rows[0].value;
}

export const keyedHash = (secret: Buffer, ...parts: string[]): string =>
  createHmac('sha256', secret).update(parts.join('\u0000')).digest('base64url');
