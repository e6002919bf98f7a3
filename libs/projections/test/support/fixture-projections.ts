import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '@store/eventstore';
import { defineProjection, type ProjectionDefinition } from '../../src';

/** Runs before each handler; tests use it to throw, slow down or exit in the middle of a batch. */
export type BeforeApply = (event: RecordedEvent) => void | Promise<void>;

interface StockLevelRow {
  sku: string;
  quantity: number;
  movements: number;
  last_event_id: string;
}

interface StockTables {
  stock_level: StockLevelRow;
  stock_movement: { event_id: string; sku: string; delta: number };
}

/**
 * Stock per SKU. The handlers add to counters, so an event applied twice (or lost) shows in the
 * numbers; stock_movement keeps one row per event applied (no unique key, so duplicates stay).
 */
export function stockLevelProjection(
  options: { beforeApply?: BeforeApply; version?: number; name?: string } = {},
): ProjectionDefinition<StockTables> {
  const before = options.beforeApply ?? (() => undefined);
  const move = (sign: 1 | -1) => async (event: RecordedEvent, db: Kysely<StockTables>) => {
    await before(event);
    const data = event.data as { sku: string; quantity: number };
    const delta = sign * Number(data.quantity);
    await db
      .insertInto('stock_level')
      .values({ sku: data.sku, quantity: delta, movements: 1, last_event_id: event.id })
      .onConflict((conflict) =>
        conflict.column('sku').doUpdateSet({
          quantity: sql`stock_level.quantity + excluded.quantity`,
          movements: sql`stock_level.movements + 1`,
          last_event_id: sql`excluded.last_event_id`,
        }),
      )
      .execute();
    await db.insertInto('stock_movement').values({ event_id: event.id, sku: data.sku, delta }).execute();
  };
  return defineProjection<StockTables>({
    name: options.name ?? 'stock_level',
    version: options.version ?? 1,
    tables: ['stock_level', 'stock_movement'],
    async createTables(db) {
      await db.schema
        .createTable('stock_level')
        .addColumn('sku', 'text', (col) => col.primaryKey())
        .addColumn('quantity', 'integer', (col) => col.notNull())
        .addColumn('movements', 'integer', (col) => col.notNull())
        .addColumn('last_event_id', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('stock_movement')
        .addColumn('id', 'bigserial', (col) => col.primaryKey())
        .addColumn('event_id', 'text', (col) => col.notNull())
        .addColumn('sku', 'text', (col) => col.notNull())
        .addColumn('delta', 'integer', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('stock_movement_sku_idx').on('stock_movement').column('sku').execute();
    },
    handlers: { StockAdded: move(1), StockRemoved: move(-1) },
  });
}

/** ProductCreated / ProductRenamed as the fixtures append them. */
type ProductData = { productId: string; name: string };

interface ProductListingTables {
  product_listing: { product_id: string; name: string; renames: number };
}

/** One row per product; renames counts ProductRenamed events applied. */
export function productListingProjection(options: { beforeApply?: BeforeApply; version?: number } = {}) {
  const before = options.beforeApply ?? (() => undefined);
  return defineProjection<ProductListingTables>({
    name: 'product_listing',
    version: options.version ?? 1,
    tables: ['product_listing'],
    async createTables(db) {
      await db.schema
        .createTable('product_listing')
        .addColumn('product_id', 'text', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('renames', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
    },
    handlers: {
      async ProductCreated(event, db) {
        await before(event);
        const data = event.data as ProductData;
        await db
          .insertInto('product_listing')
          .values({ product_id: data.productId, name: data.name, renames: 0 })
          .execute();
      },
      async ProductRenamed(event, db) {
        await before(event);
        const data = event.data as ProductData;
        await db
          .updateTable('product_listing')
          .set({ name: data.name, renames: sql`renames + 1` })
          .where('product_id', '=', data.productId)
          .execute();
      },
    },
  });
}

/** One batch as batchRecordingProjection saw it begin. */
export interface RecordedBatch {
  at: number;
  size: number;
}

/**
 * Keeps one row per StockAdded and records each batch's start and size in `batches`; `timing`
 * sets the projection's own minBatchIntervalMs and batchLingerMs.
 */
export function batchRecordingProjection(
  name: string,
  batches: RecordedBatch[],
  timing: Pick<ProjectionDefinition, 'minBatchIntervalMs' | 'batchLingerMs'> = {},
): ProjectionDefinition {
  return defineProjection({
    name,
    version: 1,
    tables: [name],
    ...timing,
    async createTables(db) {
      await db.schema
        .createTable(name)
        .addColumn('event_id', 'text', (col) => col.primaryKey())
        .execute();
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
