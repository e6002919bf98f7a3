import { sql, type Kysely } from 'kysely';
import { createDatabase, isDatabaseUnavailable } from '../src';
import {
  backendsOf,
  createTestDatabase,
  startDatabaseProxy,
  terminateBackends,
  type TestDatabase,
} from '../src/testing';

const settle = (ms = 100) => new Promise((resolve) => setTimeout(resolve, ms));
const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

/** #39: a PostgreSQL restart ends every connection of the store; none of that may end the process. */
describe('the pool of createDatabase when PostgreSQL ends its connections', () => {
  let database: TestDatabase;
  let db: Kysely<any> | undefined;

  beforeAll(async () => {
    database = await createTestDatabase([]);
  });
  afterEach(async () => {
    await db?.destroy();
    db = undefined;
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('keeps the process up when a connection checked out between two statements is ended: that work fails as "unavailable", the next query runs on a fresh connection', async () => {
    db = createDatabase(database.url, { applicationName: 'loss-checked-out' });
    const failure = await db.connection().execute(async (connection) => {
      await sql`begin`.execute(connection);
      await sql`select 1`.execute(connection);
      // No query of this client runs now: pg emits 'error' on the client itself (the crash of #39).
      expect(await terminateBackends(database.db, 'loss-checked-out')).toHaveLength(1);
      await settle();
      return errorOf(sql`select 2`.execute(connection));
    });
    expect(isDatabaseUnavailable(failure)).toBe(true);
    const { rows } = await sql<{ n: number }>`select 3 as n`.execute(db);
    expect(rows).toEqual([{ n: 3 }]);
  });

  it('keeps the process up when an idle pooled connection is ended, and the next query runs', async () => {
    db = createDatabase(database.url, { applicationName: 'loss-idle' });
    await sql`select 1`.execute(db);
    expect(await terminateBackends(database.db, 'loss-idle')).toHaveLength(1);
    await settle();
    const { rows } = await sql<{ n: number }>`select 2 as n`.execute(db);
    expect(rows).toEqual([{ n: 2 }]);
  });

  it('fails a query running when its connection is ended with an error counted as "unavailable", and the next query runs', async () => {
    db = createDatabase(database.url, { applicationName: 'loss-mid-query' });
    const running = errorOf(sql`select pg_sleep(5)`.execute(db));
    for (let i = 0; i < 50 && (await backendsOf(database.db, 'loss-mid-query')).length === 0; i += 1) await settle(20);
    await terminateBackends(database.db, 'loss-mid-query');
    const failure = await running;
    expect(failure).toMatchObject({ code: '57P01' });
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect((await sql<{ n: number }>`select 2 as n`.execute(db)).rows).toEqual([{ n: 2 }]);
  });

  it('refuses at once while the server is down (no hanging request), and serves again as soon as it is back', async () => {
    const proxy = await startDatabaseProxy(database.url);
    try {
      db = createDatabase(proxy.url, { applicationName: 'loss-down' });
      await sql`select 1`.execute(db);
      await proxy.stop();
      const started = Date.now();
      const failure = await errorOf(sql`select 1`.execute(db));
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(Date.now() - started).toBeLessThan(1000);
      await proxy.start();
      expect((await sql<{ n: number }>`select 2 as n`.execute(db)).rows).toEqual([{ n: 2 }]);
    } finally {
      await proxy.close();
    }
  });
});
