import type { Kysely } from 'kysely';
import { defineReactor, ProjectionRunner } from '../src';
import { stockAdded } from './support/events';
import { batchRecordingProjection, type RecordedBatch } from './support/fixture-projections';
import { useTestContext, waitUntil } from './support/harness';

const rowsOf = async (db: Kysely<any>, table: string) =>
  Number((await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('a projection with a minimum interval between live batches (reports)', () => {
  const context = useTestContext();

  it('applies a busy live log in batches that begin at least the interval apart, each event once', async () => {
    const { db, eventStore } = context;
    const batches: RecordedBatch[] = [];
    const runner = new ProjectionRunner(batchRecordingProjection('report_live', batches, { minBatchIntervalMs: 300 }), {
      ...context.connection,
    });
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
    const { db, eventStore } = context;
    const batches: RecordedBatch[] = [];
    const projection = batchRecordingProjection('report_backlog', batches, { minBatchIntervalMs: 1_500 });
    // Its tables first, then a backlog it takes live: full batches of 50.
    const builder = new ProjectionRunner(projection, context.connection);
    builder.start();
    await waitUntil('the tables are built', () => builder.state === 'active');
    await builder.stop();
    for (let i = 0; i < 200; i += 1) await eventStore.append(`stock-backlog-${i}`, [stockAdded('sku-backlog', 1)]);
    const runner = new ProjectionRunner(projection, { ...context.connection, batchSize: 50 });
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
    expect(() => batchRecordingProjection('report_bad', [], { minBatchIntervalMs: -1 })).toThrow(/minBatchIntervalMs/);
    expect(() => batchRecordingProjection('report_bad', [], { minBatchIntervalMs: 60_001 })).toThrow(
      /minBatchIntervalMs/,
    );
    expect(() => batchRecordingProjection('report_bad', [], { minBatchIntervalMs: 1.5 })).toThrow(/minBatchIntervalMs/);
  });

  it("is a reactor's too, checked the same way", () => {
    const handlers = { StockAdded: () => undefined };
    expect(defineReactor({ name: 'reactor_paced', handlers, minBatchIntervalMs: 100 }).minBatchIntervalMs).toBe(100);
    expect(defineReactor({ name: 'reactor_unpaced', handlers }).minBatchIntervalMs).toBeUndefined();
    expect(() => defineReactor({ name: 'reactor_bad', handlers, minBatchIntervalMs: -1 })).toThrow(
      /minBatchIntervalMs/,
    );
  });
});
