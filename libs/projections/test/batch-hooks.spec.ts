import { comparePositions, type RecordedEvent } from '@store/eventstore';
import { checkpointOf } from '../src/checkpoints/checkpoint-store';
import { sql, type Kysely } from 'kysely';
import { defineProjection, ProjectionRunner, projectionStatus, rebuildProjection, resumeProjection } from '../src';
import { appendStockMovements, expectedStockLevels } from './support/events';
import { checkpointRow, useTestContext, waitUntil } from './support/harness';

type Level = { sku: string; quantity: number; movements: number };
type Scratch = { levels: Map<string, Level> };
/** StockAdded / StockRemoved as the fixtures append them. */
type StockData = { sku: string; quantity: number };

/** How the batches of batchedStock began: with a preload's rows or loading their own. */
type Preloads = { calls: number; begunWith: ('preloaded' | 'loaded')[]; fail?: (call: number) => boolean };

/** The levels of the SKUs `events` name, as `db` holds them (new SKUs at zero). */
async function loadLevels(events: readonly RecordedEvent[], db: Kysely<any>): Promise<Scratch> {
  const skus = [...new Set(events.map((event) => String((event.data as StockData).sku)))];
  const rows = (await db.selectFrom('batched_stock').selectAll().where('sku', 'in', skus).execute()) as Level[];
  const levels = new Map(skus.map((sku) => [sku, { sku, quantity: 0, movements: 0 }]));
  for (const row of rows) levels.set(row.sku, { ...row });
  return { levels };
}

/**
 * Stock per SKU written once per batch: begin loads the batch's SKUs (or takes what the preload
 * read, when `preloads` is given), the handlers add in memory, end upserts.
 */
function batchedStock(
  options: { failEndOfBatch?: () => boolean; begins?: { count: number }; preloads?: Preloads } = {},
) {
  const { preloads } = options;
  const move = (sign: 1 | -1) => async (event: RecordedEvent, _db: Kysely<any>, scratch: Scratch) => {
    const data = event.data as StockData;
    const level = scratch.levels.get(data.sku)!;
    level.quantity += sign * Number(data.quantity);
    level.movements += 1;
  };
  return defineProjection({
    name: 'batched_stock',
    version: 1,
    tables: ['batched_stock'],
    async createTables(db) {
      await db.schema
        .createTable('batched_stock')
        .addColumn('sku', 'text', (col) => col.primaryKey())
        .addColumn('quantity', 'integer', (col) => col.notNull())
        .addColumn('movements', 'integer', (col) => col.notNull())
        .execute();
    },
    batch: {
      async begin(events, db, preloaded?: Scratch): Promise<Scratch> {
        if (options.begins) options.begins.count += 1;
        preloads?.begunWith.push(preloaded ? 'preloaded' : 'loaded');
        return preloaded ?? loadLevels(events, db);
      },
      ...(preloads
        ? {
            async preload(events: readonly RecordedEvent[], db: Kysely<any>): Promise<Scratch> {
              preloads.calls += 1;
              if (preloads.fail?.(preloads.calls)) throw new Error('the preload failed');
              return loadLevels(events, db);
            },
          }
        : {}),
      async end(scratch: Scratch, db) {
        if (options.failEndOfBatch?.()) throw new Error('the batch write failed');
        await db
          .insertInto('batched_stock')
          .values([...scratch.levels.values()])
          .onConflict((conflict) =>
            conflict
              .column('sku')
              .doUpdateSet({ quantity: sql`excluded.quantity`, movements: sql`excluded.movements` }),
          )
          .execute();
      },
    },
    handlers: { StockAdded: move(1), StockRemoved: move(-1) },
  });
}

const levels = (db: Kysely<any>) =>
  db.selectFrom('batched_stock').select(['sku', 'quantity', 'movements']).orderBy('sku').execute();

