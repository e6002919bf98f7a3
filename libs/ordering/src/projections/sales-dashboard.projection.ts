import type { RecordedEvent } from '@store/eventstore';
import { defineProjection, type ProjectionHandler } from '@store/projections';
import { sql, type Kysely } from 'kysely';
import { evolveOrder, initialOrderState, type OrderState } from '../domain/order';
import { ORDER_EVENT_TYPES, type OrderEvent } from '../domain/order-events';
import { isRefundable, type RefundEvent } from '../domain/refunds';
import { isOrderStream } from '../streams';

export const SALES_DASHBOARD_PROJECTION = 'sales_dashboard';

/** The figures the dashboard shows, kept as running counters (never counted over orders per request). */
export const SALES_COUNTERS = ['revenue', 'paid_orders', 'awaiting_shipment', 'payments_pending', 'refunds_due', 'refunded', 'orders_placed'] as const;
export type SalesCounter = (typeof SALES_COUNTERS)[number];

export interface SalesDashboardTables {
  /** Per India day: orders paid and their revenue, refunds requested (rupees). */
  sales_daily: { day: string; paid_orders: number; revenue: string; refunded: string };
  sales_counters: { name: string; value: string };
  sales_product_units: { product_id: string; name: string; units: number };
  sales_size_units: { size: string; units: number };
  /** The projection's own memory of each order (what its counters last counted it as). */
  sales_order_memory: { order_id: string; state: OrderState; refunded: string };
  sales_refund_memory: { refund_id: string; order_id: string; amount: string; failed: boolean };
}

type Db = Kysely<SalesDashboardTables>;

/** A day in India time (the store's), YYYY-MM-DD. */
export const indiaDay = (iso: string) => new Date(new Date(iso).getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
const cents = (rupees: number) => Math.round(rupees * 100);

/** What an order counts towards, from its state and the refunds held against it. */
function buckets(state: OrderState | null, refunded: number): Record<SalesCounter, number> {
  const zero = { revenue: 0, paid_orders: 0, awaiting_shipment: 0, payments_pending: 0, refunds_due: 0, refunded: 0, orders_placed: 0 };
  if (!state?.exists) return zero;
  return {
    ...zero,
    orders_placed: 1,
    revenue: state.isPaid ? cents(state.totalPrice) : 0,
    paid_orders: state.isPaid ? 1 : 0,
    awaiting_shipment: state.isPaid && (state.status === 'confirmed' || state.status === 'processing') ? 1 : 0,
    payments_pending: !state.isPaid && state.status === 'pending' && !state.expired ? 1 : 0,
    refunds_due: isRefundable(state) && cents(refunded) < cents(state.totalPrice) ? 1 : 0,
    refunded: cents(refunded),
  };
}

async function bump(db: Db, before: Record<SalesCounter, number>, after: Record<SalesCounter, number>) {
  for (const name of SALES_COUNTERS) {
    const delta = after[name] - before[name];
    if (delta === 0) continue;
    // revenue and refunded are kept in paise (whole numbers), the counts as counts
    await db
      .insertInto('sales_counters')
      .values({ name, value: String(delta) })
      .onConflict((conflict) => conflict.column('name').doUpdateSet({ value: sql`sales_counters.value + ${delta}` }))
      .execute();
  }
}

async function bumpDay(db: Db, day: string, change: { paid_orders?: number; revenue?: number; refunded?: number }) {
  const row = { day, paid_orders: change.paid_orders ?? 0, revenue: String(change.revenue ?? 0), refunded: String(change.refunded ?? 0) };
  await db
    .insertInto('sales_daily')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('day').doUpdateSet({
        paid_orders: sql`sales_daily.paid_orders + ${row.paid_orders}`,
        revenue: sql`sales_daily.revenue + ${row.revenue}::numeric`,
        refunded: sql`sales_daily.refunded + ${row.refunded}::numeric`,
      }),
    )
    .execute();
}

async function remember(db: Db, orderId: string): Promise<{ state: OrderState | null; refunded: number }> {
  const row = await db.selectFrom('sales_order_memory').select(['state', 'refunded']).where('order_id', '=', orderId).forUpdate().executeTakeFirst();
  return { state: row?.state ?? null, refunded: row ? Number(row.refunded) : 0 };
}

