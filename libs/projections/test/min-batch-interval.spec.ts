import type { Kysely } from 'kysely';
import { defineProjection, ProjectionRunner } from '../src';
import { stockAdded } from './support/events';
import { openTestContext, waitUntil, type ProjectionTestContext } from './support/harness';

/** Counts units per SKU; remembers when each batch began and how many events it held. */
function countingProjection(name: string, minBatchIntervalMs: number, batches: Array<{ at: number; size: number }>) {
  return defineProjection({
    name,
    version: 1,
    tables: [name],
    minBatchIntervalMs,
    async createTables(db) {
      await db.schema.createTable(name).addColumn('event_id', 'text', (col) => col.primaryKey()).execute();
    },
    batch: {
      async begin(events) {
        batches.push({ at: Date.now(), size: events.length });
        return {};
      },
      async end() {},
    },
    handlers: {
      StockAdded: async (event, db: Kysely<any>) => {
        await db.insertInto(name).values({ event_id: event.id }).execute();
      },
    },
  });
}

const rowsOf = async (db: Kysely<any>, table: string) => Number((await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('a projection with a minimum interval between live batches (reports)', () => {
  let context: ProjectionTestContext;

  beforeAll(async () => {
    context = await openTestContext();
  });
  afterAll(async () => {
    await context.close();
  });

  it('applies a busy live log in batches that begin at least the interval apart, each event once', async () => {
    const { db, eventStore, url } = context;
    const batches: Array<{ at: number; size: number }> = [];
    const runner = new ProjectionRunner(countingProjection('report_live', 300, batches), { db, eventStore, databaseUrl: url });
    runner.start();
    try {
      await waitUntil('the runner is live', () => runner.state === 'active');
      for (let i = 0; i < 60; i += 1) {
        await eventStore.append(`stock-live-${i}`, [stockAdded(`sku-${i % 5}`, 1)]);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await waitUntil('every event is applied', async () => (await rowsOf(db, 'report_live')) === 60);
      const starts = batches.map((batch) => batch.at);
      for (let i = 1; i < starts.length; i += 1) expect(starts[i] - starts[i - 1]).toBeGreaterThanOrEqual(295);
      expect(batches.reduce((sum, batch) => sum + batch.size, 0)).toBe(60);
      expect(batches.length).toBeLessThan(60 / 3);
    } finally {
      await runner.stop();
    }
  });

  it('catches up in full batches without waiting between them', async () => {
    const { db, eventStore, url } = context;
    const batches: Array<{ at: number; size: number }> = [];
    const projection = countingProjection('report_backlog', 1_500, batches);
    // Its tables first, then a backlog it takes live: full batches of 50.
    const builder = new ProjectionRunner(projection, { db, eventStore, databaseUrl: url });
    builder.start();
    await waitUntil('the tables are built', () => builder.state === 'active');
    await builder.stop();
    for (let i = 0; i < 200; i += 1) await eventStore.append(`stock-backlog-${i}`, [stockAdded('sku-backlog', 1)]);
    const runner = new ProjectionRunner(projection, { db, eventStore, databaseUrl: url, batchSize: 50 });
    runner.start();
    try {
      // The first test's events are in the log too: taken by the build or by this runner.
      await waitUntil('every event is applied', async () => (await rowsOf(db, 'report_backlog')) >= 200);
      const full = batches.filter((batch) => batch.size === 50);
      expect(full.length).toBeGreaterThanOrEqual(3);
      for (let i = 1; i < full.length; i += 1) expect(full[i].at - full[i - 1].at).toBeLessThan(1_500);
    } finally {
      await runner.stop();
    }
  });

  it('refuses an interval that is not a whole number of milliseconds up to a minute', () => {
    expect(() => countingProjection('report_bad', -1, [])).toThrow(/minBatchIntervalMs/);
    expect(() => countingProjection('report_bad', 60_001, [])).toThrow(/minBatchIntervalMs/);
    expect(() => countingProjection('report_bad', 1.5, [])).toThrow(/minBatchIntervalMs/);
  });
});
