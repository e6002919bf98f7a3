import type { RecordedEvent } from '@store/eventstore';
import { defineProjection, type ProjectionHandler } from '@store/projections';
import { sql, type Kysely } from 'kysely';
import type { InventoryEvent } from '../domain/inventory';
import { isInventoryStream } from '../streams';

export const STOCK_RESERVATIONS_PROJECTION = 'catalogue_stock_reservations';

/** stock_reservation: every open reservation (reserved, neither committed nor released) and when it lapses. */
export interface StockReservationTables {
  stock_reservation: {
    product_id: string;
    order_id: string;
    reserved_at: string | Date;
    /** Null for reservations written before #16: the sweeper then counts from reserved_at. */
    expires_at: string | Date | null;
  };
}

type Db = Kysely<StockReservationTables>;
type Data<T extends InventoryEvent['type']> = Extract<InventoryEvent, { type: T }>['data'];

function inventory<T extends InventoryEvent['type']>(handle: (data: Data<T>, db: Db) => Promise<void>): ProjectionHandler<StockReservationTables> {
  return async (event: RecordedEvent, db) => {
    if (isInventoryStream(event.streamId)) await handle(event.data as Data<T>, db);
  };
}

const close = inventory<'StockCommitted' | 'StockReleased'>(async ({ productId, orderId }, db) => {
  await db.deleteFrom('stock_reservation').where('product_id', '=', productId).where('order_id', '=', orderId).execute();
});

/**
 * Open reservations with their expiry, for the stock sweeper (ordering's ReservationSweeper asks
 * `StockReservationsQuery` for the lapsed ones): a crash between reserving and OrderPlaced, or a
 * lost expiry job, leaves a row here that the sweeper settles.
 */
export const stockReservationsProjection = defineProjection<StockReservationTables>({
  name: STOCK_RESERVATIONS_PROJECTION,
  version: 1,
  tables: ['stock_reservation'],
  async createTables(db) {
    await db.schema
      .createTable('stock_reservation')
      .addColumn('product_id', 'text', (c) => c.notNull())
      .addColumn('order_id', 'text', (c) => c.notNull())
      .addColumn('reserved_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz')
      .addPrimaryKeyConstraint('stock_reservation_pk', ['product_id', 'order_id'])
      .execute();
    await db.schema.createIndex('stock_reservation_due').on('stock_reservation').expression(sql`coalesce(expires_at, reserved_at)`).execute();
  },
  handlers: {
    StockReserved: inventory<'StockReserved'>(async ({ productId, orderId, at, expiresAt }, db) => {
      await db
        .insertInto('stock_reservation')
        .values({ product_id: productId, order_id: orderId, reserved_at: at, expires_at: expiresAt ?? null })
        .onConflict((c) => c.columns(['product_id', 'order_id']).doUpdateSet({ reserved_at: at, expires_at: expiresAt ?? null }))
        .execute();
    }),
    StockCommitted: close,
    StockReleased: close,
  },
});
