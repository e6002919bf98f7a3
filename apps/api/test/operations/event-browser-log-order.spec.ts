import type { LoggedEvent } from '@store/contracts';
import { eventStoreMigrations, PostgresEventStore, positionToString } from '@store/eventstore';
import { loadConfig } from '@store/platform';
import { createTestDatabase, TestDatabase } from '@store/platform/testing';
import { Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import { Client, Pool } from 'pg';
import { EventLogQuery, SPARSE_PREFIX_EVENTS } from '../../src/operations/events/event-log.query';
import type { EventFilters } from '../../src/operations/events/log-conditions';
import { operationsMigrations } from '../../src/operations/operations-migrations';

/**
 * Issue #38: with the log's head at 197,928 the event browser's first page started hours back,
 * and `order-*` listed positions 55125, 5474, 5467, 5439, 52094 (sorted as text). Here a log of
 * 200,000 events, in transactions that overlap (a transaction holds positions taken after those
 * of the next ones), with positions and transaction ids of different lengths (9999 and 10000,
 * 99999 and 100000; ids of one to five digits), walked to its end under every filter.
 */
const EVENTS = 200_000;
/** The longest page the API serves (EVENT_BROWSER_MAX_LIMIT). */
const PAGE = 200;
jest.setTimeout(300_000);

interface LogRow {
  eventId: string;
  commit: bigint;
  prepare: bigint;
  streamId: string;
  type: string;
  correlationId: string;
  actorId: string | null;
  role: string;
  recordedAt: string;
}

const newestFirst = (a: LogRow, b: LogRow) =>
  a.commit !== b.commit ? (a.commit > b.commit ? -1 : 1) : a.prepare > b.prepare ? -1 : a.prepare < b.prepare ? 1 : 0;

/**
 * 200,000 events through the adapter's own schema in one statement. Event i is in transaction
 * 5 + i * ids / 200,000, except every third one, which is in the transaction of event i - 3: that
 * transaction holds a position taken after those of the next two events, however far apart the
 * cluster's transaction ids spread them (a young cluster puts several events in one transaction,
 * an old one gives each its own). Every id is below the cluster's current one (read first), so all
 * of them are final, as committed transactions are.
 */
async function fillLog(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ now: string }>`select pg_current_xact_id()::text as now`.execute(db);
  const ids = Number(rows[0].now) - 10;
  if (ids < 200) throw new Error(`the cluster's transaction ids are too young (${rows[0].now}) for this log`);
  await sql`
    with g as (
      select i,
        (5 + ((case when i % 3 = 0 then i - 3 else i end)::bigint * ${ids}) / ${EVENTS}) as tx,
        case
          when i % 10 < 4 then 'order-' || (i / 10)
          when i % 10 = 4 then 'catalogue-product-' || (i % 97)
          when i % 10 = 5 then 'catalogue-inventory-' || (i % 89)
          when i % 10 = 6 then 'identity-user-' || (i % 499)
          when i % 10 = 7 then 'cart-' || (i % 503)
          when i % 1000 = 8 then 'operations-projection-' || (i % 7)
          else 'marketing-offer-' || (i % 11)
        end as stream_id,
        case
          when i % 10 < 4 then (array['OrderPlaced', 'OrderPaid', 'OrderShipped', 'OrderDelivered'])[1 + i % 10]
          when i % 10 = 4 then 'ProductUpdated'
          when i % 10 = 5 then 'StockReserved'
          when i % 10 = 6 then 'UserLoggedIn'
          when i % 10 = 7 then 'CartItemAdded'
          when i % 1000 = 8 then 'ProjectionPaused'
          else 'OfferChanged'
        end as type,
        case when i % 10 in (4, 8) then 'admin' when i % 10 = 5 then 'system' when i % 50 = 1 then 'guest' else 'user' end as role
      from generate_series(1, ${EVENTS}) i)
    insert into events (position, transaction_id, stream_id, revision, event_id, type, data, metadata, recorded_at)
    overriding system value
    select i, tx::text::xid8, stream_id, row_number() over (partition by stream_id order by tx, i) - 1, gen_random_uuid(), type,
      json_build_object('n', i),
      json_build_object(
        'actor', json_build_object('id', case role when 'admin' then 'admin-1' when 'user' then 'user-' || (i % 700) else null end, 'role', role),
        'correlationId', 'corr-' || (i / 3), 'causationId', null, 'occurredAt', '2026-01-01T00:00:00.000Z'),
      timestamptz '2026-01-01T00:00:00Z' + tx * interval '1 second'
    from g`.execute(db);
  await sql`select setval(pg_get_serial_sequence('events', 'position'), ${EVENTS})`.execute(db);
  await sql`insert into event_streams (stream_id, revision) select stream_id, max(revision) from events group by stream_id`.execute(
    db,
  );
}

