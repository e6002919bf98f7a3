import type { Insertable, Kysely } from 'kysely';
import type { RecordedEvent } from '@store/eventstore';
import { defineProjection, type ProjectionHandler } from '@store/projections';
import type { StockMovementEvent } from '../domain/inventory';
import { isInventoryStream } from '../streams';
import type { CatalogueReadTables, StockHistoryTable } from './catalogue.tables';
import { unnestRows } from './unnest-rows';

export const STOCK_HISTORY_PROJECTION = 'catalogue_stock_history';

type Db = Kysely<CatalogueReadTables>;
type HistoryRow = Insertable<StockHistoryTable>;

/** The batch's history rows, in event order, inserted together at its end. */
interface HistoryBatch {
  rows: HistoryRow[];
}

const HISTORY_COLUMNS = [
  ['position_commit', 'numeric'],
  ['position_prepare', 'numeric'],
  ['line', 'int'],
  ['product_id', 'text'],
  ['kind', 'text'],
  ['variant_id', 'text'],
  ['size', 'text'],
  ['delta', 'int'],
  ['quantity', 'int'],
  ['order_id', 'text'],
  ['reason', 'text'],
  ['actor_id', 'text'],
  ['actor_role', 'text'],
  ['correlation_id', 'text'],
  ['at', 'timestamptz'],
] as const;

/** Inserts the batch's rows in one statement. */
async function endBatch(batch: HistoryBatch, db: Db) {
  if (batch.rows.length === 0) return;
  await db
    .insertInto('stock_history')
    .columns(HISTORY_COLUMNS.map(([column]) => column))
    .expression(unnestRows(HISTORY_COLUMNS, batch.rows))
    .execute();
}

/** One row per stock line the event moved (a reservation, commit or release names several). */
function historyRows(event: RecordedEvent): HistoryRow[] {
  const e = { type: event.type, data: event.data } as StockMovementEvent;
  const actor = (event.metadata as { actor?: { id: string | null; role: string } }).actor ?? { id: null, role: 'system' };
  const base = { position_commit: event.position.commit.toString(), position_prepare: event.position.prepare.toString(), product_id: e.data.productId, actor_id: actor.id, actor_role: actor.role, correlation_id: event.metadata.correlationId ?? null, at: e.data.at };
  const rows =
    e.type === 'StockSet'
      ? [{ ...base, kind: 'set', variant_id: e.data.variantId, size: e.data.size, delta: e.data.quantity - e.data.previous, quantity: e.data.quantity, order_id: null, reason: e.data.reason }]
      : e.type === 'StockAdjusted'
        ? [{ ...base, kind: 'adjusted', variant_id: e.data.variantId, size: e.data.size, delta: e.data.delta, quantity: e.data.quantity, order_id: null, reason: e.data.reason }]
        : e.data.lines.map((line) => ({
            ...base,
            kind: e.type === 'StockReserved' ? 'reserved' : e.type === 'StockCommitted' ? 'committed' : 'released',
            variant_id: line.variantId,
            size: line.size,
            delta: e.type === 'StockReserved' ? -line.quantity : e.type === 'StockReleased' ? line.quantity : 0,
            quantity: null,
            order_id: e.data.orderId,
            reason: e.type === 'StockReleased' ? (e.data.reason ?? null) : null,
          }));
  return rows.map((row, line) => ({ ...row, line }));
}

const collect: ProjectionHandler<CatalogueReadTables, HistoryBatch> = async (event, _db, batch) => {
  if (isInventoryStream(event.streamId)) batch.rows.push(...historyRows(event));
};

/** Every stock movement, for the admin's audit: append-only, so a batch is one insert of all its rows (#18). */
export const stockHistoryProjection = defineProjection<CatalogueReadTables>({
  name: STOCK_HISTORY_PROJECTION,
  // 2: correlation ids and an index by order (an order's stock moves in its admin timeline).
  version: 2,
  tables: ['stock_history'],
  async createTables(db) {
    await db.schema
      .createTable('stock_history')
      .addColumn('position_commit', 'numeric', (c) => c.notNull())
      .addColumn('position_prepare', 'numeric', (c) => c.notNull())
      .addColumn('line', 'integer', (c) => c.notNull())
      .addColumn('product_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('variant_id', 'text')
      .addColumn('size', 'text')
      .addColumn('delta', 'integer', (c) => c.notNull())
      .addColumn('quantity', 'integer')
      .addColumn('order_id', 'text')
      .addColumn('reason', 'text')
      .addColumn('actor_id', 'text')
      .addColumn('actor_role', 'text', (c) => c.notNull())
      .addColumn('correlation_id', 'text')
      .addColumn('at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('stock_history_product').on('stock_history').columns(['product_id', 'at']).execute();
    await db.schema.createIndex('stock_history_order').on('stock_history').column('order_id').where('order_id', 'is not', null).execute();
  },
  batch: { begin: async (): Promise<HistoryBatch> => ({ rows: [] }), end: endBatch },
  handlers: Object.fromEntries((['StockSet', 'StockAdjusted', 'StockReserved', 'StockCommitted', 'StockReleased'] as const).map((type) => [type, collect])),
});
