import type { RecordedEvent } from '@store/eventstore';
import { defineProjection, type ProjectionHandler } from '@store/projections';
import { sql, type Kysely } from 'kysely';
import { isCartStream, type CartEvent } from '../domain/cart';

export const CART_CONVERSION_PROJECTION = 'cart_conversion';

export interface CartConversionTables {
  /** Per product: put in carts, ordered, paid. */
  cart_conversion: {
    product_id: string;
    product_name: string;
    /** CartItemAdded events (a new line in someone's cart). */
    cart_adds: number;
    /** Units put in carts: a new line's quantity, plus every raise of a line's quantity. */
    units_added: number;
    /** Orders holding the product (an order with two sizes of it counts once). */
    orders_placed: number;
    units_ordered: number;
    orders_paid: number;
    units_paid: number;
  };
  /** Each order seen, and whether it was counted as paid (OrderPaid counts once). */
  cart_conversion_order: { order_id: string; paid: boolean };
  /** Each order's units per product, remembered from OrderPlaced to count them when it is paid. */
  cart_conversion_order_line: { order_id: string; product_id: string; quantity: number };
}

type Db = Kysely<CartConversionTables>;
type Counts = Partial<Omit<CartConversionTables['cart_conversion'], 'product_id' | 'product_name'>>;
const ZERO = { cart_adds: 0, units_added: 0, orders_placed: 0, units_ordered: 0, orders_paid: 0, units_paid: 0 };

async function bump(db: Db, productId: string, name: string | null, counts: Counts) {
  const set: Record<string, unknown> = Object.fromEntries(Object.entries(counts).map(([column, n]) => [column, sql`cart_conversion.${sql.ref(column)} + ${n}`]));
  if (name) set.product_name = name;
  await db
    .insertInto('cart_conversion')
    .values({ product_id: productId, product_name: name ?? '', ...ZERO, ...counts })
    .onConflict((conflict) => conflict.column('product_id').doUpdateSet(set as never))
    .execute();
}

type CartData<T extends CartEvent['type']> = Extract<CartEvent, { type: T }>['data'];
const fromCart =
  <T extends CartEvent['type']>(handle: (data: CartData<T>, db: Db) => Promise<void>): ProjectionHandler<CartConversionTables> =>
  async (event: RecordedEvent, db) => {
    if (isCartStream(event.streamId)) await handle(event.data as CartData<T>, db);
  };

/** The ordering module's events, read as events (never its tables); the shapes it publishes. */
type OrderPlacedData = { orderId: string; userId: string | null; items: Array<{ productId: string; name: string; quantity: number }> };
type OrderPaidData = { orderId: string; paymentId: string };
const fromOrders =
  <D>(handle: (data: D, db: Db) => Promise<void>): ProjectionHandler<CartConversionTables> =>
  async (event: RecordedEvent, db) => {
    if (event.streamId.startsWith('order-')) await handle(event.data as D, db);
  };

/**
 * For engineers: per product, how often it was put in a cart, ordered and paid. Fed by the cart's
 * events and by the ordering module's OrderPlaced and OrderPaid.
 */
export const cartConversionProjection = defineProjection<CartConversionTables>({
  name: CART_CONVERSION_PROJECTION,
  version: 2,
  tables: ['cart_conversion', 'cart_conversion_order', 'cart_conversion_order_line'],
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
      .addColumn('units_paid', 'integer', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('cart_conversion_order')
      .addColumn('order_id', 'text', (col) => col.primaryKey())
      .addColumn('paid', 'boolean', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('cart_conversion_order_line')
      .addColumn('order_id', 'text', (col) => col.notNull())
      .addColumn('product_id', 'text', (col) => col.notNull())
      .addColumn('quantity', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('cart_conversion_order_line_pk', ['order_id', 'product_id'])
      .execute();
  },
  handlers: {
    CartItemAdded: fromCart<'CartItemAdded'>((data, db) => bump(db, data.productId, data.productName, { cart_adds: 1, units_added: data.quantity })),
    CartItemQuantityChanged: fromCart<'CartItemQuantityChanged'>(async (data, db) => {
      if (data.quantity > data.previous) await bump(db, data.productId, data.productName, { units_added: data.quantity - data.previous });
    }),
    OrderPlaced: fromOrders<OrderPlacedData>(async (data, db) => {
      const inserted = await db.insertInto('cart_conversion_order').values({ order_id: data.orderId, paid: false }).onConflict((c) => c.column('order_id').doNothing()).executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
      const units = new Map<string, { name: string; quantity: number }>();
      for (const item of data.items) {
        const seen = units.get(item.productId);
        units.set(item.productId, { name: seen?.name ?? item.name, quantity: (seen?.quantity ?? 0) + item.quantity });
      }
      for (const [productId, { name, quantity }] of units) {
        await bump(db, productId, name, { orders_placed: 1, units_ordered: quantity });
        await db.insertInto('cart_conversion_order_line').values({ order_id: data.orderId, product_id: productId, quantity }).execute();
      }
    }),
    OrderPaid: fromOrders<OrderPaidData>(async (data, db) => {
      const marked = await db.updateTable('cart_conversion_order').set({ paid: true }).where('order_id', '=', data.orderId).where('paid', '=', false).executeTakeFirst();
      if (Number(marked.numUpdatedRows) === 0) return;
      const lines = await db.selectFrom('cart_conversion_order_line').select(['product_id', 'quantity']).where('order_id', '=', data.orderId).execute();
      for (const line of lines) await bump(db, line.product_id, null, { orders_paid: 1, units_paid: line.quantity });
    }),
  },
});
