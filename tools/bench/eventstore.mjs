#!/usr/bin/env node
// Event store benchmark on this machine, against the BUILT library (run `node tools/build.mjs`
// first). Creates a scratch database, measures, prints, drops it.
//
//   appends/s   1 writer and 16 concurrent writers, one event per append, a stream per writer
//               appended with its exact expected revision (as command handlers do)
//   hot stream  16 writers on one stream, read last revision + append, withConflictRetry
//   catch-up    a subscriber that writes one row per event (batched transactions, checkpoint in
//               the same transaction, as a projection does) over 200,000 bulk-inserted events
//
// Targets (2-core machine): >= 3,000 appends/s with 16 writers, >= 20,000 events/s catch-up.
// Env: DATABASE_URL (server to use), BENCH_SECONDS (per append run, default 5),
// BENCH_CATCHUP_EVENTS (default 200000).
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const {
  PostgresEventStore,
  eventStoreMigrations,
  withConflictRetry,
  isWrongExpectedRevisionError,
} = require('@store/eventstore');
const { createDatabase, dropDatabase, ensureDatabase, migrateToLatest, withDatabase } = require('@store/platform');
const { sql } = require('kysely');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CATCHUP_EVENTS = Number(process.env.BENCH_CATCHUP_EVENTS ?? 200_000);
const BATCH = 500;
const POOL = Number(process.env.BENCH_POOL ?? 10);
const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const url = withDatabase(server, `bench_eventstore_${Date.now()}`);

const metadata = () => ({
  actor: { id: 'bench-user', role: 'user' },
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: new Date().toISOString(),
});
const event = (n) => ({
  type: 'BenchItemAdded',
  data: { sku: `SKU-${n}`, quantity: (n % 5) + 1 },
  metadata: metadata(),
});
const rate = (count, ms) => Math.round((count / ms) * 1000);
const format = (n) => n.toLocaleString('en-US');

/** `writers` loops appending to their own stream for SECONDS; returns appends per second. */
async function distinctStreams(store, writers) {
  const deadline = Date.now() + SECONDS * 1000;
  const started = Date.now();
  let appends = 0;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      const stream = `bench-${randomUUID()}`;
      for (let revision = -1; Date.now() < deadline; revision += 1) {
        await store.append(stream, [event(revision)], { expectedRevision: revision < 0 ? 'no_stream' : revision });
        appends += 1;
      }
    }),
  );
  return { appends, perSecond: rate(appends, Date.now() - started) };
}

/** 16 writers on one stream: read the last revision, append after it, retry on conflict. */
async function hotStream(store, writers) {
  const stream = `bench-hot-${randomUUID()}`;
  const deadline = Date.now() + SECONDS * 1000;
  const started = Date.now();
  let appends = 0;
  let conflicts = 0;
  let gaveUp = 0;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (Date.now() < deadline) {
        try {
          await withConflictRetry(
            async (attempt) => {
              if (attempt > 1) conflicts += 1;
              const [last] = await store.readStream(stream, { direction: 'backwards', limit: 1 });
              return store.append(stream, [event(appends)], { expectedRevision: last ? last.revision : 'no_stream' });
            },
            { attempts: 50 },
          );
          appends += 1;
        } catch (error) {
          if (!isWrongExpectedRevisionError(error)) throw error;
          conflicts += 1;
          gaveUp += 1;
        }
      }
    }),
  );
  return { appends, conflicts, gaveUp, perSecond: rate(appends, Date.now() - started) };
}

/** Inserts `count` events in 100-event streams with one SQL statement, as a migration of history would. */
async function bulkInsert(db, count) {
  const streams = Math.ceil(count / 100);
  await sql`insert into event_streams (stream_id, revision)
    select 'bulk-' || s, least(99, ${count} - s * 100 - 1) from generate_series(0, ${streams - 1}) s`.execute(db);
  await sql`insert into events (stream_id, revision, event_id, type, version, data, metadata)
    select 'bulk-' || (g / 100), g % 100, gen_random_uuid(), 'BenchItemAdded', 1,
      jsonb_build_object('sku', 'SKU-' || g, 'quantity', g % 5 + 1),
      jsonb_build_object('actor', jsonb_build_object('id', 'bench-user', 'role', 'user'),
        'correlationId', gen_random_uuid()::text, 'causationId', null, 'occurredAt', now()::text)
    from generate_series(0, ${count - 1}) g`.execute(db);
}

