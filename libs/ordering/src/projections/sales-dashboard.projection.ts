import { anyOf, recordsetRows } from '@store/platform';
import type { RecordedEvent } from '@store/eventstore';
import { defineProjection, REPORT_BATCH_INTERVAL_MS, type ProjectionHandler } from '@store/projections';
import { sql, type Kysely } from 'kysely';
import { evolveOrder, initialOrderState, type OrderState } from '../domain/order';
import { ORDER_EVENT_TYPES, type OrderEvent } from '../domain/order-events';
import { isRefundable, type RefundEvent } from '../domain/refunds';
import { isOrderStream } from '../streams';

export const SALES_DASHBOARD_PROJECTION = 'sales_dashboard';

/** The figures the dashboard shows, kept as running counters (never counted over orders per request). */
export const SALES_COUNTERS = [
  'revenue',
  'paid_orders',
  'awaiting_shipment',
  'payments_pending',
  'refunds_due',
  'refunded',
  'orders_placed',
] as const;
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
  const zero = {
    revenue: 0,
    paid_orders: 0,
    awaiting_shipment: 0,
    payments_pending: 0,
    refunds_due: 0,
    refunded: 0,
    orders_placed: 0,
  };
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

/** One order's memory as the batch's handlers see it; written back once at the batch's end. */
interface Memory {
  state: OrderState | null;
  refunded: number;
  changed: boolean;
}

/** What a batch's handlers collected: the orders' memories and every counter's sum of changes. */
interface SalesBatch {
  memory: Map<string, Memory>;
  counters: Record<SalesCounter, number>;
  /** Counters some event changed (written even when the batch's changes cancel out, as per event). */
  touched: Set<SalesCounter>;
  /** Per day, in paise. */
  days: Map<string, { paid_orders: number; revenue: number; refunded: number }>;
  productUnits: Map<string, { name: string; units: number }>;
  sizeUnits: Map<string, number>;
}

const orderIdOf = (event: RecordedEvent) => (event.data as { orderId?: unknown }).orderId;

/** Loads the memory of every order the batch's events touch, locked, in one query. */
async function beginBatch(events: readonly RecordedEvent[], db: Db): Promise<SalesBatch> {
  const orderIds = [...new Set(events.map(orderIdOf).filter((id): id is string => typeof id === 'string'))];
  const rows = orderIds.length
    ? await db
        .selectFrom('sales_order_memory')
        .select(['order_id', 'state', 'refunded'])
        .where('order_id', '=', anyOf(orderIds, 'text'))
        .forUpdate()
        .execute()
    : [];
  const memory = new Map<string, Memory>(orderIds.map((id) => [id, { state: null, refunded: 0, changed: false }]));
  for (const row of rows)
    memory.set(row.order_id, { state: row.state, refunded: Number(row.refunded), changed: false });
  const counters = Object.fromEntries(SALES_COUNTERS.map((name) => [name, 0])) as Record<SalesCounter, number>;
  return { memory, counters, touched: new Set(), days: new Map(), productUnits: new Map(), sizeUnits: new Map() };
}

function bump(batch: SalesBatch, before: Record<SalesCounter, number>, after: Record<SalesCounter, number>) {
  // revenue and refunded are kept in paise (whole numbers), the counts as counts
  for (const name of SALES_COUNTERS) {
    const delta = after[name] - before[name];
    if (delta === 0) continue;
    batch.counters[name] += delta;
    batch.touched.add(name);
  }
}

function bumpDay(
  batch: SalesBatch,
  day: string,
  change: { paid_orders?: number; revenue?: number; refunded?: number },
) {
  const sums = batch.days.get(day) ?? { paid_orders: 0, revenue: 0, refunded: 0 };
  sums.paid_orders += change.paid_orders ?? 0;
  sums.revenue += cents(change.revenue ?? 0);
  sums.refunded += cents(change.refunded ?? 0);
  batch.days.set(day, sums);
}

