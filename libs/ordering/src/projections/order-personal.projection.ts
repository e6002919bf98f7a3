import { isPersonalDataStream, openSealed, type PersonalDataErased } from '@store/platform';
import { defineProjection, type ProjectionHandler } from '@store/projections';
import { sql, type Kysely } from 'kysely';
import type { OrderEvent } from '../domain/order-events';
import { isSealedPersonal, upcastOrderPlaced, type OrderPersonal } from '../domain/order-personal';
import { isOrderStream } from '../streams';

export const ORDER_PERSONAL_PROJECTION = 'order_personal';

/**
 * order_personal: each order's customer and shipping address, opened from OrderPlaced while the
 * order's key lives; `personal` null once erased. Kept apart from order_view so the order's
 * totals, items and status never depend on a key, and erasure touches one narrow table.
 */
export interface OrderPersonalTable {
  order_id: string;
  /** The key's subject (`order:<id>`); null for an order written before sealing (legacy). */
  subject: string | null;
  personal: OrderPersonal | null;
}

export interface OrderPersonalTables {
  order_personal: OrderPersonalTable;
}

type Db = Kysely<OrderPersonalTables>;
type Placed = Extract<OrderEvent, { type: 'OrderPlaced' }>['data'];

const placed: ProjectionHandler<OrderPersonalTables> = async (event, db: Db) => {
  if (!isOrderStream(event.streamId)) return;
  const data = upcastOrderPlaced<Placed>(event.data);
  const ref = data.personal;
  const personal = isSealedPersonal(ref) ? await openSealed<OrderPersonal>(db, ref) : ref.legacy;
  await db
    .insertInto('order_personal')
    .values({ order_id: data.orderId, subject: isSealedPersonal(ref) ? ref.subject : null, personal: personal ? JSON.stringify(personal) : null } as never)
    .onConflict((conflict) => conflict.column('order_id').doNothing())
    .execute();
};

const erased: ProjectionHandler<OrderPersonalTables> = async (event, db: Db) => {
  if (!isPersonalDataStream(event.streamId)) return;
  const { subjects } = event.data as PersonalDataErased['data'];
  await db.updateTable('order_personal').set({ personal: null }).where('subject', 'in', subjects).execute();
};

export const orderPersonalProjection = defineProjection<OrderPersonalTables>({
  name: ORDER_PERSONAL_PROJECTION,
  version: 1,
  tables: ['order_personal'],
  async createTables(db) {
    await db.schema
      .createTable('order_personal')
      .addColumn('order_id', 'text', (col) => col.primaryKey())
      .addColumn('subject', 'text')
      .addColumn('personal', 'jsonb')
      .execute();
    await db.schema.createIndex('order_personal_subject').on('order_personal').column('subject').where(sql.ref('subject'), 'is not', null).execute();
  },
  handlers: { OrderPlaced: placed, PersonalDataErased: erased },
});
