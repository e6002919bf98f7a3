import { comparePositions, type RecordedEvent } from '@store/eventstore';
import { checkpointOf } from '../src/checkpoints/checkpoint-store';
import { sql, type Kysely } from 'kysely';
import { defineProjection, ProjectionRunner, projectionStatus, rebuildProjection, resumeProjection } from '../src';
import { appendStockMovements, expectedStockLevels } from './support/events';
import { checkpointRow, openTestContext, waitUntil, type ProjectionTestContext } from './support/harness';

type Level = { sku: string; quantity: number; movements: number };
type Scratch = { levels: Map<string, Level> };

/** Stock per SKU written once per batch: begin loads the batch's SKUs, the handlers add in memory, end upserts. */
function batchedStock(options: { failEndOfBatch?: () => boolean; begins?: { count: number } } = {}) {
  const move = (sign: 1 | -1) => async (event: RecordedEvent, _db: Kysely<any>, scratch: Scratch) => {
    const level = scratch.levels.get(event.data.sku)!;
    level.quantity += sign * Number(event.data.quantity);
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
      async begin(events, db): Promise<Scratch> {
        if (options.begins) options.begins.count += 1;
        const skus = [...new Set(events.map((event) => String(event.data.sku)))];
        const rows = (await db.selectFrom('batched_stock').selectAll().where('sku', 'in', skus).execute()) as Level[];
        const levels = new Map(skus.map((sku) => [sku, { sku, quantity: 0, movements: 0 }]));
        for (const row of rows) levels.set(row.sku, { ...row });
        return { levels };
      },
      async end(scratch: Scratch, db) {
        if (options.failEndOfBatch?.()) throw new Error('the batch write failed');
        await db
          .insertInto('batched_stock')
          .values([...scratch.levels.values()])
          .onConflict((conflict) => conflict.column('sku').doUpdateSet({ quantity: sql`excluded.quantity`, movements: sql`excluded.movements` }))
          .execute();
      },
    },
    handlers: { StockAdded: move(1), StockRemoved: move(-1) },
  });
}

const levels = (db: Kysely<any>) => db.selectFrom('batched_stock').select(['sku', 'quantity', 'movements']).orderBy('sku').execute();

describe('a projection that writes once per batch (batch hooks)', () => {
  let context: ProjectionTestContext;

  beforeAll(async () => {
    context = await openTestContext();
  });
  afterAll(async () => {
    await context.close();
  });

  it('runs begin once per batch; a failed batch write commits nothing of its batch and names one of its events, and a resumed runner applies each event once; a rebuild gives the same rows', async () => {
    const { db, eventStore, url } = context;
    // Its tables first (built by a rebuild of the empty log), so the events below go through live batches.
    const first = new ProjectionRunner(batchedStock(), { db, eventStore, databaseUrl: url });
    first.start();
    await waitUntil('the tables are built', () => first.state === 'active');
    await first.stop();
    await appendStockMovements(eventStore, 300);
    const all: RecordedEvent[] = await eventStore.readAll({ eventTypes: ['StockAdded', 'StockRemoved'] });

    let ends = 0;
    const begins = { count: 0 };
    const failing = new ProjectionRunner(batchedStock({ begins, failEndOfBatch: () => ++ends === 2 }), { db, eventStore, databaseUrl: url, batchSize: 100, batchLingerMs: 50 });
    failing.start();
    await waitUntil('the runner stops on the failed batch write', () => failing.state === 'failed');
    await failing.stop();
    // The first batch committed with its checkpoint; nothing of the second one did.
    const committed = all.findIndex((event) => event.id === failing.failure?.event.id);
    const checkpoint = checkpointOf((await checkpointRow(db, 'batched_stock'))!);
    const applied = all.filter((event) => checkpoint !== 'start' && comparePositions(event.position, checkpoint) <= 0).length;
    expect(applied).toBeGreaterThan(0);
    expect(committed).toBeGreaterThanOrEqual(applied);
    expect(await levels(db)).toEqual(expectedStockLevels(applied));
    expect(begins.count).toBe(2);

    await resumeProjection(db, eventStore, 'batched_stock', { id: null, role: 'system' });
    const resumedBegins = { count: 0 };
    const resumed = new ProjectionRunner(batchedStock({ begins: resumedBegins }), { db, eventStore, databaseUrl: url, batchSize: 100, batchLingerMs: 50 });
    resumed.start();
    await waitUntil('all 300 events are applied', async () => (await projectionStatus(db, eventStore, { names: ['batched_stock'] }))[0].lagEvents === 0);
    await resumed.stop();
    const live = await levels(db);
    expect(live).toEqual(expectedStockLevels(300));
    expect(resumedBegins.count).toBeLessThanOrEqual(3);

    await rebuildProjection(batchedStock(), { db, eventStore, databaseUrl: url, batchSize: 64 });
    expect(await levels(db)).toEqual(live);
  });
});
