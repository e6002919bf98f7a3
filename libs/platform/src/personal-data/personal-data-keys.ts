import { Kysely, sql, type ColumnType } from 'kysely';
import { newKey, open, seal } from './sealing';

/**
 * The keys of crypto-shredding, one per subject, in `public.personal_data_keys`, outside the
 * event log. Subjects: `user:<id>` (an account), `order:<id>` (one order), `guest:<keyed hash of
 * the e-mail>` (a guest's notify-me requests). `owner` ties an order's key to the account or the
 * guest it belongs to, so erasing them reaches it; it is cleared with the key. A destroyed key
 * stays as a tombstone (key null). Queries name the schema, so a projection rebuild, whose
 * transaction is scoped to another schema, reaches the table too.
 */
const KEYS = 'public.personal_data_keys';

/** A row of public.personal_data_keys (personal-data-migrations.ts). */
export interface PersonalDataKeysTable {
  subject: string;
  owner: string | null;
  /** Null once destroyed: a tombstone. */
  key: Buffer | null;
  created_at: ColumnType<Date, string | undefined, never>;
  shredded_at: Date | null;
}

/**
 * The table the functions below reach, by its qualified name (see KEYS): a handle declares it
 * (`Kysely<ModuleTables & PersonalDataKeysTables>`) to seal or open personal data.
 */
export interface PersonalDataKeysTables {
  'public.personal_data_keys': PersonalDataKeysTable;
}

/** Personal data in an event: a blob only its subject's key opens. */
export interface SealedPersonal {
  subject: string;
  sealed: string;
}

export const userSubject = (userId: string) => `user:${userId}`;
export const orderSubject = (orderId: string) => `order:${orderId}`;

/** Creates the subject's key when it has none yet; a tombstone stays a tombstone. */
export async function createSubjectKey(
  db: Kysely<PersonalDataKeysTables>,
  subject: string,
  owner: string | null = null,
): Promise<void> {
  await sql`insert into ${sql.raw(KEYS)} (subject, owner, key) values (${subject}, ${owner}, ${newKey()}) on conflict (subject) do nothing`.execute(
    db,
  );
}

/** The subject's key; null once destroyed (or never created). */
export async function subjectKey(db: Kysely<PersonalDataKeysTables>, subject: string): Promise<Buffer | null> {
  const { rows } = await sql<{
    key: Buffer | null;
  }>`select key from ${sql.raw(KEYS)} where subject = ${subject}`.execute(db);
  return rows[0]?.key ?? null;
}

/** A subject whose key a seal needs, and who owns it. */
export interface SealingKeyRequest {
  subject: string;
  owner: string | null;
}

/**
 * The keys to seal with, one per request (distinct subjects), in one statement: each created
 * when needed; a destroyed key is replaced by a new one (a guest who was erased and comes back):
 * what the old key sealed stays unreadable.
 */
export async function sealingKeys(
  db: Kysely<PersonalDataKeysTables>,
  requests: readonly SealingKeyRequest[],
): Promise<Buffer[]> {
  const { rows } = await sql<{ subject: string; key: Buffer }>`
    insert into ${sql.raw(KEYS)} (subject, owner, key)
    select * from unnest(${requests.map((request) => request.subject)}::text[], ${requests.map((request) => request.owner)}::text[], ${requests.map(() => newKey())}::bytea[])
    on conflict (subject) do update set key = coalesce(${sql.raw(KEYS)}.key, excluded.key), owner = coalesce(excluded.owner, ${sql.raw(KEYS)}.owner), shredded_at = null
    returning subject, key
  `.execute(db);
  const keys = new Map(rows.map((row) => [row.subject, row.key]));
  return requests.map((request) => keys.get(request.subject)!);
}

/** Seals `value` under the subject's key, creating it when needed (see sealingKeys). */
export async function sealFor(
  db: Kysely<PersonalDataKeysTables>,
  subject: string,
  value: unknown,
  owner: string | null = null,
): Promise<SealedPersonal> {
  const [key] = await sealingKeys(db, [{ subject, owner }]);
  return { subject, sealed: seal(key, subject, value) };
}

