import { anyOf, unnestRows } from '@store/platform';
import type { RecordedEvent } from '@store/eventstore';
import { defineProjection, REPORT_BATCH_INTERVAL_MS, type ProjectionHandler } from '@store/projections';
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

/** What a batch's handlers collected: the orders it touches and each product's count changes. */
interface ConversionBatch {
  orders: Map<string, { paid: boolean; lines: Map<string, number>; isNew: boolean; paidNow: boolean }>;
  /** Per product: the latest name an event gave (null: keep the stored one) and the sums to add. */
  products: Map<string, { name: string | null; counts: typeof ZERO }>;
}

/** Loads the batch's orders (and their lines), locked, in two queries. */
async function beginBatch(events: readonly RecordedEvent[], db: Db): Promise<ConversionBatch> {
  const orderIds = [
    ...new Set(
      events
        .filter((event) => event.streamId.startsWith('order-'))
        .map((event) => (event.data as { orderId: string }).orderId),
    ),
  ];
  const orders: ConversionBatch['orders'] = new Map();
  if (orderIds.length) {
    const rows = await db
      .selectFrom('cart_conversion_order')
      .select(['order_id', 'paid'])
      .where('order_id', '=', anyOf(orderIds, 'text'))
      .forUpdate()
      .execute();
    for (const row of rows)
      orders.set(row.order_id, { paid: row.paid, lines: new Map(), isNew: false, paidNow: false });
    const lines = rows.length
      ? await db
          .selectFrom('cart_conversion_order_line')
          .select(['order_id', 'product_id', 'quantity'])
          .where(
            'order_id',
            '=',
            anyOf(
              rows.map((row) => row.order_id),
              'text',
            ),
          )
          .execute()
      : [];
    for (const line of lines) orders.get(line.order_id)!.lines.set(line.product_id, line.quantity);
  }
  return { orders, products: new Map() };
}

function bump(batch: ConversionBatch, productId: string, name: string | null, counts: Counts) {
  const product = batch.products.get(productId) ?? { name: null, counts: { ...ZERO } };
  if (name) product.name = name;
  for (const [column, n] of Object.entries(counts) as Array<[keyof typeof ZERO, number]>) product.counts[column] += n;
  batch.products.set(productId, product);
}

const ORDER_COLUMNS = [
  ['order_id', 'text'],
  ['paid', 'boolean'],
] as const;
const LINE_COLUMNS = [
  ['order_id', 'text'],
  ['product_id', 'text'],
  ['quantity', 'int'],
] as const;

/** Writes the new orders and lines, the orders paid, and every product's sums: one statement each. */
async function endBatch(batch: ConversionBatch, db: Db) {
  const orders = [...batch.orders];
  const created = orders.filter(([, order]) => order.isNew);
  if (created.length) {
    // Column arrays (unnestRows), not a VALUES row per order and line: a replay's batch creates thousands.
    const orderRows = created.map(([orderId, order]) => ({ order_id: orderId, paid: order.paid }));
    await db
      .insertInto('cart_conversion_order')
      .columns(['order_id', 'paid'])
      .expression(unnestRows(ORDER_COLUMNS, orderRows))
      .execute();
    const lines = created.flatMap(([orderId, order]) =>
      [...order.lines].map(([productId, quantity]) => ({ order_id: orderId, product_id: productId, quantity })),
    );
    if (lines.length)
      await db
        .insertInto('cart_conversion_order_line')
        .columns(['order_id', 'product_id', 'quantity'])
        .expression(unnestRows(LINE_COLUMNS, lines))
        .execute();
  }
  const paid = orders.filter(([, order]) => order.paidNow && !order.isNew).map(([orderId]) => orderId);
  if (paid.length)
    await db
      .updateTable('cart_conversion_order')
      .set({ paid: true })
      .where('order_id', '=', anyOf(paid, 'text'))
      .execute();
  if (batch.products.size === 0) return;
  const add = (column: keyof typeof ZERO) =>
    sql<number>`cart_conversion.${sql.ref(column)} + excluded.${sql.ref(column)}`;
  await db
    .insertInto('cart_conversion')
    .values(
      [...batch.products].map(([productId, { name, counts }]) => ({
        product_id: productId,
        product_name: name ?? '',
        ...counts,
      })),
    )
    .onConflict((conflict) =>
      conflict.column('product_id').doUpdateSet({
        // an empty name means no event named the product: keep the stored one
        product_name: sql`coalesce(nullif(excluded.product_name, ''), cart_conversion.product_name)`,
        cart_adds: add('cart_adds'),
        units_added: add('units_added'),
        orders_placed: add('orders_placed'),
        units_ordered: add('units_ordered'),
        orders_paid: add('orders_paid'),
        units_paid: add('units_paid'),
      }),
    )
    .execute();
}

