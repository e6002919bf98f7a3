import type { RecordedEvent } from '@store/eventstore';
import { defineProjection, REPORT_BATCH_INTERVAL_MS, type ProjectionHandler } from '@store/projections';

export const VERIFIED_BUYERS_PROJECTION = 'catalogue_verified_buyers';

/**
 * verified_purchase: one row per (order, product) of a signed-in shopper's order, for the reviews'
 * "Verified buyer" badge (issue #44). A purchase counts once the order is paid and stops counting
 * when it is cancelled (with or without a refund), paid after its stock was sold (the money goes
 * back) or a refund of it is requested (a partial refund too: the shopper asked for money back).
 * Guests' orders name no account and are left out.
 */
export interface VerifiedBuyersTables {
  verified_purchase: { order_id: string; product_id: string; user_id: string; paid: boolean; voided: boolean };
}

type Handler = ProjectionHandler<VerifiedBuyersTables>;
const isOrder = (event: RecordedEvent) => event.streamId.startsWith('order-');
const isRefund = (event: RecordedEvent) => event.streamId.startsWith('refund-');
const orderIdOf = (event: RecordedEvent) => (event.data as { orderId: string }).orderId;

/** Reacts to the ordering module's events by name (never its tables). */
const mark =
  (belongs: (event: RecordedEvent) => boolean, set: { paid?: boolean; voided?: boolean }): Handler =>
  async (event, db) => {
    if (!belongs(event)) return;
    await db.updateTable('verified_purchase').set(set).where('order_id', '=', orderIdOf(event)).execute();
  };

export const verifiedBuyersProjection = defineProjection<VerifiedBuyersTables>({
  name: VERIFIED_BUYERS_PROJECTION,
  version: 1,
  tables: ['verified_purchase'],
  minBatchIntervalMs: REPORT_BATCH_INTERVAL_MS,
  async createTables(db) {
    await db.schema
      .createTable('verified_purchase')
      .addColumn('order_id', 'text', (c) => c.notNull())
      .addColumn('product_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('paid', 'boolean', (c) => c.notNull())
      .addColumn('voided', 'boolean', (c) => c.notNull())
      .addPrimaryKeyConstraint('verified_purchase_pk', ['order_id', 'product_id'])
      .execute();
    await db.schema
      .createIndex('verified_purchase_buyer')
      .on('verified_purchase')
      .columns(['user_id', 'product_id'])
      .execute();
  },
  accepts: (event) => isOrder(event) || isRefund(event),
  handlers: {
    OrderPlaced: async (event, db) => {
      if (!isOrder(event)) return;
      const { orderId, userId, items } = event.data as {
        orderId: string;
        userId: string | null;
        items?: { productId: string }[];
      };
      const productIds = [...new Set((items ?? []).map((item) => item.productId))];
      if (!userId || productIds.length === 0) return;
      await db
        .insertInto('verified_purchase')
        .values(
          productIds.map((productId) => ({
            order_id: orderId,
            product_id: productId,
            user_id: userId,
            paid: false,
            voided: false,
          })),
        )
        .onConflict((c) => c.columns(['order_id', 'product_id']).doNothing())
        .execute();
    },
    OrderPaid: mark(isOrder, { paid: true }),
    OrderPaidUnfulfillable: mark(isOrder, { voided: true }),
    OrderCancelled: mark(isOrder, { voided: true }),
    RefundRequested: mark(isRefund, { voided: true }),
  },
});
