import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@store/platform';

/** Reservations keyed `exchange-{returnId}` (contracts' exchangeReservationId) belong to the returns module. */
const EXCHANGE_RESERVATION_PREFIX = 'exchange-';
import { Kysely, sql } from 'kysely';
import type { StockReservationTables } from '../projections/stock-reservations.projection';

export interface LapsedReservation {
  productId: string;
  orderId: string;
  reservedAt: string;
  expiresAt: string;
}

/** Open stock reservations past their expiry (the stock sweeper's work list), oldest first. */
@Injectable()
export class StockReservationsQuery {
  constructor(@Inject(DATABASE) private readonly db: Kysely<StockReservationTables>) {}

  /**
   * Reservations of orders whose expiry is at or before `now` (a size exchange's are not listed). One written before reservations carried an
   * expiry lapses `legacyTimeoutMs` after it was made. Empty while the read model is not built yet.
   */
  async lapsed(now: Date, legacyTimeoutMs: number, limit = 200): Promise<LapsedReservation[]> {
    const due = sql<Date>`coalesce(expires_at, reserved_at + ${`${legacyTimeoutMs} milliseconds`}::interval)`;
    const rows = await this.db
      .selectFrom('stock_reservation')
      .select(['product_id', 'order_id', 'reserved_at', due.as('due')])
      .where(due, '<=', now)
      // A size exchange's replacement units (issue #43) are held until the replacement ships or the
      // return ends; the returns module releases them, never the order sweeper.
      .where('order_id', 'not like', `${EXCHANGE_RESERVATION_PREFIX}%`)
      .orderBy(sql`coalesce(expires_at, reserved_at)`)
      .limit(limit)
      .execute()
      .catch((error: { code?: string }) => {
        if (error.code === '42P01') return []; // undefined_table: the projection has not created it yet
        throw error;
      });
    return rows.map((row) => ({
      productId: row.product_id,
      orderId: row.order_id,
      reservedAt: new Date(row.reserved_at).toISOString(),
      expiresAt: new Date(row.due).toISOString(),
    }));
  }
}