type CartData<T extends CartEvent['type']> = Extract<CartEvent, { type: T }>['data'];
const fromCart =
  <T extends CartEvent['type']>(
    handle: (data: CartData<T>, batch: ConversionBatch) => void,
  ): ProjectionHandler<CartConversionTables, ConversionBatch> =>
  (event: RecordedEvent, _db, batch) => {
    if (isCartStream(event.streamId)) handle(event.data as CartData<T>, batch);
  };

/** The ordering module's events, read as events (never its tables); the shapes it publishes. */
type OrderPlacedData = {
  orderId: string;
  userId: string | null;
  items: Array<{ productId: string; name: string; quantity: number }>;
};
type OrderPaidData = { orderId: string; paymentId: string };
const fromOrders =
  <D>(handle: (data: D, batch: ConversionBatch) => void): ProjectionHandler<CartConversionTables, ConversionBatch> =>
  (event: RecordedEvent, _db, batch) => {
    if (event.streamId.startsWith('order-')) handle(event.data as D, batch);
  };

/**
 * For engineers: per product, how often it was put in a cart, ordered and paid. Fed by the cart's
 * events and by the ordering module's OrderPlaced and OrderPaid.
 */
export const cartConversionProjection = defineProjection<CartConversionTables, ConversionBatch>({
  name: CART_CONVERSION_PROJECTION,
  version: 2,
  tables: ['cart_conversion', 'cart_conversion_order', 'cart_conversion_order_line'],
  minBatchIntervalMs: REPORT_BATCH_INTERVAL_MS, // nobody waits on it
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
  batch: { begin: beginBatch, end: endBatch },
  handlers: {
    CartItemAdded: fromCart<'CartItemAdded'>((data, batch) =>
      bump(batch, data.productId, data.productName, { cart_adds: 1, units_added: data.quantity }),
    ),
    CartItemQuantityChanged: fromCart<'CartItemQuantityChanged'>((data, batch) => {
      if (data.quantity > data.previous)
        bump(batch, data.productId, data.productName, { units_added: data.quantity - data.previous });
    }),
    OrderPlaced: fromOrders<OrderPlacedData>((data, batch) => {
      if (batch.orders.has(data.orderId)) return;
      const units = new Map<string, { name: string; quantity: number }>();
      for (const item of data.items) {
        const seen = units.get(item.productId);
        units.set(item.productId, { name: seen?.name ?? item.name, quantity: (seen?.quantity ?? 0) + item.quantity });
      }
      batch.orders.set(data.orderId, {
        paid: false,
        lines: new Map([...units].map(([productId, { quantity }]) => [productId, quantity])),
        isNew: true,
        paidNow: false,
      });
      for (const [productId, { name, quantity }] of units)
        bump(batch, productId, name, { orders_placed: 1, units_ordered: quantity });
    }),
    OrderPaid: fromOrders<OrderPaidData>((data, batch) => {
      const order = batch.orders.get(data.orderId);
      if (!order || order.paid) return;
      order.paid = true;
      order.paidNow = true;
      for (const [productId, quantity] of order.lines)
        bump(batch, productId, null, { orders_paid: 1, units_paid: quantity });
    }),
  },
});
