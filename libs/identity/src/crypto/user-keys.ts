import { Kysely, sql } from 'kysely';
import { newKey, open } from './sealing';

/**
 * The per-user keys, in `public.identity_user_keys`, outside the event log. Deleting a user
 * destroys the key (the row stays as a tombstone with key null), which makes every sealed field
 * of their events unreadable: crypto-shredding. Queries name the schema explicitly so they reach
 * the key table also from a projection rebuild, whose transaction is scoped to another schema.
 */
const KEYS = 'public.identity_user_keys';

export async function createUserKey(db: Kysely<any>, userId: string): Promise<void> {
  await sql`insert into ${sql.raw(KEYS)} (user_id, key) values (${userId}, ${newKey()}) on conflict (user_id) do nothing`.execute(db);
}

/** The user's key; null once shredded (or never created). */
export async function userKey(db: Kysely<any>, userId: string): Promise<Buffer | null> {
  const { rows } = await sql<{ key: Buffer | null }>`select key from ${sql.raw(KEYS)} where user_id = ${userId}`.execute(db);
  return rows[0]?.key ?? null;
}

export async function shredUserKey(db: Kysely<any>, userId: string): Promise<void> {
  await sql`
    insert into ${sql.raw(KEYS)} (user_id, key, shredded_at) values (${userId}, null, now())
    on conflict (user_id) do update set key = null, shredded_at = coalesce(${sql.raw(KEYS)}.shredded_at, now())
  `.execute(db);
}

/**
 * Opens a sealed field with the user's key, or returns null when the key is gone (the user was
 * deleted). For projections: `db` may be their transaction.
 */
export async function openPersonal<T>(db: Kysely<any>, userId: string, sealed: string): Promise<T | null> {
  const key = await userKey(db, userId);
  return key ? open<T>(key, userId, sealed) : null;
}
