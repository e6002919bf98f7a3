import type { RecordedEvent } from '@store/eventstore';
import { defineProjection, type ProjectionHandler } from '@store/projections';
import type { Kysely } from 'kysely';
import { evolveOrder, initialOrderState, type OrderState } from '../domain/order';
import { ORDER_EVENT_TYPES, type OrderEvent } from '../domain/order-events';
import { REFUND_EVENT_TYPES, refundsDecider, type RefundEvent, type RefundLedger } from '../domain/refunds';
import { isOrderStream, isOrderRefundsStream } from '../streams';

export const ORDER_VIEW_PROJECTION = 'order_view';

export interface OrderViewTable {
  id: string;
  user_id: string | null;
  /** The order's whole state, folded by the domain's own evolve, so the view never disagrees. */
  state: OrderState;
  /** The order's refund ledger (refund-{id}), folded by the refunds decider: what was refunded. */
  refunds: RefundLedger;
  status: string;
  payment_status: string;
  total_price: string;
  created_at: string;
  updated_at: string;
}

export interface OrderingReadTables {
  order_view: OrderViewTable;
}

type Db = Kysely<OrderingReadTables>;

const apply: ProjectionHandler<OrderingReadTables> = async (event: RecordedEvent, db: Db) => {
  if (!isOrderStream(event.streamId)) return;
  const orderEvent = { type: event.type, data: event.data } as OrderEvent;
  const at = event.metadata.occurredAt;
  if (orderEvent.type === 'OrderPlaced') {
    const state = evolveOrder(initialOrderState(), orderEvent);
    await db
      .insertInto('order_view')
      .values({ id: state.orderId, user_id: state.userId, state, refunds: refundsDecider.initialState(), status: state.status, payment_status: state.paymentStatus, total_price: String(state.totalPrice), created_at: state.placedAt, updated_at: at })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    return;
  }
  const orderId = (orderEvent.data as { orderId: string }).orderId;
  const row = await db.selectFrom('order_view').select('state').where('id', '=', orderId).forUpdate().executeTakeFirst();
  if (!row) return;
  const state = evolveOrder(row.state, orderEvent);
  await db.updateTable('order_view').set({ state, status: state.status, payment_status: state.paymentStatus, updated_at: at }).where('id', '=', orderId).execute();
};

/** A refund changes what is still due on the order (its list badge): the ledger is kept beside the state. */
const applyRefund: ProjectionHandler<OrderingReadTables> = async (event: RecordedEvent, db: Db) => {
  if (!isOrderRefundsStream(event.streamId)) return;
  const refundEvent = { type: event.type, data: event.data } as RefundEvent;
  const row = await db.selectFrom('order_view').select('refunds').where('id', '=', refundEvent.data.orderId).forUpdate().executeTakeFirst();
  if (!row) return;
  const refunds = refundsDecider.evolve(row.refunds, refundEvent);
  await db.updateTable('order_view').set({ refunds, updated_at: event.metadata.occurredAt }).where('id', '=', refundEvent.data.orderId).execute();
};

/** One row per order: the shopper's My Orders, the order page and the admin list. */
export const orderViewProjection = defineProjection<OrderingReadTables>({
  name: ORDER_VIEW_PROJECTION,
  version: 2,
  tables: ['order_view'],
  async createTables(db) {
    await db.schema
      .createTable('order_view')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text')
      .addColumn('state', 'jsonb', (col) => col.notNull())
      .addColumn('refunds', 'jsonb', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('payment_status', 'text', (col) => col.notNull())
      .addColumn('total_price', 'numeric(12, 2)', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('order_view_user_created').on('order_view').columns(['user_id', 'created_at desc']).execute();
    await db.schema.createIndex('order_view_created').on('order_view').column('created_at desc').execute();
  },
  handlers: { ...Object.fromEntries(ORDER_EVENT_TYPES.map((type) => [type, apply])), ...Object.fromEntries(REFUND_EVENT_TYPES.map((type) => [type, applyRefund])) },
});
