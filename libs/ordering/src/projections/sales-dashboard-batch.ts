import { anyOf, recordsetRows } from '@store/platform';
import type { RecordedEvent } from '@store/eventstore';
import { sql, type Kysely } from 'kysely';
import type { OrderState } from '../domain/order';
import { isRefundable } from '../domain/refunds';
import { SALES_COUNTERS, type SalesCounter, type SalesDashboardTables } from './sales-dashboard-tables';

type Db = Kysely<SalesDashboardTables>;

export const cents = (rupees: number) => Math.round(rupees * 100);

/** What an order counts towards, from its state and the refunds held against it. */
export function buckets(state: OrderState | null, refunded: number): Record<SalesCounter, number> {
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
export interface Memory {
  state: OrderState | null;
  refunded: number;
  changed: boolean;
}

/** What a batch's handlers collected: the orders' memories and every counter's sum of changes. */
export interface SalesBatch {
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
export async function beginBatch(events: readonly RecordedEvent[], db: Db): Promise<SalesBatch> {
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

export function bump(batch: SalesBatch, before: Record<SalesCounter, number>, after: Record<SalesCounter, number>) {
  // revenue and refunded are kept in paise (whole numbers), the counts as counts
  for (const name of SALES_COUNTERS) {
    const delta = after[name] - before[name];
    if (delta === 0) continue;
    batch.counters[name] += delta;
    batch.touched.add(name);
  }
}

export function bumpDay(
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
export async function endBatch(batch: SalesBatch, db: Db) {
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
