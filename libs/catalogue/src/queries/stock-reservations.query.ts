import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@store/platform';
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
   * Reservations whose expiry is at or before `now`. One written before reservations carried an
   * expiry lapses `legacyTimeoutMs` after it was made. Empty while the read model is not built yet.
   */
  async lapsed(now: Date, legacyTimeoutMs: number, limit = 200): Promise<LapsedReservation[]> {
    const due = sql<Date>`coalesce(expires_at, reserved_at + ${`${legacyTimeoutMs} milliseconds`}::interval)`;
    const rows = await this.db
      .selectFrom('stock_reservation')
      .select(['product_id', 'order_id', 'reserved_at', due.as('due')])
      .where(due, '<=', now)
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
