import { anyOf } from '@store/platform';
import type { RecordedEvent } from '@store/eventstore';
import { defineProjection, REPORT_BATCH_INTERVAL_MS, type ProjectionHandler } from '@store/projections';
import { sql, type Kysely } from 'kysely';

export const PRODUCT_SALES_PROJECTION = 'product_sales';

export interface ProductSalesTables {
  product_sales: { product_id: string; units_sold: number; orders_paid: number };
  /** Each order's lines, kept until it is paid, and whether it was (to undo a paid order cancelled later). */
  product_sales_order: { order_id: string; lines: { productId: string; quantity: number }[]; paid: boolean };
}

type Db = Kysely<ProductSalesTables>;
type OrderData = { orderId: string; items?: { productId: string; quantity: number }[]; refundDue?: boolean };

type Lines = { productId: string; quantity: number }[];

/** What a batch's handlers collected: the orders it touches and each product's sums to add. */
interface SalesBatch {
  orders: Map<string, { lines: Lines; paid: boolean; isNew: boolean; changed: boolean }>;
  products: Map<string, { units_sold: number; orders_paid: number }>;
}

/** Loads the batch's orders in one query. */
async function beginBatch(events: readonly RecordedEvent[], db: Db): Promise<SalesBatch> {
  const ids = [
    ...new Set(
      events.filter((event) => event.streamId.startsWith('order-')).map((event) => (event.data as OrderData).orderId),
    ),
  ];
  const rows = ids.length
    ? await db
        .selectFrom('product_sales_order')
        .selectAll()
        .where('order_id', '=', anyOf(ids, 'text'))
        .forUpdate()
        .execute()
    : [];
  return {
    orders: new Map(
      rows.map((row) => [row.order_id, { lines: row.lines, paid: row.paid, isNew: false, changed: false }]),
    ),
    products: new Map(),
  };
}

/** Writes the new orders, the orders whose paid flag moved, and the products' sums: one statement each. */
async function endBatch(batch: SalesBatch, db: Db) {
  const orders = [...batch.orders];
  const created = orders.filter(([, order]) => order.isNew);
  if (created.length) {
    await db
      .insertInto('product_sales_order')
      .values(
        created.map(([orderId, order]) => ({
          order_id: orderId,
          lines: JSON.stringify(order.lines) as never,
          paid: order.paid,
        })),
      )
      .execute();
  }
  for (const paid of [true, false]) {
    const moved = orders
      .filter(([, order]) => !order.isNew && order.changed && order.paid === paid)
      .map(([orderId]) => orderId);
    if (moved.length)
      await db.updateTable('product_sales_order').set({ paid }).where('order_id', '=', anyOf(moved, 'text')).execute();
  }
  if (batch.products.size === 0) return;
  await db
    .insertInto('product_sales')
    .values([...batch.products].map(([productId, sums]) => ({ product_id: productId, ...sums })))
    .onConflict((conflict) =>
      conflict.column('product_id').doUpdateSet({
        units_sold: sql<number>`product_sales.units_sold + excluded.units_sold`,
        orders_paid: sql<number>`product_sales.orders_paid + excluded.orders_paid`,
      }),
    )
    .execute();
}

/** Reacts to the ordering module's events (by name, never its tables): what sold, per product. */
function fromOrders(
  handle: (data: OrderData, batch: SalesBatch) => void,
): ProjectionHandler<ProductSalesTables, SalesBatch> {
  return (event: RecordedEvent, _db, batch) => {
    if (event.streamId.startsWith('order-')) handle(event.data as OrderData, batch);
  };
}

function count(batch: SalesBatch, orderId: string, sign: 1 | -1) {
  const order = batch.orders.get(orderId);
  if (!order || order.paid === (sign === 1)) return;
  for (const line of order.lines) {
    const sums = batch.products.get(line.productId) ?? { units_sold: 0, orders_paid: 0 };
    sums.units_sold += sign * line.quantity;
    sums.orders_paid += sign;
    batch.products.set(line.productId, sums);
  }
  order.paid = sign === 1;
  order.changed = true;
}

/** Units sold per product from paid orders (a paid order cancelled later no longer counts): the best sellers. */
export const productSalesProjection = defineProjection<ProductSalesTables, SalesBatch>({
  name: PRODUCT_SALES_PROJECTION,
  version: 1,
  tables: ['product_sales', 'product_sales_order'],
  minBatchIntervalMs: REPORT_BATCH_INTERVAL_MS, // nobody waits on it
  async createTables(db) {
    await db.schema
      .createTable('product_sales')
      .addColumn('product_id', 'text', (col) => col.primaryKey())
      .addColumn('units_sold', 'integer', (col) => col.notNull())
      .addColumn('orders_paid', 'integer', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('product_sales_units').on('product_sales').column('units_sold desc').execute();
    await db.schema
      .createTable('product_sales_order')
      .addColumn('order_id', 'text', (col) => col.primaryKey())
      .addColumn('lines', 'jsonb', (col) => col.notNull())
      .addColumn('paid', 'boolean', (col) => col.notNull())
      .execute();
  },
  batch: { begin: beginBatch, end: endBatch },
  handlers: {
    OrderPlaced: fromOrders((data, batch) => {
      if (batch.orders.has(data.orderId)) return;
      const lines = (data.items ?? []).map(({ productId, quantity }) => ({ productId, quantity }));
      batch.orders.set(data.orderId, { lines, paid: false, isNew: true, changed: true });
    }),
    OrderPaid: fromOrders((data, batch) => count(batch, data.orderId, 1)),
    OrderCancelled: fromOrders((data, batch) => {
      if (data.refundDue) count(batch, data.orderId, -1);
    }),
  },
});
