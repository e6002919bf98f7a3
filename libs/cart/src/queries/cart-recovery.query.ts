import { Inject, Injectable } from '@nestjs/common';
import { CART_RECOVERY_WINDOW_DAYS, type CartRecoveryResponse } from '@store/contracts';
import { DATABASE } from '@store/platform';
import { Kysely, sql } from 'kysely';
import type { CartRecoveryTables } from '../projections/cart-recovery.projection';

export type CartRecoverySummary = CartRecoveryResponse['recovery'];

/** The dashboard's cart recovery panel (issue #44): reminders sent, carts recovered, their revenue, all time. */
@Injectable()
export class CartRecoveryReport {
  constructor(@Inject(DATABASE) private readonly db: Kysely<CartRecoveryTables>) {}

  async summary(): Promise<CartRecoverySummary> {
    const row = await this.db
      .selectFrom('cart_recovery_reminder')
      .select([
        sql<string>`count(*)`.as('sent'),
        sql<string>`count(recovered_order_id)`.as('recovered'),
        sql<string>`coalesce(sum(revenue), 0)`.as('revenue'),
      ])
      .executeTakeFirstOrThrow();
    const sent = Number(row.sent);
    const recovered = Number(row.recovered);
    return {
      remindersSent: sent,
      cartsRecovered: recovered,
      revenueRecovered: Math.round(Number(row.revenue) * 100) / 100,
      recoveryRate: sent ? Math.round((recovered / sent) * 1000) / 10 : null,
      windowDays: CART_RECOVERY_WINDOW_DAYS,
    };
  }
}