async function readLog(db: Kysely<any>): Promise<LogRow[]> {
  const { rows } = await sql<any>`
    select event_id, transaction_id::text as commit, position::text as prepare, stream_id, type, metadata->>'correlationId' as correlation_id,
      metadata->'actor'->>'id' as actor_id, metadata->'actor'->>'role' as role, to_char(recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as recorded_at
    from events`.execute(db);
  return rows
    .map((row: any) => ({
      eventId: row.event_id,
      commit: BigInt(row.commit),
      prepare: BigInt(row.prepare),
      streamId: row.stream_id,
      type: row.type,
      correlationId: row.correlation_id,
      actorId: row.actor_id,
      role: row.role,
      recordedAt: row.recorded_at,
    }))
    .sort(newestFirst);
}

/** What a filter keeps, said once more in JavaScript. */
function matches(filters: EventFilters, row: LogRow): boolean {
  const { stream, type, actor, correlationId, from, to } = filters;
  if (stream && (stream.endsWith('*') ? !row.streamId.startsWith(stream.slice(0, -1)) : row.streamId !== stream))
    return false;
  if (type && row.type !== type) return false;
  if (actor && (['admin', 'user', 'guest', 'system'].includes(actor) ? row.role !== actor : row.actorId !== actor))
    return false;
  if (correlationId && row.correlationId !== correlationId) return false;
  if (from && row.recordedAt < new Date(from).toISOString()) return false;
  if (to && row.recordedAt >= new Date(to).toISOString()) return false;
  return true;
}