const rupees = (paise: number) => (paise / 100).toFixed(2);

const MEMORY_COLUMNS = [
  ['order_id', 'text'],
  ['state', 'jsonb'],
  ['refunded', 'numeric'],
] as const;

/** Writes the batch's memories and counter changes: one statement per table. */
async function endBatch(batch: SalesBatch, db: Db) {
  const memories = [...batch.memory].filter(([, memory]) => memory.changed && memory.state);
  if (memories.length) {
    // One JSON document (recordsetRows): as VALUES, pg serialized each order's state apart and PostgreSQL parsed three parameters per order.
    await db
      .insertInto('sales_order_memory')
      .columns(['order_id', 'state', 'refunded'])
      .expression(
        recordsetRows(
          MEMORY_COLUMNS,
          memories.map(([orderId, memory]) => ({
            order_id: orderId,
            state: memory.state!,
            refunded: String(memory.refunded),
          })),
        ),
      )
      .onConflict((conflict) =>
        conflict.column('order_id').doUpdateSet({ state: sql`excluded.state`, refunded: sql`excluded.refunded` }),
      )
      .execute();
  }
  const counters = SALES_COUNTERS.filter((name) => batch.touched.has(name));
  if (counters.length) {
    await db
      .insertInto('sales_counters')
      .values(counters.map((name) => ({ name, value: String(batch.counters[name]) })))
      .onConflict((conflict) =>
        conflict.column('name').doUpdateSet({ value: sql`sales_counters.value + excluded.value` }),
      )
      .execute();
  }
  if (batch.days.size) {
    await db
      .insertInto('sales_daily')
      .values(
        [...batch.days].map(([day, sums]) => ({
          day,
          paid_orders: sums.paid_orders,
          revenue: rupees(sums.revenue),
          refunded: rupees(sums.refunded),
        })),
      )
      .onConflict((conflict) =>
        conflict.column('day').doUpdateSet({
          paid_orders: sql`sales_daily.paid_orders + excluded.paid_orders`,
          revenue: sql`sales_daily.revenue + excluded.revenue`,
          refunded: sql`sales_daily.refunded + excluded.refunded`,
        }),
      )
      .execute();
  }
  if (batch.productUnits.size) {
    await db
      .insertInto('sales_product_units')
      .values(
        [...batch.productUnits].map(([productId, sold]) => ({
          product_id: productId,
          name: sold.name,
          units: sold.units,
        })),
      )
      .onConflict((conflict) =>
        conflict
          .column('product_id')
          .doUpdateSet({ units: sql`sales_product_units.units + excluded.units`, name: sql`excluded.name` }),
      )
      .execute();
  }
  if (batch.sizeUnits.size) {
    await db
      .insertInto('sales_size_units')
      .values([...batch.sizeUnits].map(([size, units]) => ({ size, units })))
      .onConflict((conflict) =>
        conflict.column('size').doUpdateSet({ units: sql`sales_size_units.units + excluded.units` }),
      )
      .execute();
  }
}

const onOrderEvent: ProjectionHandler<SalesDashboardTables, SalesBatch> = (event, _db, batch) => {
  if (!isOrderStream(event.streamId)) return;
  const orderEvent = { type: event.type, data: event.data } as OrderEvent;
  const memory = batch.memory.get((orderEvent.data as { orderId: string }).orderId)!;
  const before = memory.state ?? initialOrderState();
  if (orderEvent.type !== 'OrderPlaced' && !memory.state) return;
  const after = evolveOrder(before, orderEvent);
  bump(batch, buckets(memory.state, memory.refunded), buckets(after, memory.refunded));
  memory.state = after;
  memory.changed = true;
  if (!before.isPaid && after.isPaid) {
    bumpDay(batch, indiaDay(after.paidAt ?? event.metadata.occurredAt), { paid_orders: 1, revenue: after.totalPrice });
    for (const item of after.items) {
      const sold = batch.productUnits.get(item.productId);
      batch.productUnits.set(item.productId, { name: item.name, units: (sold?.units ?? 0) + item.quantity });
      batch.sizeUnits.set(item.size, (batch.sizeUnits.get(item.size) ?? 0) + item.quantity);
    }
  }
};