const onOrderEvent: ProjectionHandler<SalesDashboardTables> = async (event: RecordedEvent, db: Db) => {
  if (!isOrderStream(event.streamId)) return;
  const orderEvent = { type: event.type, data: event.data } as OrderEvent;
  const orderId = (orderEvent.data as { orderId: string }).orderId;
  const memory = await remember(db, orderId);
  const before = memory.state ?? initialOrderState();
  if (orderEvent.type !== 'OrderPlaced' && !memory.state) return;
  const after = evolveOrder(before, orderEvent);
  await db
    .insertInto('sales_order_memory')
    .values({ order_id: orderId, state: after, refunded: String(memory.refunded) })
    .onConflict((conflict) => conflict.column('order_id').doUpdateSet({ state: after }))
    .execute();
  await bump(db, buckets(memory.state, memory.refunded), buckets(after, memory.refunded));
  if (!before.isPaid && after.isPaid) {
    await bumpDay(db, indiaDay(after.paidAt ?? event.metadata.occurredAt), { paid_orders: 1, revenue: after.totalPrice });
    for (const item of after.items) {
      await db
        .insertInto('sales_product_units')
        .values({ product_id: item.productId, name: item.name, units: item.quantity })
        .onConflict((conflict) => conflict.column('product_id').doUpdateSet({ units: sql`sales_product_units.units + ${item.quantity}`, name: item.name }))
        .execute();
      await db
        .insertInto('sales_size_units')
        .values({ size: item.size, units: item.quantity })
        .onConflict((conflict) => conflict.column('size').doUpdateSet({ units: sql`sales_size_units.units + ${item.quantity}` }))
        .execute();
    }
  }
};

/** Refunds move the refunded total and 'refunds due' (a failed refund frees its amount again). */
const onRefundEvent: ProjectionHandler<SalesDashboardTables> = async (event: RecordedEvent, db: Db) => {
  const refundEvent = { type: event.type, data: event.data } as RefundEvent;
  const { orderId, refundId } = refundEvent.data;
  let delta = 0;
  if (refundEvent.type === 'RefundRequested') {
    const inserted = await db.insertInto('sales_refund_memory').values({ refund_id: refundId, order_id: orderId, amount: String(refundEvent.data.amount), failed: false }).onConflict((conflict) => conflict.column('refund_id').doNothing()).executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) delta = refundEvent.data.amount;
  } else if (refundEvent.type === 'RefundFailed') {
    const row = await db.updateTable('sales_refund_memory').set({ failed: true }).where('refund_id', '=', refundId).where('failed', '=', false).returning('amount').executeTakeFirst();
    if (row) delta = -Number(row.amount);
  }
  if (delta === 0) return;
  const memory = await remember(db, orderId);
  if (!memory.state) return;
  const refunded = (cents(memory.refunded) + cents(delta)) / 100;
  await db.updateTable('sales_order_memory').set({ refunded: String(refunded) }).where('order_id', '=', orderId).execute();
  await bump(db, buckets(memory.state, memory.refunded), buckets(memory.state, refunded));
  await bumpDay(db, indiaDay(event.metadata.occurredAt), { refunded: delta });
};

/**
 * The admin dashboard's read model, built from order and refund events only: sales and paid
 * orders per day, running counters (revenue, paid orders, awaiting shipment, payments pending,
 * refunds due, refunded), units sold by product and by size. A replay rebuilds it.
 */
export const salesDashboardProjection = defineProjection<SalesDashboardTables>({
  name: SALES_DASHBOARD_PROJECTION,
  version: 1,
  tables: ['sales_daily', 'sales_counters', 'sales_product_units', 'sales_size_units', 'sales_order_memory', 'sales_refund_memory'],
  async createTables(db) {
    await db.schema.createTable('sales_daily').addColumn('day', 'date', (col) => col.primaryKey()).addColumn('paid_orders', 'integer', (col) => col.notNull()).addColumn('revenue', 'numeric(14, 2)', (col) => col.notNull()).addColumn('refunded', 'numeric(14, 2)', (col) => col.notNull()).execute();
    await db.schema.createTable('sales_counters').addColumn('name', 'text', (col) => col.primaryKey()).addColumn('value', 'numeric(16, 0)', (col) => col.notNull()).execute();
    await db.schema.createTable('sales_product_units').addColumn('product_id', 'text', (col) => col.primaryKey()).addColumn('name', 'text', (col) => col.notNull()).addColumn('units', 'integer', (col) => col.notNull()).execute();
    await db.schema.createTable('sales_size_units').addColumn('size', 'text', (col) => col.primaryKey()).addColumn('units', 'integer', (col) => col.notNull()).execute();
    await db.schema.createTable('sales_order_memory').addColumn('order_id', 'text', (col) => col.primaryKey()).addColumn('state', 'jsonb', (col) => col.notNull()).addColumn('refunded', 'numeric(14, 2)', (col) => col.notNull()).execute();
    await db.schema.createTable('sales_refund_memory').addColumn('refund_id', 'text', (col) => col.primaryKey()).addColumn('order_id', 'text', (col) => col.notNull()).addColumn('amount', 'numeric(14, 2)', (col) => col.notNull()).addColumn('failed', 'boolean', (col) => col.notNull()).execute();
  },
  handlers: {
    ...Object.fromEntries(ORDER_EVENT_TYPES.map((type) => [type, onOrderEvent])),
    RefundRequested: onRefundEvent,
    RefundFailed: onRefundEvent,
  },
});
