import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@store/platform';
import { Kysely, sql } from 'kysely';
import type { OrderingReadTables } from '../projections/order-view.projection';
import { toOrderView, type OrderView } from './order-view';

const iso = (value: unknown) => new Date(value as string).toISOString();

/** Reads of the order_view read model. */
@Injectable()
export class OrdersQuery {
  constructor(@Inject(DATABASE) private readonly db: Kysely<OrderingReadTables>) {}

  /** The order a payment-provider order was opened for. */
  async idByProviderOrder(providerOrderId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('order_view')
      .select('id')
      .where(sql<boolean>`state->'providerOrderIds' @> ${JSON.stringify([providerOrderId])}::jsonb`)
      .executeTakeFirst();
    return row?.id ?? null;
  }

  async ofUser(userId: string, limit = 100): Promise<OrderView[]> {
    const rows = await this.db
      .selectFrom('order_view')
      .select(['state', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => toOrderView(row.state, iso(row.updated_at)));
  }

  async page(options: { page: number; limit: number; userId?: string; status?: string }) {
    let query = this.db.selectFrom('order_view');
    if (options.userId) query = query.where('user_id', '=', options.userId);
    if (options.status) query = query.where('status', '=', options.status);
    const [{ total }] = await query.select((eb) => eb.fn.countAll<string>().as('total')).execute();
    const rows = await query
      .select(['state', 'updated_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(options.limit)
      .offset((options.page - 1) * options.limit)
      .execute();
    const count = Number(total);
    return {
      orders: rows.map((row) => toOrderView(row.state, iso(row.updated_at))),
      currentPage: options.page,
      totalPages: Math.ceil(count / options.limit),
      total: count,
    };
  }
}
