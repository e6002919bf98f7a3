import type { RecordedEvent } from '@store/eventstore';
import { unnestRows } from '@store/platform';
import { defineProjection, REPORT_BATCH_INTERVAL_MS, type ProjectionHandler } from '@store/projections';
import { sql, type Kysely } from 'kysely';
import type { InventoryEvent } from '../domain/inventory';
import { isInventoryStream } from '../streams';
import { CATALOGUE_STOCK_READ_GROUP } from './read-groups';

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

/** A reservation's state at the batch's end: open (written) or closed (deleted). */
type Outcome = { open: true; reservedAt: string; expiresAt: string | null } | { open: false };

/** Each (product, order) the batch touched and its net outcome: only the last event for it counts. */
interface ReservationsBatch {
  outcomes: Map<string, { productId: string; orderId: string; outcome: Outcome }>;
}

function inventory<T extends 'StockReserved' | 'StockCommitted' | 'StockReleased'>(
  outcome: (data: Data<T>) => Outcome,
): ProjectionHandler<StockReservationTables, ReservationsBatch> {
  return (event: RecordedEvent, _db, batch) => {
    if (!isInventoryStream(event.streamId)) return;
    const data = event.data as Data<T>;
    batch.outcomes.set(JSON.stringify([data.productId, data.orderId]), {
      productId: data.productId,
      orderId: data.orderId,
      outcome: outcome(data),
    });
  };
}

const close = inventory<'StockCommitted' | 'StockReleased'>(() => ({ open: false }));

const handlers: Record<string, ProjectionHandler<StockReservationTables, ReservationsBatch>> = {
  StockReserved: inventory<'StockReserved'>(({ at, expiresAt }) => ({
    open: true,
    reservedAt: at,
    expiresAt: expiresAt ?? null,
  })),
  StockCommitted: close,
  StockReleased: close,
};

const RESERVATION_COLUMNS = [
  ['product_id', 'text'],
  ['order_id', 'text'],
  ['reserved_at', 'timestamptz'],
  ['expires_at', 'timestamptz'],
] as const;

/** Deletes the reservations the batch closed, then writes the ones it opened: one statement each. */
async function endBatch(batch: ReservationsBatch, db: Db) {
  const outcomes = [...batch.outcomes.values()];
  const closed = outcomes.filter(({ outcome }) => !outcome.open);
  if (closed.length) {
    await sql`delete from stock_reservation where (product_id, order_id) in (select * from unnest(${closed.map((c) => c.productId)}::text[], ${closed.map((c) => c.orderId)}::text[]))`.execute(
      db,
    );
  }
  const opened = outcomes.flatMap(({ productId, orderId, outcome }) =>
    outcome.open
      ? [{ product_id: productId, order_id: orderId, reserved_at: outcome.reservedAt, expires_at: outcome.expiresAt }]
      : [],
  );
  if (opened.length === 0) return;
  await db
    .insertInto('stock_reservation')
    .columns(['product_id', 'order_id', 'reserved_at', 'expires_at'])
    .expression(unnestRows(RESERVATION_COLUMNS, opened))
    .onConflict((c) =>
      c
        .columns(['product_id', 'order_id'])
        .doUpdateSet({ reserved_at: sql.ref('excluded.reserved_at'), expires_at: sql.ref('excluded.expires_at') }),
    )
    .execute();
}

/**
 * Open reservations with their expiry, for the stock sweeper (ordering's ReservationSweeper asks
 * `StockReservationsQuery` for the lapsed ones): a crash between reserving and OrderPlaced, or a
 * lost expiry job, leaves a row here that the sweeper settles.
 */
export const stockReservationsProjection = defineProjection<StockReservationTables, ReservationsBatch>({
  name: STOCK_RESERVATIONS_PROJECTION,
  version: 1,
  tables: ['stock_reservation'],
  minBatchIntervalMs: REPORT_BATCH_INTERVAL_MS, // nobody waits on it
  async createTables(db) {
    await db.schema
      .createTable('stock_reservation')
      .addColumn('product_id', 'text', (c) => c.notNull())
      .addColumn('order_id', 'text', (c) => c.notNull())
      .addColumn('reserved_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz')
      .addPrimaryKeyConstraint('stock_reservation_pk', ['product_id', 'order_id'])
      .execute();
    await db.schema
      .createIndex('stock_reservation_due')
      .on('stock_reservation')
      .expression(sql`coalesce(expires_at, reserved_at)`)
      .execute();
  },
  batch: { begin: async (): Promise<ReservationsBatch> => ({ outcomes: new Map() }), end: endBatch },
  // Its three types are among the listing's and stock history's: catching up, it takes their
  // pages instead of walking the log for itself (on 5,000 new products, a scan of every one of
  // their events for none of its own), and passes over pages without a reservation's event.
  readGroup: CATALOGUE_STOCK_READ_GROUP,
  accepts: (event) => Object.hasOwn(handlers, event.type) && isInventoryStream(event.streamId),
  handlers,
});