/** Refunds move the refunded total and 'refunds due' (a failed refund frees its amount again). */
const onRefundEvent: ProjectionHandler<SalesDashboardTables, SalesBatch> = async (event, db, batch) => {
  const refundEvent = { type: event.type, data: event.data } as RefundEvent;
  const { orderId, refundId } = refundEvent.data;
  let delta = 0;
  if (refundEvent.type === 'RefundRequested') {
    const inserted = await db
      .insertInto('sales_refund_memory')
      .values({ refund_id: refundId, order_id: orderId, amount: String(refundEvent.data.amount), failed: false })
      .onConflict((conflict) => conflict.column('refund_id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) delta = refundEvent.data.amount;
  } else if (refundEvent.type === 'RefundFailed') {
    const row = await db
      .updateTable('sales_refund_memory')
      .set({ failed: true })
      .where('refund_id', '=', refundId)
      .where('failed', '=', false)
      .returning('amount')
      .executeTakeFirst();
    if (row) delta = -Number(row.amount);
  }
  if (delta === 0) return;
  const memory = batch.memory.get(orderId)!;
  if (!memory.state) return;
  const refunded = (cents(memory.refunded) + cents(delta)) / 100;
  bump(batch, buckets(memory.state, memory.refunded), buckets(memory.state, refunded));
  memory.refunded = refunded;
  memory.changed = true;
  bumpDay(batch, indiaDay(event.metadata.occurredAt), { refunded: delta });
};

/**
 * The admin dashboard's read model, built from order and refund events only: sales and paid
 * orders per day, running counters (revenue, paid orders, awaiting shipment, payments pending,
 * refunds due, refunded), units sold by product and by size. A replay rebuilds it.
 */
export const salesDashboardProjection = defineProjection<SalesDashboardTables, SalesBatch>({
  name: SALES_DASHBOARD_PROJECTION,
  version: 1,
  tables: [
    'sales_daily',
    'sales_counters',
    'sales_product_units',
    'sales_size_units',
    'sales_order_memory',
    'sales_refund_memory',
  ],
  minBatchIntervalMs: REPORT_BATCH_INTERVAL_MS, // nobody waits on it
  async createTables(db) {
    await db.schema
      .createTable('sales_daily')
      .addColumn('day', 'date', (col) => col.primaryKey())
      .addColumn('paid_orders', 'integer', (col) => col.notNull())
      .addColumn('revenue', 'numeric(14, 2)', (col) => col.notNull())
      .addColumn('refunded', 'numeric(14, 2)', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('sales_counters')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('value', 'numeric(16, 0)', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('sales_product_units')
      .addColumn('product_id', 'text', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('units', 'integer', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('sales_size_units')
      .addColumn('size', 'text', (col) => col.primaryKey())
      .addColumn('units', 'integer', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('sales_order_memory')
      .addColumn('order_id', 'text', (col) => col.primaryKey())
      .addColumn('state', 'jsonb', (col) => col.notNull())
      .addColumn('refunded', 'numeric(14, 2)', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('sales_refund_memory')
      .addColumn('refund_id', 'text', (col) => col.primaryKey())
      .addColumn('order_id', 'text', (col) => col.notNull())
      .addColumn('amount', 'numeric(14, 2)', (col) => col.notNull())
      .addColumn('failed', 'boolean', (col) => col.notNull())
      .execute();
  },
  batch: { begin: beginBatch, end: endBatch },
  handlers: {
    ...Object.fromEntries(ORDER_EVENT_TYPES.map((type) => [type, onOrderEvent])),
    RefundRequested: onRefundEvent,
    RefundFailed: onRefundEvent,
  },
});
