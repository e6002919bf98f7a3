import { sql } from 'kysely';
import { createTestDatabase, TestDatabase } from '@store/platform/testing';
import { eventStoreMigrations, PostgresEventStore, Position, type RecordedEvent } from '../src';
import { Pool } from 'pg';
import { ChangeNotifier } from '../src/postgres/change-notifier';
import { APPENDED_CHANNEL, NON_APPENDING_APPLICATION_NAME, selectLogPage } from '../src/postgres/queries';
import { PostgresAllSubscription } from '../src/postgres/subscription';
import { eventually, inStreams, newEvent, SubscriptionReader, uniqueStreamId } from './helpers';

describe('PostgreSQL subscriptions', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase([eventStoreMigrations]);
    store = new PostgresEventStore({ databaseUrl: database.url });
  });

  afterAll(async () => {
    await store?.close();
    await database?.destroy();
  });

  it('reads ahead of a slow consumer no more than its buffer holds', async () => {
    const stream = uniqueStreamId('slow-consumer');
    const start = (await store.headPosition()) ?? 'start';
    const appended = await store.append(
      stream,
      Array.from({ length: 100 }, (_, n) => newEvent('Paged', { n })),
    );
    let eventsRead = 0;
    const readSizes: number[] = [];
    const subscription = new PostgresAllSubscription(
      {
        readPage: async (after: Position | 'start', limit: number) => {
          const page = await store.readAll({ after, limit });
          eventsRead += page.length;
          readSizes.push(limit);
          return { events: page, horizon: 1n, pending: false };
        },
        listen: () => () => undefined,
      },
      { after: start, bufferSize: 10, pageSize: 10, pollIntervalMs: 50 },
    );
    const reader = new SubscriptionReader(subscription);
    try {
      await eventually(async () => (await store.headPosition())?.prepare === appended.position.prepare);
      expect(await reader.take(1)).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(eventsRead).toBe(10);
      const rest = await reader.take(99);
      expect(rest.map((event) => (event.data as { n: number }).n)).toEqual(Array.from({ length: 99 }, (_, n) => n + 1));
      expect(eventsRead).toBe(100);
      expect(Math.max(...readSizes)).toBe(10);
    } finally {
      await subscription.close();
    }
  });

  it('wakes the subscriptions of another store (process) by NOTIFY, long before its poll', async () => {
    const listening = new PostgresEventStore({ databaseUrl: database.url, pollIntervalMs: 60_000 });
    const stream = uniqueStreamId('notified');
    const reader = new SubscriptionReader(
      listening.subscribeToAll({ after: (await listening.headPosition()) ?? 'start' }),
    );
    try {
      await reader.drain(300); // caught up, LISTEN connection up
      const appendedAt = Date.now();
      await store.append(stream, [newEvent('Notified')]);
      expect((await reader.take(1, inStreams(stream), 5_000))[0].type).toBe('Notified');
      expect(Date.now() - appendedAt).toBeLessThan(1_000);
    } finally {
      await listening.close();
    }
  });

  it('keeps delivering events of other stores after its LISTEN connection is killed, and listens again', async () => {
    const listening = new PostgresEventStore({ databaseUrl: database.url, pollIntervalMs: 60_000 });
    const listenerPids = async () => {
      const { rows } = await sql<{ pid: number }>`
        select pid from pg_stat_activity where application_name = 'eventstore-listener' and datname = current_database()`.execute(
        database.db,
      );
      return rows.map((row) => row.pid);
    };
    const stream = uniqueStreamId('reconnect');
    const reader = new SubscriptionReader(
      listening.subscribeToAll({ after: (await listening.headPosition()) ?? 'start' }),
    );
    try {
      await reader.drain(100);
      await eventually(async () => (await listenerPids()).length === 1, 5_000, 'the LISTEN connection');
      const [killed] = await listenerPids();
      await sql`select pg_terminate_backend(${killed})`.execute(database.db);
      await store.append(stream, [newEvent('WhileDisconnected')]);
      // Found by the poll the subscription makes when its listener is back, not by waiting 60 s.
      expect((await reader.take(1, inStreams(stream), 5_000))[0].type).toBe('WhileDisconnected');
      await eventually(
        async () => {
          const pids = await listenerPids();
          return pids.length === 1 && pids[0] !== killed;
        },
        5_000,
        'a new LISTEN connection',
      );
      await store.append(stream, [newEvent('AfterReconnect')]);
      expect((await reader.take(1, inStreams(stream), 5_000))[0].type).toBe('AfterReconnect');
      await reader.subscription.close();
      await eventually(
        async () => (await listenerPids()).length === 0,
        5_000,
        'the LISTEN connection to close with its last subscription',
      );
    } finally {
      await listening.close();
    }
  });

  it('ends the iteration with the read error, after the events it already read', async () => {
    const stream = uniqueStreamId('broken');
    const start = (await store.headPosition()) ?? 'start';
    const appended = await store.append(stream, [newEvent('BeforeFailure'), newEvent('BeforeFailure')]);
    await eventually(async () => (await store.headPosition())?.prepare === appended.position.prepare);
    let reads = 0;
    const subscription = new PostgresAllSubscription(
      {
        readPage: async (after: Position | 'start', limit: number) => {
          reads += 1;
          if (reads > 1) throw new Error('relation "events" does not exist');
          return {
            events: await store.readAll({ after, limit }),
            horizon: appended.position.commit + 1n,
            pending: false,
          };
        },
        listen: () => () => undefined,
      },
      { after: start, bufferSize: 10, pageSize: 10, pollIntervalMs: 20 },
    );
    const reader = new SubscriptionReader(subscription);
    expect(await reader.take(2)).toHaveLength(2);
    const iterator = subscription[Symbol.asyncIterator]();
    await expect(
      (async () => {
        for (;;) {
          const next = await iterator.next();
          if (next.done) return 'ended quietly';
        }
      })(),
    ).rejects.toThrow(/events/);
  });

  it('reads on from the horizon once caught up, not from its last event (a subscription to rare types skips the rest once)', async () => {
    const afters: Array<Position | 'start'> = [];
    const subscription = new PostgresAllSubscription(
      {
        readPage: async (after: Position | 'start') => {
          afters.push(after);
          return { events: [], horizon: 500n, pending: false };
        },
        listen: () => () => undefined,
      },
      { after: { commit: 7n, prepare: 70n }, bufferSize: 10, pageSize: 10, pollIntervalMs: 10 },
    );
    const iterator = subscription[Symbol.asyncIterator]();
    void iterator.next();
    try {
      await eventually(async () => afters.length >= 2);
      expect(afters[0]).toEqual({ commit: 7n, prepare: 70n });
      expect(afters[1]).toEqual({ commit: 500n, prepare: 0n }); // after every event below the horizon, before the rest
    } finally {
      await subscription.close();
    }
  });

  it('tells how far a consumer that applied what it was handed has read: only when caught up with nothing waiting', async () => {
    const event = (prepare: bigint) => ({ position: { commit: 9n, prepare } }) as RecordedEvent;
    let wakeUp = () => undefined as void;
    const pages = [
      { events: [event(1n), event(2n)], horizon: 20n, pending: false, lastBelowHorizon: { commit: 15n, prepare: 8n } },
    ];
    const subscription = new PostgresAllSubscription(
      {
        readPage: async () =>
          pages.shift() ?? {
            events: [],
            horizon: 40n,
            pending: false,
            lastBelowHorizon: { commit: 33n, prepare: 12n },
          },
        listen: (wake) => {
          wakeUp = wake;
          return () => undefined;
        },
      },
      { after: 'start', bufferSize: 10, pageSize: 10, pollIntervalMs: 60_000 },
    );
    try {
      expect(subscription.readThrough('start')).toBeUndefined(); // nothing read yet
      const iterator = subscription[Symbol.asyncIterator]();
      expect((await iterator.next()).value).toEqual(event(1n));
      expect(subscription.readThrough({ commit: 9n, prepare: 1n })).toBeUndefined(); // event 2 still waits in the buffer
      expect(subscription.takeBuffered(10)).toEqual([event(2n)]);
      expect(subscription.readThrough({ commit: 9n, prepare: 1n })).toBeUndefined(); // event 2 handed over, not applied
      expect(subscription.readThrough('start')).toBeUndefined();
      expect(subscription.readThrough({ commit: 9n, prepare: 2n })).toEqual({ commit: 15n, prepare: 8n }); // the log's last event below the horizon
      wakeUp(); // the next read finds nothing of its types, and a later event of others
      await eventually(async () => subscription.readThrough({ commit: 9n, prepare: 2n })?.commit === 33n);
      expect(subscription.readThrough({ commit: 9n, prepare: 2n })).toEqual({ commit: 33n, prepare: 12n });
    } finally {
      await subscription.close();
    }
  });

  it('reads a page, its horizon and the pending check in one statement', async () => {
    const stream = uniqueStreamId('one-statement');
    const appended = await store.append(stream, [newEvent('Counted')]);
    await eventually(async () => (await store.headPosition())?.prepare === appended.position.prepare);
    const pool = new Pool({ connectionString: database.url, max: 1 });
    try {
      const page = await selectLogPage(
        pool,
        { commit: appended.position.commit, prepare: appended.position.prepare - 1n },
        10,
        ['Counted'],
      );
      expect(page.rows.map((row) => row.stream_id)).toEqual([stream]);
      expect(page.horizon).toBeGreaterThan(appended.position.commit);
      expect(page.pending).toBe(false);
      const none = await selectLogPage(pool, appended.position, 10, ['Counted']);
      expect(none.rows).toEqual([]);
      expect(none.horizon).toBeGreaterThanOrEqual(page.horizon);
    } finally {
      await pool.end();
    }
  });
  it('reads the same page, horizon and head when it looks at the backends first (the way taken when a transaction ended before the look)', async () => {
    const stream = uniqueStreamId('looking-first');
    const appended = await store.append(stream, [newEvent('Counted'), newEvent('Other'), newEvent('Counted')]);
    await eventually(async () => (await store.headPosition())?.prepare === appended.position.prepare);
    const pool = new Pool({ connectionString: database.url, max: 2 });
    const holder = await pool.connect();
    try {
      const lookingFirst = async () => {
        const { rows } = await pool.query('select * from eventstore_read_log_page($1::xid8, 0, $2::text[], 10)', [
          String(appended.position.commit - 1n),
          ['Counted'],
        ]);
        return {
          rows: rows.filter((row) => row.position !== null).map((row) => row.event_id),
          horizon: rows[0].horizon,
          head: [rows[0].last_commit, rows[0].last_prepare],
          pending: rows[0].pending,
        };
      };
      const oneStatement = async () => {
        const page = await selectLogPage(pool, { commit: appended.position.commit - 1n, prepare: 0n }, 10, ['Counted']);
        return {
          rows: page.rows.map((row) => row.event_id),
          horizon: String(page.horizon),
          head: [String(page.lastBelowHorizon?.commit), String(page.lastBelowHorizon?.prepare)],
          pending: page.pending,
        };
      };
      const quiet = await lookingFirst();
      const one = await oneStatement();
      expect(quiet.rows).toHaveLength(2);
      // Transaction ids are the cluster's: a transaction of another database (a test file running
      // beside this one) between the two reads moves the snapshot's xmax on, never back.
      expect({ ...one, horizon: quiet.horizon }).toEqual(quiet);
      expect(BigInt(one.horizon)).toBeGreaterThanOrEqual(BigInt(quiet.horizon));

      await holder.query('begin');
      const { rows } = await holder.query<{ xid: string }>('select pg_current_xact_id()::text as xid');
      await store.append(uniqueStreamId('after-holder'), [newEvent('Later')]); // a later transaction ends: the holder is among the running
      expect((await lookingFirst()).horizon).toBe(rows[0].xid); // an open writer of this database holds it back
      await holder.query(`select set_config('application_name', $1, true)`, [NON_APPENDING_APPLICATION_NAME]);
      expect(BigInt((await lookingFirst()).horizon)).toBeGreaterThan(BigInt(rows[0].xid)); // unless it says it never appends
    } finally {
      await holder.query('rollback');
      holder.release();
      await pool.end();
    }
  });

  it('reads no more often than minReadIntervalMs once caught up, however often appends wake it', async () => {
    const readTimes: number[] = [];
    let wake: () => void = () => undefined;
    const subscription = new PostgresAllSubscription(
      {
        readPage: async () => {
          readTimes.push(Date.now());
          return { events: [], horizon: 10n, pending: false };
        },
        listen: (wakeUp) => {
          wake = wakeUp;
          return () => undefined;
        },
      },
      { after: 'start', bufferSize: 10, pageSize: 10, pollIntervalMs: 1000, minReadIntervalMs: 200 },
    );
    const iterator = subscription[Symbol.asyncIterator]();
    void iterator.next();
    const waking = setInterval(() => wake(), 5);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    } finally {
      clearInterval(waking);
      await subscription.close();
    }
    expect(readTimes.length).toBeGreaterThanOrEqual(3);
    expect(readTimes.length).toBeLessThanOrEqual(6);
    for (let i = 1; i < readTimes.length; i += 1) expect(readTimes[i] - readTimes[i - 1]).toBeGreaterThanOrEqual(195);
  });

  it('refuses a read interval that is not a whole number of milliseconds up to a minute', () => {
    expect(() => store.subscribeToAll({ minReadIntervalMs: -1 })).toThrow(RangeError);
    expect(() => store.subscribeToAll({ minReadIntervalMs: 60_001 })).toThrow(RangeError);
  });
  it('is not woken again by its own NOTIFY (its subscriptions were woken locally), only by other stores’', async () => {
    const notifier = new ChangeNotifier(database.url);
    let wakeUps = 0;
    const stop = notifier.listen(() => (wakeUps += 1));
    try {
      await eventually(async () => notifier.isListening);
      await new Promise((resolve) => setTimeout(resolve, 100));
      wakeUps = 0;
      await sql`select pg_notify(${APPENDED_CHANNEL}, ${notifier.sender})`.execute(database.db);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(wakeUps).toBe(0);
      await sql`select pg_notify(${APPENDED_CHANNEL}, 'another-store')`.execute(database.db);
      await eventually(async () => wakeUps === 1);
    } finally {
      stop();
      await notifier.close();
    }
  });
  it('wakes a subscription for this store’s own appends only when they hold one of its types', async () => {
    const notifier = new ChangeNotifier(database.url);
    const woken: string[] = [];
    const stops = [
      notifier.listen(() => woken.push('orders'), ['OrderPlaced', 'OrderPaid']),
      notifier.listen(() => woken.push('everything')),
    ];
    try {
      notifier.wakeLocalListeners(['HeroImageAdded']);
      expect(woken).toEqual(['everything']);
      woken.length = 0;
      notifier.wakeLocalListeners(['StockReserved', 'OrderPaid']);
      expect(woken.sort()).toEqual(['everything', 'orders']);
    } finally {
      for (const stop of stops) stop();
      await notifier.close();
    }
  });
});
