import { Inject, Injectable } from '@nestjs/common';
import type { Discount } from '@store/contracts';
import { DATABASE } from '@store/platform';
import { Kysely, sql } from 'kysely';
import type { DiscountReadTables } from '../projections/discount-tables';
import { rowToDiscountView } from './discount-view';

export interface DiscountTotals {
  uses: number;
  discountGiven: number;
}

/** Reads of the `discount_admin` read model: the admin's list and the dashboard's figure. */
@Injectable()
export class DiscountsQuery {
  constructor(@Inject(DATABASE) private readonly db: Kysely<DiscountReadTables>) {}

  /** Every code not deleted, newest first, with its uses (paid), holds (unpaid) and the rupees given. */
  async list(): Promise<Discount[]> {
    const rows = await this.db
      .selectFrom('discount_admin as d')
      .selectAll('d')
      .select([
        sql<number>`(select count(*) from discount_hold h where h.discount_id = d.id and h.used)::int`.as('uses'),
        sql<number>`(select count(*) from discount_hold h where h.discount_id = d.id and not h.used)::int`.as(
          'reserved',
        ),
        sql<string>`(select coalesce(sum(h.amount), 0) from discount_hold h where h.discount_id = d.id and h.used)`.as(
          'given',
        ),
      ])
      .where('d.deleted', '=', false)
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id')
      .execute();
    return rows.map((row) =>
      rowToDiscountView(row, { uses: row.uses, reserved: row.reserved, discountGiven: Number(row.given) }),
    );
  }

  /** Paid orders that used a code (deleted codes included) and the rupees the codes took off them. */
  async totals(): Promise<DiscountTotals> {
    const row = await this.db
      .selectFrom('discount_hold')
      .select([sql<number>`count(*)::int`.as('uses'), sql<string>`coalesce(sum(amount), 0)`.as('given')])
      .where('used', '=', true)
      .executeTakeFirst();
    return { uses: row?.uses ?? 0, discountGiven: Number(row?.given ?? 0) };
  }
}