/** Seals with an existing key; throws when the subject has none (e.g. a deleted user). */
export async function sealWithExistingKey(
  db: Kysely<PersonalDataKeysTables>,
  subject: string,
  value: unknown,
): Promise<string> {
  const key = await subjectKey(db, subject);
  if (!key) throw new Error(`No personal-data key for ${subject}`);
  return seal(key, subject, value);
}

/** The live keys of `subjects`, in one query; a destroyed (or never created) key is absent. */
export async function subjectKeys(
  db: Kysely<PersonalDataKeysTables>,
  subjects: readonly string[],
): Promise<Map<string, Buffer>> {
  const unique = [...new Set(subjects)];
  if (unique.length === 0) return new Map();
  const { rows } = await sql<{
    subject: string;
    key: Buffer;
  }>`select subject, key from ${sql.raw(KEYS)} where subject = any(${unique}) and key is not null`.execute(db);
  return new Map(rows.map((row) => [row.subject, row.key]));
}

/** Opens a sealed field with its subject's key as read (subjectKey), or null when there is none or it is not the one that sealed. */
export function openSealedWith<T>(key: Buffer | null | undefined, personal: SealedPersonal): T | null {
  if (!key) return null;
  try {
    return open<T>(key, personal.subject, personal.sealed);
  } catch {
    return null;
  }
}

/**
 * Opens a sealed field, or null when its key is gone (erased). A blob sealed under an earlier,
 * destroyed key of the same subject does not open with the new one: also null. `db` may be a
 * projection's transaction.
 */
export async function openSealed<T>(db: Kysely<PersonalDataKeysTables>, personal: SealedPersonal): Promise<T | null> {
  return openSealedWith<T>(await subjectKey(db, personal.subject), personal);
}

/**
 * openSealed for many fields with one query for all their subjects' keys (a projection's batch):
 * the answers in the order given, each null exactly where openSealed would answer null.
 */
export async function openSealedMany<T>(
  db: Kysely<PersonalDataKeysTables>,
  personals: readonly SealedPersonal[],
): Promise<Array<T | null>> {
  const keys = await subjectKeys(
    db,
    personals.map((personal) => personal.subject),
  );
  return personals.map((personal) => openSealedWith<T>(keys.get(personal.subject), personal));
}

/** The subjects whose keys erasing `subject` would destroy: itself and what it owns, while their keys live. */
export async function liveSubjectsOf(db: Kysely<PersonalDataKeysTables>, subject: string): Promise<string[]> {
  const { rows } = await sql<{ subject: string }>`
    select subject from ${sql.raw(KEYS)} where (subject = ${subject} or owner = ${subject}) and key is not null order by subject
  `.execute(db);
  return rows.map((row) => row.subject);
}

/** Destroys the keys of `subjects` (clearing their owner links) and leaves a tombstone for `owner`. */
export async function shredSubjects(
  db: Kysely<PersonalDataKeysTables>,
  owner: string,
  subjects: string[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (subjects.length)
      await sql`update ${sql.raw(KEYS)} set key = null, owner = null, shredded_at = now() where subject = any(${subjects})`.execute(
        trx,
      );
    await sql`insert into ${sql.raw(KEYS)} (subject, key, shredded_at) values (${owner}, null, now()) on conflict (subject) do update set key = null, owner = null, shredded_at = coalesce(${sql.raw(KEYS)}.shredded_at, now())`.execute(
      trx,
    );
  });
}

/**
 * Destroys the key of `subject` and of every subject it owns (its orders); leaves a tombstone for
 * `subject`. Answers the subjects whose key was destroyed now (none when already erased).
 */
export async function shredSubject(db: Kysely<PersonalDataKeysTables>, subject: string): Promise<string[]> {
  const subjects = await liveSubjectsOf(db, subject);
  await shredSubjects(db, subject, subjects);
  return subjects;
}
