import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@store/platform';
import { Kysely, sql } from 'kysely';
import type { OrderingReadTables } from '../projections/order-view.projection';

/** Who is asking: the signed-in user, and the e-mail and phone the order carries. */
export interface OrderingCustomer {
  userId: string | null;
  email: string | null;
  phone: string | null;
}

/**
 * "First order" for a first-order-only discount code (issue #44): no earlier *paid* order by the
 * user, or with the same e-mail or phone (guest or signed in). Orders that expired or were
 * cancelled unpaid do not count. Read from `order_view` and `order_personal` (moments behind
 * the log: a paid order is projected long before the same customer reaches checkout again).
 */
@Injectable()
export class FirstOrders {
  constructor(@Inject(DATABASE) private readonly db: Kysely<OrderingReadTables>) {}

  async isFirstOrder({ userId, email, phone }: OrderingCustomer): Promise<boolean> {
    const mail = email?.trim().toLowerCase() || null;
    const mobile = phone?.replace(/\D/g, '').slice(-10) || null;
    if (!userId && !mail && !mobile) return true;
    const row = await this.db
      .selectFrom('order_view as v')
      .select('v.id')
      .where('v.payment_status', '=', 'completed')
      .where((eb) =>
        eb.or([
          ...(userId ? [eb('v.user_id', '=', userId)] : []),
          eb.exists(
            sql`(select 1 from order_personal p where p.order_id = v.id and (
              lower(p.personal->'customer'->>'email') = ${mail}
              or right(regexp_replace(coalesce(p.personal->'customer'->>'phone', ''), '\\D', '', 'g'), 10) = ${mobile}))`,
          ),
        ]),
      )
      .limit(1)
      .executeTakeFirst();
    return !row;
  }
}
