import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, DATABASE, type Clock } from '@store/platform';
import type { Kysely } from 'kysely';
import { indiaDay, SALES_COUNTERS, type SalesDashboardTables } from '../projections/sales-dashboard-tables';

export const DASHBOARD_DAYS = 30;
export const DASHBOARD_TOP = 5;

/** Reads of the sales_dashboard read model: a handful of small rows, never a scan of the orders. */
@Injectable()
export class SalesDashboardQuery {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<SalesDashboardTables>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async dashboard(now = this.clock.now()) {
    const today = indiaDay(now.toISOString());
    const first = indiaDay(new Date(now.getTime() - (DASHBOARD_DAYS - 1) * 86_400_000).toISOString());
    // One snapshot for the four tables: read in parallel on separate connections, a batch of the
    // projection committing between them showed its counters with the days before it (revenue
    // 3,500 and revenue in the last 30 days 0).
    const { counters, daily, products, sizes } = await this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => ({
        counters: await trx.selectFrom('sales_counters').select(['name', 'value']).execute(),
        daily: await trx
          .selectFrom('sales_daily')
          .select(['day', 'paid_orders', 'revenue', 'refunded'])
          .where('day', '>=', first)
          .where('day', '<=', today)
          .execute(),
        products: await trx
          .selectFrom('sales_product_units')
          .select(['product_id', 'name', 'units'])
          .orderBy('units', 'desc')
          .orderBy('name')
          .limit(DASHBOARD_TOP)
          .execute(),
        sizes: await trx
          .selectFrom('sales_size_units')
          .select(['size', 'units'])
          .orderBy('units', 'desc')
          .orderBy('size')
          .execute(),
      }));
    const count = Object.fromEntries(
      SALES_COUNTERS.map((name) => [name, Number(counters.find((row) => row.name === name)?.value ?? 0)]),
    );
    const byDay = new Map(
      daily.map((row) => [
        typeof row.day === 'string'
          ? row.day.slice(0, 10)
          : indiaDay(new Date(row.day as unknown as Date).toISOString()),
        row,
      ]),
    );
    const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
      const day = indiaDay(new Date(now.getTime() - (DASHBOARD_DAYS - 1 - i) * 86_400_000).toISOString());
      const row = byDay.get(day);
      return {
        day,
        paidOrders: row?.paid_orders ?? 0,
        revenue: Number(row?.revenue ?? 0),
        refunded: Number(row?.refunded ?? 0),
      };
    });
    const revenue = count.revenue / 100;
    return {
      days,
      revenue,
      revenueLast30Days: Math.round(days.reduce((sum, day) => sum + day.revenue * 100, 0)) / 100,
      paidOrders: count.paid_orders,
      averageOrderValue: count.paid_orders ? Math.round(count.revenue / count.paid_orders) / 100 : 0,
      awaitingShipment: count.awaiting_shipment,
      paymentsPending: count.payments_pending,
      refundsDue: count.refunds_due,
      refunded: count.refunded / 100,
      ordersPlaced: count.orders_placed,
      topProducts: products.map((row) => ({ productId: row.product_id, name: row.name, units: row.units })),
      topSizes: sizes.map((row) => ({ size: row.size, units: row.units })),
    };
  }
}
