import { Kysely, sql } from 'kysely';
import { createSubjectKey, type PersonalDataKeysTables } from './personal-data-keys';
import { seal } from './sealing';

/** A plain field of events written before sealing, and the field its sealed form goes to. */
export interface PlainField {
  plain: string;
  sealed: string;
}

export interface ResealPlainFields {
  /** The event types to look at, in streams starting with `streamPrefix`. */
  eventTypes: string[];
  streamPrefix: string;
  fields: PlainField[];
  /** The subject whose key seals the event's fields (`user:<id>`, `order:<id>`). */
  subjectOf: (data: Record<string, unknown>) => string;
}

const BATCH = 500;

/**
 * For a migration: rewrites, in the PostgreSQL event log (`public.events`), every event of these
 * types that still holds one of the plain fields. A plain value goes sealed under the subject's
 * key into its sealed field; when the subject was erased (its key destroyed) the value is dropped
 * and the sealed field is null, so the log keeps nothing erasure should have removed. A subject
 * that never had a key gets one (no owner). Answers how many events were rewritten. Nothing to do
 * without the table (an EventStoreDB log is not rewritten: see the modules' READMEs).
 */
export async function resealPlainFields(db: Kysely<PersonalDataKeysTables>, spec: ResealPlainFields): Promise<number> {
  const { rows: table } = await sql<{ type: string | null }>`
    select data_type as type from information_schema.columns where table_schema = 'public' and table_name = 'events' and column_name = 'data'
  `.execute(db);
  if (!table[0]?.type) return 0;
  const documentType = sql.raw(table[0].type === 'jsonb' ? 'jsonb' : 'json');
  const plainNames = spec.fields.map((field) => field.plain);
  let after = '0';
  let rewritten = 0;
  for (;;) {
    const { rows } = await sql<{ position: string; data: string }>`
      select position::text as position, data::text as data from public.events
      where type = any(${spec.eventTypes}) and stream_id like ${`${spec.streamPrefix}%`} and position > ${after}::bigint
        and data::jsonb ?| ${plainNames}::text[]
      order by position limit ${BATCH}
    `.execute(db);
    if (rows.length === 0) return rewritten;
    after = rows.at(-1)!.position;
    const events = rows.map((row) => ({
      position: row.position,
      data: JSON.parse(row.data) as Record<string, unknown>,
    }));
    const keys = await keysOf(db, [...new Set(events.map((event) => spec.subjectOf(event.data)))]);
    for (const event of events) {
      const subject = spec.subjectOf(event.data);
      const key = keys.get(subject) ?? null;
      const data = { ...event.data };
      for (const { plain, sealed } of spec.fields) {
        if (!(plain in data)) continue;
        const value = data[plain];
        delete data[plain];
        data[sealed] = key && value !== null && value !== undefined ? seal(key, subject, value) : null;
      }
      await sql`update public.events set data = ${JSON.stringify(data)}::text::${documentType} where position = ${event.position}::bigint`.execute(
        db,
      );
      rewritten += 1;
    }
  }
}

/** Each subject's live key, null for an erased one; a subject without a row gets a key now. */
async function keysOf(db: Kysely<PersonalDataKeysTables>, subjects: string[]): Promise<Map<string, Buffer | null>> {
  const found = async () =>
    (
      await sql<{
        subject: string;
        key: Buffer | null;
      }>`select subject, key from public.personal_data_keys where subject = any(${subjects})`.execute(db)
    ).rows;
  let rows = await found();
  const missing = subjects.filter((subject) => !rows.some((row) => row.subject === subject));
  if (missing.length) {
    for (const subject of missing) await createSubjectKey(db, subject);
    rows = await found();
  }
  return new Map(rows.map((row) => [row.subject, row.key]));
}
