import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, ValidationError } from '@store/platform';
import { SHORT_ORDER_ID_LENGTH, shortOrderId, type AdminOrderFilters } from '@store/contracts';
import { Kysely, sql, type SelectQueryBuilder } from 'kysely';
import type { OrderingReadTables, OrderViewTable } from '../projections/order-view.projection';
import { refundedTotal } from '../domain/refunds';
import { toOrderView, type OrderView } from './order-view';
import type { OrderPersonal } from '../domain/order-personal';
import { withPersonal } from '../personal/order-personal-data';

const iso = (value: unknown) => new Date(value as string).toISOString();
/** The order's customer and address from order_personal (null once erased). */
const personalOf = sql<OrderPersonal | null>`(select p.personal from order_personal p where p.order_id = order_view.id)`;
const PERSONAL = personalOf.as('personal');
const COLUMNS = ['state', 'refunds', 'updated_at'] as const;
const viewOf = (row: {
  state: OrderViewTable['state'];
  refunds: OrderViewTable['refunds'];
  updated_at: string;
  personal: OrderPersonal | null;
}) => toOrderView(withPersonal(row.state, row.personal), iso(row.updated_at), refundedTotal(row.refunds));

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

  /**
   * The orders whose number (the id's last six characters, '#06E1B0') is one of `shorts`
   * (capitals), by number: more than one id for a number that is ambiguous. From the read model,
   * so an order placed a moment ago may not be found yet (its full id always is).
   */
  async idsByNumber(shorts: readonly string[]): Promise<Map<string, string[]>> {
    const found = new Map<string, string[]>();
    if (!shorts.length) return found;
    const number = sql<string>`upper(right(id, ${sql.lit(SHORT_ORDER_ID_LENGTH)}))`;
    const rows = await this.db
      .selectFrom('order_view')
      .select('id')
      .where(number, 'in', [...shorts])
      .execute();
    for (const { id } of rows) {
      const short = shortOrderId(id);
      found.set(short, [...(found.get(short) ?? []), id]);
    }
    return found;
  }

  async ofUser(userId: string, limit = 100): Promise<OrderView[]> {
    const rows = await this.db
      .selectFrom('order_view')
      .select(COLUMNS)
      .select(PERSONAL)
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map(viewOf);
  }

  /** The admin list: newest first, narrowed by the filters of AdminOrderFilters (and a user). */
  async page(options: { page: number; limit: number; userId?: string } & AdminOrderFilters) {
    const query = this.filtered(options);
    const [{ total }] = await query.select((eb) => eb.fn.countAll<string>().as('total')).execute();
    const rows = await query
      .select(COLUMNS)
      .select(PERSONAL)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(options.limit)
      .offset((options.page - 1) * options.limit)
      .execute();
    const count = Number(total);
    return {
      orders: rows.map(viewOf),
      currentPage: options.page,
      totalPages: Math.ceil(count / options.limit),
      total: count,
    };
  }

  /** Every order the filters select, newest first, at most `max` (the CSV export). */
  async all(options: { userId?: string; max: number } & AdminOrderFilters): Promise<OrderView[]> {
    const rows = await this.filtered(options)
      .select(COLUMNS)
      .select(PERSONAL)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(options.max)
      .execute();
    return rows.map(viewOf);
  }

  private filtered(
    options: { userId?: string } & AdminOrderFilters,
  ): SelectQueryBuilder<OrderingReadTables, 'order_view', object> {
    let query = this.db.selectFrom('order_view');
    if (options.userId) query = query.where('user_id', '=', options.userId);
    if (options.status) query = query.where('status', '=', options.status);
    if (options.paymentStatus) query = query.where('payment_status', '=', options.paymentStatus);
    if (options.customer === 'guest') query = query.where('user_id', 'is', null);
    if (options.customer === 'registered') query = query.where('user_id', 'is not', null);
    if (options.from) query = query.where('created_at', '>=', dayStart(options.from, 'From'));
    if (options.to) query = query.where('created_at', '<', dayStart(options.to, 'To', 1));
    // '#06E1B0' is how people quote an order (My Orders, e-mails, the WhatsApp message): the '#' is not part of the id.
    const term = options.search?.trim().replace(/^#/, '');
    if (term) {
      const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const digits = term.replace(/\D/g, '');
      query = query.where((eb) =>
        eb.or([
          eb('id', 'ilike', like),
          eb(sql<string>`${personalOf}->'customer'->>'name'`, 'ilike', like),
          eb(sql<string>`${personalOf}->'customer'->>'email'`, 'ilike', like),
          ...(digits.length >= 4
            ? [eb(sql<string>`${personalOf}->'customer'->>'phone'`, 'like', `%${digits.slice(-10)}%`)]
            : []),
        ]),
      );
    }
    return query;
  }
}

/** The start of a day in India time (the store's), plus `plusDays`; a day that does not exist answers 400. */
function dayStart(day: string, field: string, plusDays = 0): string {
  const start = new Date(`${day}T00:00:00+05:30`);
  if (Number.isNaN(start.getTime()) || new Date(start.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10) !== day) {
    throw new ValidationError(`${field} must be a date like 2026-11-01`);
  }
  return new Date(start.getTime() + plusDays * 86_400_000).toISOString();
}
