import type { RecordedEvent } from '@store/eventstore';
import { defineProjection, type ProjectionHandler } from '@store/projections';
import { sql, type Kysely } from 'kysely';
import { isCartStream, type CartEvent } from '../domain/cart';

export const CART_CONVERSION_PROJECTION = 'cart_conversion';

export interface CartConversionTables {
  cart_conversion: {
    product_id: string;
    product_name: string;
    cart_adds: number;
    units_added: number;
    orders_placed: number;
    units_ordered: number;
    orders_paid: number;
  };
  /** Each order's products, to count them again when it is paid. */
  cart_conversion_order: { order_id: string; product_ids: string[] };
}

type Db = Kysely<CartConversionTables>;
type Counts = Partial<Omit<CartConversionTables['cart_conversion'], 'product_id' | 'product_name'>>;

async function bump(db: Db, productId: string, name: string | null, counts: Counts) {
  const zero = { cart_adds: 0, units_added: 0, orders_placed: 0, units_ordered: 0, orders_paid: 0 };
  const set: Record<string, unknown> = Object.fromEntries(Object.entries(counts).map(([column, n]) => [column, sql`cart_conversion.${sql.ref(column)} + ${n}`]));
  if (name) set.product_name = name;
  await db
    .insertInto('cart_conversion')
    .values({ product_id: productId, product_name: name ?? '', ...zero, ...counts })
    .onConflict((conflict) => conflict.column('product_id').doUpdateSet(set as never))
    .execute();
}

type CartData<T extends CartEvent['type']> = Extract<CartEvent, { type: T }>['data'];
const fromCart = <T extends CartEvent['type']>(handle: (data: CartData<T>, db: Db) => Promise<void>): ProjectionHandler<CartConversionTables> =>
  async (event: RecordedEvent, db) => {
    if (isCartStream(event.streamId)) await handle(event.data as CartData<T>, db);
  };

type OrderPlacedData = { orderId: string; items: Array<{ productId: string; name: string; quantity: number }> };
const fromOrders = <D>(handle: (data: D, db: Db) => Promise<void>): ProjectionHandler<CartConversionTables> =>
  async (event: RecordedEvent, db) => {
    if (event.streamId.startsWith('order-')) await handle(event.data as D, db);
  };

/**
 * For engineers: per product, how often it was put in a cart, ordered and paid. Fed by the cart's
 * events and by the ordering module's OrderPlaced and OrderPaid (read as events, never tables).
 */
export const cartConversionProjection = defineProjection<CartConversionTables>({
  name: CART_CONVERSION_PROJECTION,
  version: 1,
  tables: ['cart_conversion', 'cart_conversion_order'],
  async createTables(db) {
    await db.schema
      .createTable('cart_conversion')
      .addColumn('product_id', 'text', (col) => col.primaryKey())
      .addColumn('product_name', 'text', (col) => col.notNull())
      .addColumn('cart_adds', 'integer', (col) => col.notNull())
      .addColumn('units_added', 'integer', (col) => col.notNull())
      .addColumn('orders_placed', 'integer', (col) => col.notNull())
      .addColumn('units_ordered', 'integer', (col) => col.notNull())
      .addColumn('orders_paid', 'integer', (col) => col.notNull())
      .execute();
    await db.schema.createTable('cart_conversion_order').addColumn('order_id', 'text', (col) => col.primaryKey()).addColumn('product_ids', sql`text[]`, (col) => col.notNull()).execute();
  },
  handlers: {
    CartItemAdded: fromCart<'CartItemAdded'>((data, db) => bump(db, data.productId, data.productName, { cart_adds: 1, units_added: data.quantity })),
    CartItemQuantityChanged: fromCart<'CartItemQuantityChanged'>(async (data, db) => {
      if (data.quantity > data.previous) await bump(db, data.productId, data.productName, { units_added: data.quantity - data.previous });
    }),
    OrderPlaced: fromOrders<OrderPlacedData>(async (data, db) => {
      const productIds = [...new Set(data.items.map((item) => item.productId))];
      for (const productId of productIds) {
        const lines = data.items.filter((item) => item.productId === productId);
        await bump(db, productId, lines[0].name, { orders_placed: 1, units_ordered: lines.reduce((sum, line) => sum + line.quantity, 0) });
      }
      await db.insertInto('cart_conversion_order').values({ order_id: data.orderId, product_ids: productIds }).onConflict((c) => c.column('order_id').doNothing()).execute();
    }),
    OrderPaid: fromOrders<{ orderId: string }>(async (data, db) => {
      const order = await db.selectFrom('cart_conversion_order').select('product_ids').where('order_id', '=', data.orderId).executeTakeFirst();
      for (const productId of order?.product_ids ?? []) await bump(db, productId, null, { orders_paid: 1 });
    }),
  },
});
