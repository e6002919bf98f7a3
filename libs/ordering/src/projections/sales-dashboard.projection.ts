import { defineProjection, REPORT_BATCH_INTERVAL_MS, type ProjectionHandler } from '@store/projections';
import { evolveOrder, initialOrderState } from '../domain/order';
import { ORDER_EVENT_TYPES, type OrderEvent } from '../domain/order-events';
import type { RefundEvent } from '../domain/refunds';
import { isOrderStream } from '../streams';
import { beginBatch, buckets, bump, bumpDay, cents, endBatch, type SalesBatch } from './sales-dashboard-batch';
import { createSalesDashboardTables, indiaDay, type SalesDashboardTables } from './sales-dashboard-tables';

export const SALES_DASHBOARD_PROJECTION = 'sales_dashboard';

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
  createTables: createSalesDashboardTables,
  batch: { begin: beginBatch, end: endBatch },
  handlers: {
    ...Object.fromEntries(ORDER_EVENT_TYPES.map((type) => [type, onOrderEvent])),
    RefundRequested: onRefundEvent,
    RefundFailed: onRefundEvent,
  },
});