describe('a projection that writes once per batch (batch hooks)', () => {
  const context = useTestContext();

  it('runs begin once per batch; a failed batch write commits nothing of its batch and names one of its events, and a resumed runner applies each event once; a rebuild gives the same rows', async () => {
    const { db, eventStore } = context;
    // Its tables first (built by a rebuild of the empty log), so the events below go through live batches.
    const first = new ProjectionRunner(batchedStock(), context.connection);
    first.start();
    await waitUntil('the tables are built', () => first.state === 'active');
    await first.stop();
    await appendStockMovements(eventStore, 300);
    const all: RecordedEvent[] = await eventStore.readAll({ eventTypes: ['StockAdded', 'StockRemoved'] });

    let ends = 0;
    const begins = { count: 0 };
    const failing = new ProjectionRunner(batchedStock({ begins, failEndOfBatch: () => ++ends === 2 }), {
      ...context.connection,
      batchSize: 100,
      batchLingerMs: 50,
    });
    failing.start();
    await waitUntil('the runner stops on the failed batch write', () => failing.state === 'failed');
    await failing.stop();
    // The first batch committed with its checkpoint; nothing of the second one did.
    const committed = all.findIndex((event) => event.id === failing.failure?.event.id);
    const checkpoint = checkpointOf((await checkpointRow(db, 'batched_stock'))!);
    const applied = all.filter(
      (event) => checkpoint !== 'start' && comparePositions(event.position, checkpoint) <= 0,
    ).length;
    expect(applied).toBeGreaterThan(0);
    expect(committed).toBeGreaterThanOrEqual(applied);
    expect(await levels(db)).toEqual(expectedStockLevels(applied));
    expect(begins.count).toBe(2);

    await resumeProjection(db, eventStore, 'batched_stock', { id: null, role: 'system' });
    const resumedBegins = { count: 0 };
    const resumed = new ProjectionRunner(batchedStock({ begins: resumedBegins }), {
      ...context.connection,
      batchSize: 100,
      batchLingerMs: 50,
    });
    resumed.start();
    await waitUntil(
      'all 300 events are applied',
      async () => (await projectionStatus(db, eventStore, { names: ['batched_stock'] }))[0].lagEvents === 0,
    );
    await resumed.stop();
    const live = await levels(db);
    expect(live).toEqual(expectedStockLevels(300));
    expect(resumedBegins.count).toBeLessThanOrEqual(3);

    await rebuildProjection(batchedStock(), { ...context.connection, batchSize: 64 });
    expect(await levels(db)).toEqual(live);
  });
});

describe('a batch projection with a preload (BatchHooks.preload)', () => {
  const context = useTestContext();

  const runUntilCaughtUp = async (preloads: Preloads) => {
    const { db, eventStore } = context;
    const runner = new ProjectionRunner(batchedStock({ preloads }), {
      ...context.connection,
      batchSize: 40,
      batchLingerMs: 50,
    });
    runner.start();
    await waitUntil('the runner applies events', () => runner.state === 'active');
    await waitUntil(
      'every event is applied',
      async () => (await projectionStatus(db, eventStore, { names: ['batched_stock'] }))[0].lagEvents === 0,
    );
    await runner.stop();
  };

  it('begins each live batch with what its preload read outside the transaction, so a batch sees the one before it; a failed preload fails the batch; a rebuild loads in its transaction', async () => {
    const { db, eventStore } = context;
    // Its tables first (built by a rebuild of the empty log), so the events below go through live batches.
    await runUntilCaughtUp({ calls: 0, begunWith: [] });
    await appendStockMovements(eventStore, 300);

    // Batches of 40 over four SKUs: each preload must see what the batch before it committed.
    const live: Preloads = { calls: 0, begunWith: [] };
    await runUntilCaughtUp(live);
    expect(await levels(db)).toEqual(expectedStockLevels(300));
    expect(live.begunWith.length).toBeGreaterThanOrEqual(Math.ceil(300 / 40));
    expect(new Set(live.begunWith)).toEqual(new Set(['preloaded']));
    expect(live.calls).toBe(live.begunWith.length);

    // A preload that fails is its batch failing: nothing of the batch commits, the runner stops on one of its events.
    await appendStockMovements(eventStore, 50, { offset: 300 });
    const failing: Preloads = { calls: 0, begunWith: [], fail: (call) => call === 1 };
    const stopped = new ProjectionRunner(batchedStock({ preloads: failing }), {
      ...context.connection,
      batchSize: 40,
      batchLingerMs: 50,
    });
    stopped.start();
    await waitUntil('the runner stops on the failed preload', () => stopped.state === 'failed');
    await stopped.stop();
    expect(stopped.failure?.cause).toEqual(new Error('the preload failed'));
    expect(stopped.failure?.event.type).toMatch(/^Stock(Added|Removed)$/);
    expect(failing.begunWith).toEqual([]);
    expect(await levels(db)).toEqual(expectedStockLevels(300));

    await resumeProjection(db, eventStore, 'batched_stock', { id: null, role: 'system' });
    await runUntilCaughtUp({ calls: 0, begunWith: [] });
    const caughtUp = await levels(db);
    expect(caughtUp).toEqual(expectedStockLevels(350));

    // A rebuild never preloads (its tables are in the rebuild's schema): its batches load in its transaction.
    const rebuilt: Preloads = { calls: 0, begunWith: [] };
    await rebuildProjection(batchedStock({ preloads: rebuilt }), { ...context.connection, batchSize: 64 });
    expect(rebuilt.calls).toBe(0);
    expect(new Set(rebuilt.begunWith)).toEqual(new Set(['loaded']));
    expect(await levels(db)).toEqual(caughtUp);
  });
});
