import type { RecordedEvent } from '@store/eventstore';
import {
  anyOf,
  isPersonalDataStream,
  openSealedMany,
  type PersonalDataErased,
  type PersonalDataKeysTables,
} from '@store/platform';
import { BACKGROUND_BATCH_INTERVAL_MS, defineProjection, type ProjectionHandler } from '@store/projections';
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

/** Its table, and the personal-data keys its batches open OrderPlaced's sealed fields with. */
type Tables = OrderPersonalTables & PersonalDataKeysTables;
type Db = Kysely<Tables>;
type Placed = Extract<OrderEvent, { type: 'OrderPlaced' }>['data'];
type Row = OrderPersonalTable;

/**
 * A batch: each OrderPlaced's row by event id, opened up front (all keys in one query); the rows
 * the batch placed, as its later erasures left them; the subjects it erased.
 */
interface OrderPersonalBatch {
  opened: Map<string, Row>;
  placed: Map<string, Row>;
  erased: Set<string>;
}

/**
 * Opens every sealed OrderPlaced of the batch with one key query. The keys live outside the
 * projection and nothing in the batch changes them, so opening them first answers what opening
 * each one at its own event would.
 */
async function beginBatch(events: readonly RecordedEvent[], db: Db): Promise<OrderPersonalBatch> {
  const placedEvents = events
    .filter((event) => event.type === 'OrderPlaced' && isOrderStream(event.streamId))
    .map((event) => ({ eventId: event.id, data: upcastOrderPlaced<Placed>(event.data as Placed) }));
  const sealed = placedEvents.map(({ data }) => data.personal).filter(isSealedPersonal);
  const openedSealed = await openSealedMany<OrderPersonal>(db, sealed);
  const openedBySealed = new Map(sealed.map((ref, index) => [ref, openedSealed[index]]));
  const opened = new Map<string, Row>();
  for (const { eventId, data } of placedEvents) {
    const ref = data.personal;
    const row = isSealedPersonal(ref)
      ? { order_id: data.orderId, subject: ref.subject, personal: openedBySealed.get(ref) ?? null }
      : { order_id: data.orderId, subject: null, personal: ref.legacy };
    opened.set(eventId, row);
  }
  return { opened, placed: new Map(), erased: new Set() };
}

/**
 * The batch's erasures reach the rows earlier batches wrote, then its new rows go in (an order
 * already stored keeps its row, as a second OrderPlaced never overwrote it). In that order, an
 * erasure only empties a row placed before it, as event by event.
 */
async function endBatch(batch: OrderPersonalBatch, db: Db) {
  if (batch.erased.size)
    await db
      .updateTable('order_personal')
      .set({ personal: null })
      .where('subject', '=', anyOf([...batch.erased], 'text'))
      .execute();
  if (batch.placed.size === 0) return;
  await db
    .insertInto('order_personal')
    .values(
      [...batch.placed.values()].map((row) => ({
        ...row,
        personal: row.personal ? JSON.stringify(row.personal) : null,
      })) as never,
    )
    .onConflict((conflict) => conflict.column('order_id').doNothing())
    .execute();
}

const placed: ProjectionHandler<Tables, OrderPersonalBatch> = (event, _db, batch) => {
  const row = batch.opened.get(event.id);
  if (row && !batch.placed.has(row.order_id)) batch.placed.set(row.order_id, { ...row });
};

const erased: ProjectionHandler<Tables, OrderPersonalBatch> = (event, _db, batch) => {
  if (!isPersonalDataStream(event.streamId)) return;
  const { subjects } = event.data as PersonalDataErased['data'];
  const erasing = new Set(subjects);
  for (const row of batch.placed.values()) if (row.subject !== null && erasing.has(row.subject)) row.personal = null;
  for (const subject of subjects) batch.erased.add(subject);
};

export const orderPersonalProjection = defineProjection<Tables, OrderPersonalBatch>({
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
    await db.schema
      .createIndex('order_personal_subject')
      .on('order_personal')
      .column('subject')
      .where(sql.ref('subject'), 'is not', null)
      .execute();
  },
  batch: { begin: beginBatch, end: endBatch },
  handlers: { OrderPlaced: placed, PersonalDataErased: erased },
  // Joined into My Orders and the admin's lists, written when the order is placed: long before a list is opened.
  minBatchIntervalMs: BACKGROUND_BATCH_INTERVAL_MS,
});
