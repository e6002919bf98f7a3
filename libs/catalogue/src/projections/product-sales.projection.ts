import type { RecordedEvent } from '@store/eventstore';
import { defineProjection, type ProjectionHandler } from '@store/projections';
import { sql, type Kysely } from 'kysely';

export const PRODUCT_SALES_PROJECTION = 'product_sales';

export interface ProductSalesTables {
  product_sales: { product_id: string; units_sold: number; orders_paid: number };
  /** Each order's lines, kept until it is paid, and whether it was (to undo a paid order cancelled later). */
  product_sales_order: { order_id: string; lines: { productId: string; quantity: number }[]; paid: boolean };
}

type Db = Kysely<ProductSalesTables>;
type OrderData = { orderId: string; items?: { productId: string; quantity: number }[]; refundDue?: boolean };

/** Reacts to the ordering module's events (by name, never its tables): what sold, per product. */
function fromOrders(handle: (data: OrderData, db: Db) => Promise<void>): ProjectionHandler<ProductSalesTables> {
  return async (event: RecordedEvent, db) => {
    if (event.streamId.startsWith('order-')) await handle(event.data as OrderData, db);
  };
}

async function count(db: Db, orderId: string, sign: 1 | -1) {
  const order = await db.selectFrom('product_sales_order').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  if (!order || order.paid === (sign === 1)) return;
  for (const line of order.lines) {
    await db
      .insertInto('product_sales')
      .values({ product_id: line.productId, units_sold: sign * line.quantity, orders_paid: sign })
      .onConflict((conflict) =>
        conflict.column('product_id').doUpdateSet({
          units_sold: sql`product_sales.units_sold + ${sign * line.quantity}`,
          orders_paid: sql`product_sales.orders_paid + ${sign}`,
        }),
      )
      .execute();
  }
  await db.updateTable('product_sales_order').set({ paid: sign === 1 }).where('order_id', '=', orderId).execute();
}

/** Units sold per product from paid orders (a paid order cancelled later no longer counts): the best sellers. */
export const productSalesProjection = defineProjection<ProductSalesTables>({
  name: PRODUCT_SALES_PROJECTION,
  version: 1,
  tables: ['product_sales', 'product_sales_order'],
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
  handlers: {
    OrderPlaced: fromOrders(async (data, db) => {
      const lines = (data.items ?? []).map(({ productId, quantity }) => ({ productId, quantity }));
      await db
        .insertInto('product_sales_order')
        .values({ order_id: data.orderId, lines: JSON.stringify(lines) as never, paid: false })
        .onConflict((conflict) => conflict.column('order_id').doNothing())
        .execute();
    }),
    OrderPaid: fromOrders((data, db) => count(db, data.orderId, 1)),
    OrderCancelled: fromOrders(async (data, db) => {
      if (data.refundDue) await count(db, data.orderId, -1);
    }),
  },
});
