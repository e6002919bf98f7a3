import type { RecordedEvent } from '@store/eventstore';
import { defineProjection, type ProjectionHandler } from '@store/projections';
import type { Kysely } from 'kysely';
import type { DiscountEvent, DiscountRules } from '../domain/discount-events';
import type { DiscountReadTables } from './discount-tables';

export const DISCOUNT_ADMIN_PROJECTION = 'discount_admin';

type Db = Kysely<DiscountReadTables>;
type Data<T extends DiscountEvent['type']> = Extract<DiscountEvent, { type: T }>['data'];

/** A handler for one discount event type, from the discounts' own streams only. */
function on<T extends DiscountEvent['type']>(
  handle: (data: Data<T>, db: Db) => Promise<void>,
): ProjectionHandler<DiscountReadTables> {
  return async (event: RecordedEvent, db) => {
    if (event.streamId.startsWith('discount-')) await handle(event.data as Data<T>, db);
  };
}

const ruleColumns = (rules: DiscountRules) => ({
  code: rules.code,
  type: rules.type,
  value: rules.value,
  min_subtotal: rules.minSubtotal,
  starts_at: rules.startsAt,
  ends_at: rules.endsAt,
  usage_limit: rules.usageLimit,
  per_customer_limit: rules.perCustomerLimit,
  first_order_only: rules.firstOrderOnly,
  product_ids: JSON.stringify(rules.productIds),
  category: rules.category,
  is_active: rules.isActive,
});

/** The admin's list of codes and each code's holds (counts of uses, the discount given), from the discounts' events. */
export const discountAdminProjection = defineProjection<DiscountReadTables>({
  name: DISCOUNT_ADMIN_PROJECTION,
  version: 1,
  tables: ['discount_admin', 'discount_hold'],
  async createTables(db) {
    await db.schema
      .createTable('discount_admin')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('code', 'text', (col) => col.notNull())
      .addColumn('type', 'text', (col) => col.notNull())
      .addColumn('value', 'numeric(12, 2)', (col) => col.notNull())
      .addColumn('min_subtotal', 'numeric(12, 2)')
      .addColumn('starts_at', 'text')
      .addColumn('ends_at', 'text')
      .addColumn('usage_limit', 'integer')
      .addColumn('per_customer_limit', 'integer')
      .addColumn('first_order_only', 'boolean', (col) => col.notNull())
      .addColumn('product_ids', 'text', (col) => col.notNull())
      .addColumn('category', 'text')
      .addColumn('is_active', 'boolean', (col) => col.notNull())
      .addColumn('deleted', 'boolean', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('discount_hold')
      .addColumn('discount_id', 'text', (col) => col.notNull())
      .addColumn('order_id', 'text', (col) => col.notNull())
      .addColumn('amount', 'numeric(12, 2)', (col) => col.notNull())
      .addColumn('used', 'boolean', (col) => col.notNull())
      .addPrimaryKeyConstraint('discount_hold_pkey', ['discount_id', 'order_id'])
      .execute();
  },
  handlers: {
    DiscountCreated: on<'DiscountCreated'>(async (data, db) => {
      await db
        .insertInto('discount_admin')
        .values({
          id: data.discountId,
          ...ruleColumns(data.rules),
          deleted: false,
          created_at: data.at,
          updated_at: data.at,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }),
    DiscountEdited: on<'DiscountEdited'>(async (data, db) => {
      await db
        .updateTable('discount_admin')
        .set({ ...ruleColumns(data.rules), updated_at: data.at })
        .where('id', '=', data.discountId)
        .execute();
    }),
    DiscountDeleted: on<'DiscountDeleted'>(async (data, db) => {
      await db
        .updateTable('discount_admin')
        .set({ deleted: true, updated_at: data.at })
        .where('id', '=', data.discountId)
        .execute();
    }),
    DiscountReserved: on<'DiscountReserved'>(async (data, db) => {
      await db
        .insertInto('discount_hold')
        .values({ discount_id: data.discountId, order_id: data.orderId, amount: data.amount, used: false })
        .onConflict((oc) => oc.columns(['discount_id', 'order_id']).doNothing())
        .execute();
    }),
    DiscountUsed: on<'DiscountUsed'>(async (data, db) => {
      await db
        .insertInto('discount_hold')
        .values({ discount_id: data.discountId, order_id: data.orderId, amount: data.amount, used: true })
        .onConflict((oc) => oc.columns(['discount_id', 'order_id']).doUpdateSet({ amount: data.amount, used: true }))
        .execute();
    }),
    DiscountReleased: on<'DiscountReleased'>(async (data, db) => {
      await db
        .deleteFrom('discount_hold')
        .where('discount_id', '=', data.discountId)
        .where('order_id', '=', data.orderId)
        .execute();
    }),
  },
});

export const discountProjections = [discountAdminProjection];
