import type { Kysely } from 'kysely';
import { copyInto, copyNumber, copyText, CopyRows } from '@store/platform';
import { defineProjection, REPORT_BATCH_INTERVAL_MS, type ProjectionHandler } from '@store/projections';
import type { StockMovementEvent } from '../domain/inventory';
import { isInventoryStream } from '../streams';
import { CATALOGUE_STOCK_READ_GROUP } from './read-groups';
import type { CatalogueReadTables, StockHistoryTable } from './catalogue.tables';

export const STOCK_HISTORY_PROJECTION = 'catalogue_stock_history';

type Db = Kysely<CatalogueReadTables>;

/**
 * The columns of a row in the order the batch writes them: first what every row of one event
 * shares (written once per event), then each stock line's own.
 */
const COPY_COLUMNS: readonly (keyof StockHistoryTable)[] = [
  'position_commit',
  'position_prepare',
  'product_id',
  'actor_id',
  'actor_role',
  'correlation_id',
  'at',
  'line',
  'kind',
  'variant_id',
  'size',
  'delta',
  'quantity',
  'order_id',
  'reason',
];

/**
 * The batch's rows in event order, in COPY's text format, written as bytes as they come (a settle
 * of 5,000 new products writes 50,000 rows: kept as strings to the batch's end, then joined and
 * encoded, they were the largest allocation of the catalogue's read models).
 */
type HistoryBatch = CopyRows;

/** Inserts the batch's rows with one COPY. */
const endBatch = (rows: HistoryBatch, db: Db) => copyInto(db, 'stock_history', COPY_COLUMNS, rows);

// Read once: the package index re-exports through getters, and these run for every field of every stock line.
const text = copyText;
const number = copyNumber;

/** One row per stock line the event moved (a reservation, commit or release names several). */
const collect: ProjectionHandler<CatalogueReadTables, HistoryBatch> = (event, _db, rows) => {
  if (!isInventoryStream(event.streamId)) return;
  const e = event as unknown as StockMovementEvent;
  const actor = (event.metadata as { actor?: { id: string | null; role: string } }).actor;
  // The fields every row of the event shares. Each row is one join, a flat string at once: a
  // template literal built an intermediate string per field, then a flat copy to encode.
  const shared = [
    event.position.commit,
    event.position.prepare,
    text(e.data.productId),
    text(actor?.id),
    text(actor?.role ?? 'system'),
    text(event.metadata.correlationId),
    text(e.data.at),
  ].join('\t');
  const row = (
    line: number,
    kind: string,
    variantId: string | null | undefined,
    size: string,
    delta: number,
    quantity: number | null,
    orderId: string | null,
    reason: string | null | undefined,
  ) =>
    rows.add(
      [
        shared,
        line,
        kind,
        text(variantId),
        text(size),
        number(delta),
        number(quantity),
        text(orderId),
        `${text(reason)}\n`,
      ].join('\t'),
    );
  switch (e.type) {
    case 'StockSet':
      return void row(
        0,
        'set',
        e.data.variantId,
        e.data.size,
        e.data.quantity - e.data.previous,
        e.data.quantity,
        null,
        e.data.reason,
      );
    case 'StockAdjusted':
      return void row(0, 'adjusted', e.data.variantId, e.data.size, e.data.delta, e.data.quantity, null, e.data.reason);
    case 'StockReserved':
      return e.data.lines.forEach((line, index) =>
        row(index, 'reserved', line.variantId, line.size, -line.quantity, null, e.data.orderId, null),
      );
    case 'StockCommitted':
      return e.data.lines.forEach((line, index) =>
        row(index, 'committed', line.variantId, line.size, 0, null, e.data.orderId, null),
      );
    case 'StockReleased':
      return e.data.lines.forEach((line, index) =>
        row(index, 'released', line.variantId, line.size, line.quantity, null, e.data.orderId, e.data.reason),
      );
  }
};

/** Every stock movement, for the admin's audit: append-only, so a batch is one COPY of all its rows (#18). */
export const stockHistoryProjection = defineProjection<CatalogueReadTables, HistoryBatch>({
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
    await db.schema
      .createIndex('stock_history_order')
      .on('stock_history')
      .column('order_id')
      .where('order_id', 'is not', null)
      .execute();
  },
  batch: { begin: async (): Promise<HistoryBatch> => new CopyRows(), end: endBatch },
  readGroup: CATALOGUE_STOCK_READ_GROUP,
  handlers: Object.fromEntries(
    (['StockSet', 'StockAdjusted', 'StockReserved', 'StockCommitted', 'StockReleased'] as const).map((type) => [
      type,
      collect,
    ]),
  ),
});
