import { sql, type Kysely } from 'kysely';
import { pgArray, type PgArrayElement } from '@store/platform';
import { defineProjection, REPORT_BATCH_INTERVAL_MS, type ProjectionHandler } from '@store/projections';
import type { StockMovementEvent } from '../domain/inventory';
import { isInventoryStream } from '../streams';
import { CATALOGUE_STOCK_READ_GROUP } from './read-groups';
import type { CatalogueReadTables, StockHistoryTable } from './catalogue.tables';

export const STOCK_HISTORY_PROJECTION = 'catalogue_stock_history';

type Db = Kysely<CatalogueReadTables>;
type Column = keyof StockHistoryTable;

/** Postgres type of each column, in the order the batch's arrays are sent. */
const HISTORY_COLUMNS: readonly (readonly [Column, string])[] = [
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
];

/**
 * The batch's history rows, in event order, kept column by column (one array per column): the
 * end sends each array as one parameter of an unnest, with no row object made per stock line.
 */
type HistoryBatch = Record<Column, unknown[]>;

const newBatch = async (): Promise<HistoryBatch> => Object.fromEntries(HISTORY_COLUMNS.map(([column]) => [column, []])) as unknown as HistoryBatch;

/** Inserts the batch's rows in one statement. */
async function endBatch(batch: HistoryBatch, db: Db) {
  if (batch.line.length === 0) return;
  const arrays = HISTORY_COLUMNS.map(([column, type]) => sql`${pgArray(batch[column] as PgArrayElement[])}::${sql.raw(type)}[]`);
  await db
    .insertInto('stock_history')
    .columns(HISTORY_COLUMNS.map(([column]) => column))
    .expression(sql`select * from unnest(${sql.join(arrays)})`)
    .execute();
}

/** What every row of one event shares. */
interface EventColumns {
  commit: string;
  prepare: string;
  productId: string;
  actorId: string | null;
  actorRole: string;
  correlationId: string | null;
  at: string;
}

/** Appends one stock line's row to the batch's columns (no row object: a settle of 5,000 new products writes 50,000). */
function pushRow(
  batch: HistoryBatch,
  of: EventColumns,
  line: number,
  kind: string,
  variantId: string | null | undefined,
  size: string,
  delta: number,
  quantity: number | null,
  orderId: string | null,
  reason: string | null | undefined,
) {
  batch.position_commit.push(of.commit);
  batch.position_prepare.push(of.prepare);
  batch.line.push(line);
  batch.product_id.push(of.productId);
  batch.kind.push(kind);
  batch.variant_id.push(variantId ?? null);
  batch.size.push(size);
  batch.delta.push(delta);
  batch.quantity.push(quantity);
  batch.order_id.push(orderId);
  batch.reason.push(reason ?? null);
  batch.actor_id.push(of.actorId);
  batch.actor_role.push(of.actorRole);
  batch.correlation_id.push(of.correlationId);
  batch.at.push(of.at);
}

/** One row per stock line the event moved (a reservation, commit or release names several). */
const collect: ProjectionHandler<CatalogueReadTables, HistoryBatch> = (event, _db, batch) => {
  if (!isInventoryStream(event.streamId)) return;
  const e = { type: event.type, data: event.data } as StockMovementEvent;
  const actor = (event.metadata as { actor?: { id: string | null; role: string } }).actor ?? { id: null, role: 'system' };
  const of: EventColumns = {
    commit: event.position.commit.toString(),
    prepare: event.position.prepare.toString(),
    productId: e.data.productId,
    actorId: actor.id ?? null,
    actorRole: actor.role,
    correlationId: event.metadata.correlationId ?? null,
    at: e.data.at,
  };
  switch (e.type) {
    case 'StockSet':
      return pushRow(batch, of, 0, 'set', e.data.variantId, e.data.size, e.data.quantity - e.data.previous, e.data.quantity, null, e.data.reason);
    case 'StockAdjusted':
      return pushRow(batch, of, 0, 'adjusted', e.data.variantId, e.data.size, e.data.delta, e.data.quantity, null, e.data.reason);
    case 'StockReserved':
      return e.data.lines.forEach((line, index) => pushRow(batch, of, index, 'reserved', line.variantId, line.size, -line.quantity, null, e.data.orderId, null));
    case 'StockCommitted':
      return e.data.lines.forEach((line, index) => pushRow(batch, of, index, 'committed', line.variantId, line.size, 0, null, e.data.orderId, null));
    case 'StockReleased':
      return e.data.lines.forEach((line, index) => pushRow(batch, of, index, 'released', line.variantId, line.size, line.quantity, null, e.data.orderId, e.data.reason));
  }
};

/** Every stock movement, for the admin's audit: append-only, so a batch is one insert of all its rows (#18). */
export const stockHistoryProjection = defineProjection<CatalogueReadTables>({
  name: STOCK_HISTORY_PROJECTION,
  // 2: correlation ids and an index by order (an order's stock moves in its admin timeline).
  version: 2,
  tables: ['stock_history'],
  minBatchIntervalMs: REPORT_BATCH_INTERVAL_MS, // nobody waits on it
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
  batch: { begin: newBatch, end: endBatch },
  readGroup: CATALOGUE_STOCK_READ_GROUP,
  handlers: Object.fromEntries((['StockSet', 'StockAdjusted', 'StockReserved', 'StockCommitted', 'StockReleased'] as const).map((type) => [type, collect])),
});