/** A projection-shaped consumer: one row per event, batches of 500 with their checkpoint. */
async function catchUp(store, db, after, count) {
  await sql`create table bench_projection (event_id uuid primary key, stream_id text not null, sku text not null, quantity int not null)`.execute(
    db,
  );
  await sql`create table bench_checkpoint (name text primary key, commit_position text, prepare_position text)`.execute(
    db,
  );
  await sql`insert into bench_checkpoint values ('bench', null, null)`.execute(db);
  const flush = (batch) =>
    db.transaction().execute(async (trx) => {
      await trx
        .insertInto('bench_projection')
        .values(
          batch.map((e) => ({ event_id: e.id, stream_id: e.streamId, sku: e.data.sku, quantity: e.data.quantity })),
        )
        .execute();
      const last = batch[batch.length - 1].position;
      await trx
        .updateTable('bench_checkpoint')
        .set({ commit_position: String(last.commit), prepare_position: String(last.prepare) })
        .where('name', '=', 'bench')
        .execute();
    });
  const started = Date.now();
  const subscription = store.subscribeToAll({ after });
  let seen = 0;
  let batch = [];
  for await (const recorded of subscription) {
    batch.push(recorded);
    seen += 1;
    if (batch.length === BATCH || seen === count) {
      await flush(batch);
      batch = [];
    }
    if (seen === count) break;
  }
  const ms = Date.now() - started;
  const { rows } = await sql`select count(*)::int as rows from bench_projection`.execute(db);
  if (rows[0].rows !== count) throw new Error(`projection holds ${rows[0].rows} rows, expected ${count}`);
  return { events: seen, ms, perSecond: rate(seen, ms) };
}

async function main() {
  await ensureDatabase(url);
  const db = createDatabase(url, { applicationName: 'bench-eventstore' });
  const store = new PostgresEventStore({ databaseUrl: url, maxConnections: POOL });
  try {
    await migrateToLatest(db, [eventStoreMigrations]);
    const { rows } = await sql`select version() as version`.execute(db);
    console.log(
      `event store bench: ${rows[0].version.split(' on ')[0]}, event store pool ${POOL}, ${SECONDS} s per append run`,
    );

    const one = await distinctStreams(store, 1);
    console.log(
      `appends, 1 writer:                 ${format(one.perSecond)} appends/s (${format(one.appends)} appends)`,
    );
    const sixteen = await distinctStreams(store, 16);
    console.log(
      `appends, 16 writers, own streams:  ${format(sixteen.perSecond)} appends/s (${format(sixteen.appends)} appends)  target >= 3,000`,
    );
    const hot = await hotStream(store, 16);
    console.log(
      `appends, 16 writers, one stream:   ${format(hot.perSecond)} appends/s (${format(hot.appends)} appends, ` +
        `${format(hot.conflicts)} conflicts retried, ${hot.gaveUp} gave up after 50 attempts)`,
    );

    const head = (await store.headPosition()) ?? 'start';
    const inserting = Date.now();
    await bulkInsert(db, CATCHUP_EVENTS);
    console.log(`bulk insert of ${format(CATCHUP_EVENTS)} events:  ${format(Date.now() - inserting)} ms`);
    const caught = await catchUp(store, db, head, CATCHUP_EVENTS);
    console.log(
      `catch-up with a row per event:     ${format(caught.perSecond)} events/s (${format(caught.events)} events in ${format(caught.ms)} ms)  target >= 20,000`,
    );
  } finally {
    await store.close();
    await db.destroy();
    await dropDatabase(url);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