describe('event browser: newest first in the log’s own order, on 200,000 events', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  let browser: EventLogQuery;
  let log: LogRow[];
  /** The browser over a pool that records its statements, for their plans. */
  let recorded: CompiledQuery[];
  let recordingPool: Pool;
  let recordingBrowser: EventLogQuery;

  beforeAll(async () => {
    database = await createTestDatabase([eventStoreMigrations, operationsMigrations]);
    await fillLog(database.db);
    store = new PostgresEventStore({ databaseUrl: database.url });
    const config = loadConfig({ NODE_ENV: 'test' });
    browser = new EventLogQuery(database.db, config, store);
    log = await readLog(database.db);
    recorded = [];
    recordingPool = new Pool({ connectionString: database.url, max: 2 });
    const recording = new Kysely<any>({
      dialect: new PostgresDialect({ pool: recordingPool }),
      log: (event) => void recorded.push(event.query),
    });
    recordingBrowser = new EventLogQuery(recording, config, store);
  });
  afterAll(async () => {
    await recordingPool?.end();
    await store?.close();
    await database?.destroy();
  });

  /** Every page from the first to the one without a next cursor. */
  async function walk(filters: EventFilters): Promise<LoggedEvent[]> {
    const seen: LoggedEvent[] = [];
    let before: string | undefined;
    for (;;) {
      const page = await browser.page({ ...filters, before, limit: PAGE });
      expect(page.events.length).toBeLessThanOrEqual(PAGE);
      seen.push(...page.events);
      if (!page.nextCursor) return seen;
      expect(page.nextCursor).toBe(page.events[page.events.length - 1].cursor);
      before = page.nextCursor;
    }
  }

  it('holds the positions and transaction ids of different lengths it is meant to', () => {
    expect(log).toHaveLength(EVENTS);
    const lengths = (values: bigint[]) => new Set(values.map((value) => value.toString().length));
    expect([...lengths(log.map((row) => row.prepare))].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(lengths(log.map((row) => row.commit)).size).toBeGreaterThanOrEqual(3);
    // overlapping transactions: position order is not the log's order
    const byPosition = [...log].sort((a, b) => (a.prepare > b.prepare ? -1 : 1));
    expect(byPosition.map((row) => row.eventId)).not.toEqual(log.map((row) => row.eventId));
  });

  it('starts the first page at the head of the log', async () => {
    const head = await store.headPosition();
    expect(head).not.toBeNull();
    expect(positionToString(head!)).toBe(`${log[0].commit}/${log[0].prepare}`);
    const first = await browser.page({ limit: 5 });
    expect(first.events.map((event) => event.eventId)).toEqual(log.slice(0, 5).map((row) => row.eventId));
    expect(first.events[0].cursor).toBe(positionToString(head!));
  });

  const filters: Array<[string, EventFilters]> = [
    ['no filter', {}],
    ['a stream prefix many events share (order-*)', { stream: 'order-*' }],
    ['a stream prefix whose events are bunched in time (order-1*)', { stream: 'order-1*' }],
    ['a rare stream prefix (operations-*)', { stream: 'operations-*' }],
    ['an exact stream', { stream: 'catalogue-product-5' }],
    ['an exact order stream', { stream: 'order-12345' }],
    ['an event type', { type: 'OrderPaid' }],
    ['a rare event type', { type: 'ProjectionPaused' }],
    ['a correlation id', { correlationId: 'corr-40000' }],
    ['an actor id', { actor: 'user-3' }],
    ['an actor role', { actor: 'guest' }],
    ['a time range', { from: '2026-01-01T00:10:00Z', to: '2026-01-01T00:40:00Z' }],
    ['a stream prefix and a type', { stream: 'order-*', type: 'OrderPaid' }],
  ];

  it.each(filters)(
    'walks %s page by page to the end: every event once, newest first in log order',
    async (_, filter) => {
      const expected = log.filter((row) => matches(filter, row)).map((row) => row.eventId);
      expect(expected.length).toBeGreaterThan(0);
      const walked = await walk(filter);
      expect(walked.length).toBe(expected.length);
      expect(walked.map((event) => event.eventId)).toEqual(expected);
    },
  );

  it('holds a stream prefix with fewer events than SPARSE_PREFIX_EVENTS and one with more (the plans below)', () => {
    expect(log.filter((row) => matches({ stream: 'operations-*' }, row)).length).toBeLessThan(SPARSE_PREFIX_EVENTS);
    expect(log.filter((row) => matches({ stream: 'order-*' }, row)).length).toBeGreaterThan(SPARSE_PREFIX_EVENTS);
  });

  /** The plan of the page statement `filters` makes (EXPLAIN, in a transaction set as the browser sets its own). */
  async function planOf(filters: EventFilters): Promise<string> {
    recorded.length = 0;
    await recordingBrowser.page({ ...filters, limit: 50 });
    const page = recorded
      .filter((query) => /\blimit\b/i.test(query.sql) && /order by e\.transaction_id desc/.test(query.sql))
      .at(-1)!;
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query('begin; set local enable_seqscan = off; set local enable_bitmapscan = off');
      const { rows } = await client.query(`explain ${page.sql}`, [...page.parameters]);
      await client.query('rollback');
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    } finally {
      await client.end();
    }
  }

  it.each([
    ['no filter', {}, 'events_transaction_position_idx'],
    ['an exact stream', { stream: 'catalogue-product-5' }, 'events_stream_log_order_idx'],
    ['an event type', { type: 'ProjectionPaused' }, 'events_type_log_order_idx'],
    ['a correlation id', { correlationId: 'corr-40000' }, 'events_correlation_log_order_idx'],
    ['a stream prefix many events share', { stream: 'order-*' }, 'events_transaction_position_idx'],
  ] as Array<[string, EventFilters, string]>)(
    'reads a page of %s off an index in log order, without sorting',
    async (_, filter, index) => {
      const plan = await planOf(filter);
      expect(plan).toContain(`Index Scan Backward using ${index}`);
      expect(plan).not.toMatch(/\bSort\b/);
    },
  );

  it('reads a page of a rare stream prefix off the stream index, sorting only its events', async () => {
    const plan = await planOf({ stream: 'operations-*' });
    expect(plan).toContain('events_stream_log_order_idx');
    expect(plan).toMatch(/\bSort\b/);
  });

  it('never skips or repeats an event whose transaction commits after later ones: it joins the next walk from the head', async () => {
    // Walked by type, so that each walk is a tenth of the log (the horizon is the same for every filter).
    const placed: EventFilters = { type: 'OrderPlaced' };
    const placedInLog = log.filter((row) => matches(placed, row)).map((row) => row.eventId);
    const metadata = (correlationId: string) => ({
      actor: { id: null, role: 'guest' as const },
      correlationId,
      causationId: null,
      occurredAt: '2026-01-01T00:00:00.000Z',
    });
    const late = new Client({ connectionString: database.url });
    await late.connect();
    try {
      // A transaction takes its id and a position, then waits while later appends commit.
      await late.query('begin');
      await late.query(
        `insert into events (stream_id, revision, event_id, type, data, metadata) values ('order-late', 0, gen_random_uuid(), 'OrderPlaced', '{}', $1)`,
        [JSON.stringify(metadata('late'))],
      );
      await store.append(
        'order-after',
        [1, 2, 3].map((n) => ({ type: 'OrderPlaced', data: { n }, metadata: metadata(`after-${n}`) })),
        { expectedRevision: 'no_stream' },
      );

      // A walk begun now starts at the head: the log before the open transaction.
      expect((await browser.page({ limit: 1 })).events[0].eventId).toBe(log[0].eventId);
      const firstPage = await browser.page({ ...placed, limit: PAGE });
      expect(firstPage.events[0].eventId).toBe(placedInLog[0]);
      const secondPage = await browser.page({ ...placed, limit: PAGE, before: firstPage.nextCursor! });

      await late.query('commit');

      // ... and continued after the commit, it goes on to the end without the events above its
      // head, and without a gap where the late one committed.
      const continued: LoggedEvent[] = [...firstPage.events, ...secondPage.events];
      let before = secondPage.nextCursor;
      while (before) {
        const page = await browser.page({ ...placed, limit: PAGE, before });
        continued.push(...page.events);
        before = page.nextCursor;
      }
      expect(continued.map((event) => event.eventId)).toEqual(placedInLog);

      // A walk begun after the commit shows the late event once, in its place in the log, then the rest.
      const fresh = await walk(placed);
      expect(fresh.slice(0, 4).map((event) => `${event.streamId}/${event.revision}`)).toEqual([
        'order-after/2',
        'order-after/1',
        'order-after/0',
        'order-late/0',
      ]);
      expect(fresh.slice(4).map((event) => event.eventId)).toEqual(placedInLog);
    } finally {
      await late.end();
    }
  });
});
