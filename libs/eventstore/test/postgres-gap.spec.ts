import { sql } from 'kysely';
import { Client } from 'pg';
import { createTestDatabase, TestDatabase } from '@store/platform/testing';
import {
  AppendResult,
  comparePositions,
  eventStoreMigrations,
  NON_APPENDING_APPLICATION_NAME,
  PostgresEventStore,
  RecordedEvent,
} from '../src';
import { eventually, inStreams, newEvent, SubscriptionReader, uniqueStreamId } from './helpers';

/**
 * Positions come from a sequence, so they commit out of order: transaction A takes position 1,
 * transaction B takes position 2 and commits first. A reader that has seen 2 and continues
 * "after 2" never sees 1. These tests make that happen for real and check that readers wait for
 * A and then see both, each once, in (commit, prepare) order.
 */
const STALL_LOCK = 4242;

describe('PostgreSQL adapter: global order without gaps', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  let lockHolder: Client;

  beforeAll(async () => {
    database = await createTestDatabase([eventStoreMigrations]);
    // Appends to 'slow-' streams stop after inserting their rows (so after taking their
    // transaction id and positions) until the test releases the advisory lock.
    await sql`
      create function stall_slow_appends() returns trigger language plpgsql as $$
      begin
        if new.stream_id like 'slow-%' then perform pg_advisory_xact_lock_shared(${sql.lit(STALL_LOCK)}); end if;
        return new;
      end $$`.execute(database.db);
    await sql`create trigger stall_slow_appends after insert on events for each row execute function stall_slow_appends()`.execute(
      database.db,
    );
    store = new PostgresEventStore({ databaseUrl: database.url });
    lockHolder = new Client({ connectionString: database.url });
    await lockHolder.connect();
  });

  afterAll(async () => {
    await lockHolder?.end();
    await store?.close();
    await database?.destroy();
  });

  const stalledAppendIsWaiting = async () => {
    const { rows } = await lockHolder.query(
      `select count(*)::int as waiting from pg_locks where locktype = 'advisory' and objid = $1 and not granted`,
      [STALL_LOCK],
    );
    return rows[0].waiting > 0;
  };

  it('does not pass an event whose transaction commits after a later position became visible', async () => {
    const [slow, fast, after] = [uniqueStreamId('slow'), uniqueStreamId('fast'), uniqueStreamId('after')];
    const start = (await store.headPosition()) ?? 'start';
    const reader = new SubscriptionReader(store.subscribeToAll({ after: start }));
    try {
      await lockHolder.query('select pg_advisory_lock($1)', [STALL_LOCK]);
      let slowAppend: Promise<AppendResult>;
      let fastAppend: AppendResult;
      try {
        slowAppend = store.append(slow, [newEvent('SlowAppended')]);
        await eventually(stalledAppendIsWaiting, 5_000, 'the slow append to stall inside its transaction');
        fastAppend = await store.append(fast, [newEvent('FastAppended')]);

        // The later append is committed and readable on its stream ...
        expect(await store.readStream(fast)).toHaveLength(1);
        // ... and the earlier one holds a lower position that is not committed yet: the gap.
        const { rows } = await sql<{ visible: string[] }>`
          select coalesce(array_agg(stream_id), '{}') as visible from events where stream_id in (${slow}, ${fast})`.execute(
          database.db,
        );
        expect(rows[0].visible).toEqual([fast]);

        // Readers must not pass it while the gap is open.
        expect(await reader.drain(600, inStreams(slow, fast))).toEqual([]);
        expect((await store.readAll({ after: start })).filter(inStreams(slow, fast))).toEqual([]);
        const head = await store.headPosition();
        expect(head === null || comparePositions(head, fastAppend.position) < 0).toBe(true);
      } finally {
        await lockHolder.query('select pg_advisory_unlock($1)', [STALL_LOCK]);
      }
      const slowResult = await slowAppend;
      expect(slowResult.position.prepare).toBeLessThan(fastAppend.position.prepare);
      expect(slowResult.position.commit).toBeLessThan(fastAppend.position.commit);

      // Once the slow transaction commits, both arrive, each once, in (commit, prepare) order.
      const delivered = await reader.take(2, inStreams(slow, fast));
      expect(delivered.map((event) => event.streamId)).toEqual([slow, fast]);
      expect(delivered.map((event) => event.position)).toEqual([slowResult.position, fastAppend.position]);
      await store.append(after, [newEvent('Later')]);
      const rest = await reader.take(1, inStreams(slow, fast, after));
      expect(rest.map((event) => event.streamId)).toEqual([after]);

      const logged = (await store.readAll({ after: start })).filter(inStreams(slow, fast, after));
      expect(logged.map((event) => event.streamId)).toEqual([slow, fast, after]);
    } finally {
      await reader.subscription.close();
    }
  });

  it('delivers events held back by an unrelated transaction soon after it ends, without a notification', async () => {
    const quiet = new PostgresEventStore({ databaseUrl: database.url, pollIntervalMs: 10_000 });
    const stream = uniqueStreamId('held');
    const reader = new SubscriptionReader(quiet.subscribeToAll({ after: (await quiet.headPosition()) ?? 'start' }));
    const blocker = new Client({ connectionString: database.url });
    await blocker.connect();
    try {
      await reader.drain(100); // the subscription is caught up and waiting
      await blocker.query('begin');
      await blocker.query('select pg_current_xact_id()'); // an open transaction that is not an append
      await quiet.append(stream, [newEvent('HeldBack')]);
      expect(await reader.drain(400, inStreams(stream))).toEqual([]);
      await blocker.query('commit');
      const released = Date.now();
      // Well before the 10 s poll, so it is not the poll that delivers it.
      expect((await reader.take(1, inStreams(stream), 5_000)).map((event) => event.type)).toEqual(['HeldBack']);
      expect(Date.now() - released).toBeLessThan(5_000);
    } finally {
      await blocker.end();
      await reader.subscription.close();
      await quiet.close();
    }
  });

  it('does not wait for an open transaction that announced it never appends (a projection batch)', async () => {
    const stream = uniqueStreamId('unheld');
    const reader = new SubscriptionReader(store.subscribeToAll({ after: (await store.headPosition()) ?? 'start' }));
    const projector = new Client({ connectionString: database.url });
    await projector.connect();
    try {
      await reader.drain(100);
      await projector.query('begin');
      await projector.query(`select set_config('application_name', $1, true)`, [NON_APPENDING_APPLICATION_NAME]);
      await projector.query('select pg_current_xact_id()'); // holds a transaction id, like a batch writing rows
      const appended = await store.append(stream, [newEvent('NotHeldBack')]);
      expect((await reader.take(1, inStreams(stream), 2_000)).map((event) => event.type)).toEqual(['NotHeldBack']);
      const head = await store.headPosition();
      expect(head && comparePositions(head, appended.position) >= 0).toBe(true);
      await projector.query('commit');
      // The mark ends with the transaction: an unmarked one on the same connection holds readers back again.
      await projector.query('begin');
      await projector.query('select pg_current_xact_id()');
      const held = uniqueStreamId('held-again');
      await store.append(held, [newEvent('HeldAgain')]);
      expect(await reader.drain(400, inStreams(held))).toEqual([]);
      await projector.query('commit');
      expect((await reader.take(1, inStreams(held), 5_000)).map((event) => event.type)).toEqual(['HeldAgain']);
    } finally {
      await projector.end();
      await reader.subscription.close();
    }
  });

  it('does not wait for a writing transaction in another database of the cluster', async () => {
    const stream = uniqueStreamId('elsewhere');
    const reader = new SubscriptionReader(store.subscribeToAll({ after: (await store.headPosition()) ?? 'start' }));
    const otherDatabase = new URL(database.url);
    otherDatabase.pathname = '/postgres';
    const elsewhere = new Client({ connectionString: otherDatabase.toString() });
    await elsewhere.connect();
    try {
      await reader.drain(100);
      await elsewhere.query('begin');
      await elsewhere.query('select pg_current_xact_id()'); // a writer, but it cannot write this database's log
      const appended = await store.append(stream, [newEvent('NotHeldBackByOthers')]);
      expect((await reader.take(1, inStreams(stream), 2_000)).map((event) => event.type)).toEqual([
        'NotHeldBackByOthers',
      ]);
      const head = await store.headPosition();
      expect(head && comparePositions(head, appended.position) >= 0).toBe(true);
    } finally {
      await elsewhere.query('rollback').catch(() => undefined);
      await elsewhere.end();
      await reader.subscription.close();
    }
  });

  it('never shows a head or a log behind an event it has shown, while transactions of other databases end during its reads', async () => {
    // A read's snapshot is taken before it looks at the running backends: a transaction of
    // another database that ends in between cannot be told from an append of this one. Counted,
    // it once dropped the horizon below events already shown, and a report ended early on the
    // short page (CI: the cart abandonment report read 2 of its 10 cart events).
    const otherDatabase = new URL(database.url);
    otherDatabase.pathname = '/postgres';
    let churning = true;
    const churners = Array.from({ length: 4 }, async () => {
      const elsewhere = new Client({ connectionString: otherDatabase.toString() });
      await elsewhere.connect();
      try {
        while (churning) {
          await elsewhere.query('begin');
          await elsewhere.query('select pg_current_xact_id()');
          await elsewhere.query('commit');
        }
      } finally {
        await elsewhere.end();
      }
    });
    const stream = uniqueStreamId('shown');
    const behind: string[] = [];
    try {
      for (let n = 0; n < 1_500; n += 1) {
        const { position } = await store.append(stream, [newEvent('Shown', { n })]);
        const head = await store.headPosition();
        if (!head || comparePositions(head, position) < 0) behind.push(`head behind event ${n}`);
        const [read] = await store.readAll({
          after: { commit: position.commit, prepare: position.prepare - 1n },
          limit: 1,
        });
        if (read?.streamId !== stream) behind.push(`readAll missed event ${n}`);
      }
    } finally {
      churning = false;
      await Promise.all(churners);
    }
    expect(behind).toEqual([]);
  });

  it('delivers every event of many concurrent writers exactly once, in position order', async () => {
    const prefix = uniqueStreamId('burst');
    const start = (await store.headPosition()) ?? 'start';
    const reader = new SubscriptionReader(store.subscribeToAll({ after: start, bufferSize: 50 }));
    const mine = (event: RecordedEvent) => event.streamId.startsWith(prefix);
    try {
      const writers = Array.from({ length: 8 }, async (_, writer) => {
        for (let n = 0; n < 25; n += 1) {
          await store.append(`${prefix}-${writer % 3}`, [
            newEvent('Burst', { writer, n }),
            newEvent('Burst', { writer, n }),
          ]);
        }
      });
      const [delivered] = await Promise.all([reader.take(400, mine, 20_000), Promise.all(writers)]);
      const ids = delivered.map((event) => event.id);
      expect(new Set(ids).size).toBe(400);
      for (let i = 1; i < delivered.length; i += 1) {
        expect(comparePositions(delivered[i - 1].position, delivered[i].position)).toBeLessThan(0);
      }
      expect(await reader.drain(300, mine)).toEqual([]);
      const logged = (await store.readAll({ after: start })).filter(mine);
      expect(logged.map((event) => event.id)).toEqual(ids);
    } finally {
      await reader.subscription.close();
    }
  });
});
