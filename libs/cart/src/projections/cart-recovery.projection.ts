import { CART_RECOVERY_WINDOW_DAYS } from '@store/contracts';
import type { RecordedEvent } from '@store/eventstore';
import { defineProjection, REPORT_BATCH_INTERVAL_MS } from '@store/projections';
import type { Kysely } from 'kysely';
import { isCartStream, type CartEvent } from '../domain/cart';

export const CART_RECOVERY_PROJECTION = 'cart_recovery';

export interface CartRecoveryTables {
  /** One row per reminder sent, and the order that recovered it. */
  cart_recovery_reminder: {
    /** `<userId>.<changeRevision>`: the cart change the reminder was about. */
    reminder_id: string;
    user_id: string;
    sent_at: string;
    recovered_order_id: string | null;
    /** The recovering order's total (rupees), once paid in the window. */
    revenue: string | null;
  };
  /** A signed-in shopper's order placed within the window after their latest reminder, until it is paid. */
  cart_recovery_order: { order_id: string; reminder_id: string; total: string };
}

type Db = Kysely<CartRecoveryTables>;
const WINDOW_MS = CART_RECOVERY_WINDOW_DAYS * 86_400_000;
const ms = (iso: string) => new Date(iso).getTime();

type OrderPlacedData = { orderId: string; userId: string | null; totalPrice: number; at: string };
type OrderPaidData = { orderId: string; at: string };
type ReminderData = Extract<CartEvent, { type: 'CartReminderSent' }>['data'];

const isOrderStream = (event: RecordedEvent) => event.streamId.startsWith('order-');

/**
 * For the dashboard's cart recovery panel (issue #44): each reminder sent, and the shopper's order
 * that recovered it: the first order placed after the shopper's latest reminder and paid, both
 * within CART_RECOVERY_WINDOW_DAYS of the reminder (an order placed after a newer reminder
 * belongs to that one; an older reminder is never recovered by it).
 * Revenue is that order's total. The `cart-recovery` report (libs/reports) folds the same rule.
 */
export const cartRecoveryProjection = defineProjection<CartRecoveryTables>({
  name: CART_RECOVERY_PROJECTION,
  version: 1,
  tables: ['cart_recovery_reminder', 'cart_recovery_order'],
  minBatchIntervalMs: REPORT_BATCH_INTERVAL_MS, // nobody waits on it
  accepts: (event) =>
    (isCartStream(event.streamId) && event.type === 'CartReminderSent') ||
    (isOrderStream(event) && (event.type !== 'OrderPlaced' || Boolean((event.data as OrderPlacedData).userId))),
  async createTables(db) {
    await db.schema
      .createTable('cart_recovery_reminder')
      .addColumn('reminder_id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull())
      .addColumn('sent_at', 'timestamptz', (col) => col.notNull())
      .addColumn('recovered_order_id', 'text')
      .addColumn('revenue', 'numeric')
      .execute();
    await db.schema
      .createIndex('cart_recovery_reminder_user')
      .on('cart_recovery_reminder')
      .columns(['user_id', 'sent_at'])
      .execute();
    await db.schema
      .createTable('cart_recovery_order')
      .addColumn('order_id', 'text', (col) => col.primaryKey())
      .addColumn('reminder_id', 'text', (col) => col.notNull())
      .addColumn('total', 'numeric', (col) => col.notNull())
      .execute();
  },
  handlers: {
    CartReminderSent: async (event, db: Db) => {
      if (!isCartStream(event.streamId)) return;
      const data = event.data as ReminderData;
      await db
        .insertInto('cart_recovery_reminder')
        .values({
          reminder_id: `${data.userId}.${data.changeRevision}`,
          user_id: data.userId,
          sent_at: data.at,
          recovered_order_id: null,
          revenue: null,
        })
        .onConflict((oc) => oc.column('reminder_id').doNothing())
        .execute();
    },
    OrderPlaced: async (event, db: Db) => {
      const data = event.data as OrderPlacedData;
      if (!isOrderStream(event) || !data.userId) return;
      const reminder = await db
        .selectFrom('cart_recovery_reminder')
        .select(['reminder_id', 'recovered_order_id'])
        .where('user_id', '=', data.userId)
        .where('sent_at', '<=', data.at)
        .where('sent_at', '>=', new Date(ms(data.at) - WINDOW_MS).toISOString())
        .orderBy('sent_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!reminder || reminder.recovered_order_id) return; // only the latest reminder, once
      await db
        .insertInto('cart_recovery_order')
        .values({ order_id: data.orderId, reminder_id: reminder.reminder_id, total: String(data.totalPrice) })
        .onConflict((oc) => oc.column('order_id').doNothing())
        .execute();
    },
    OrderPaid: async (event, db: Db) => {
      if (!isOrderStream(event)) return;
      const data = event.data as OrderPaidData;
      const order = await db
        .selectFrom('cart_recovery_order')
        .innerJoin('cart_recovery_reminder', 'cart_recovery_reminder.reminder_id', 'cart_recovery_order.reminder_id')
        .select(['cart_recovery_order.reminder_id', 'cart_recovery_order.total', 'sent_at', 'recovered_order_id'])
        .where('order_id', '=', data.orderId)
        .executeTakeFirst();
      if (!order || order.recovered_order_id) return;
      if (ms(data.at) - new Date(order.sent_at).getTime() <= WINDOW_MS)
        await db
          .updateTable('cart_recovery_reminder')
          .set({ recovered_order_id: data.orderId, revenue: order.total })
          .where('reminder_id', '=', order.reminder_id)
          .execute();
      await db.deleteFrom('cart_recovery_order').where('order_id', '=', data.orderId).execute();
    },
  },
});
