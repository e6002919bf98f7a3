import { createDatabase, fixedClock } from '@store/platform';
import { createTestDatabase, type TestDatabase } from '@store/platform/testing';
import type { Kysely, KyselyPlugin } from 'kysely';
import pg from 'pg';
import { salesDashboardProjection } from '../../src/projections/sales-dashboard.projection';
import { indiaDay, type SalesDashboardTables } from '../../src/projections/sales-dashboard-tables';
import { SalesDashboardQuery } from '../../src/queries/sales-dashboard.query';

const NOW = new Date('2026-11-24T10:00:00.000Z');

/**
 * GET /reports/sales-dashboard reads four tables of sales_dashboard. A batch of the projection
 * commits its counters and its days together, so the dashboard must show both from before that
 * commit or both from after it (CI once saw revenue 3,500 with revenue in the last 30 days 0).
 */
describe('the sales dashboard reads one snapshot', () => {
  let database: TestDatabase;
  let reader: Kysely<SalesDashboardTables>;
  let batch: pg.Client;

  beforeEach(async () => {
    database = await createTestDatabase();
    await salesDashboardProjection.createTables(database.db);
    // The projection's batch, not committed yet: 2 orders paid today, 3,500 rupees.
    batch = new pg.Client({ connectionString: database.url });
    await batch.connect();
    await batch.query('begin');
    await batch.query(`insert into sales_counters (name, value) values ('revenue', 350000), ('paid_orders', 2)`);
    await batch.query(`insert into sales_daily (day, paid_orders, revenue, refunded) values ($1, 2, 3500, 0)`, [
      indiaDay(NOW.toISOString()),
    ]);
  });

  afterEach(async () => {
    await batch?.end().catch(() => undefined);
    await reader?.destroy();
    await database?.destroy();
  });

  /** A reader on one connection whose first query, once answered, lets the batch commit before the next runs. */
  function readerCommittingAfterFirstQuery(): Kysely<SalesDashboardTables> {
    let committed = false;
    const commitAfterFirst: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        if (!committed) {
          committed = true;
          await batch.query('commit');
        }
        return args.result;
      },
    };
    return createDatabase(database.url, { maxConnections: 1 }).withPlugin(
      commitAfterFirst,
    ) as Kysely<SalesDashboardTables>;
  }

  it('shows the counters and the days of the same moment when the projection commits between its reads', async () => {
    reader = readerCommittingAfterFirstQuery();
    const query = new SalesDashboardQuery(reader, fixedClock(NOW));

    const figures = async () => {
      const shown = await query.dashboard();
      return {
        revenue: shown.revenue,
        revenueLast30Days: shown.revenueLast30Days,
        paidOrders: shown.paidOrders,
        paidToday: shown.days.at(-1)?.paidOrders,
      };
    };

    expect(await figures()).toEqual({ revenue: 0, revenueLast30Days: 0, paidOrders: 0, paidToday: 0 });
    expect(await figures()).toEqual({ revenue: 3500, revenueLast30Days: 3500, paidOrders: 2, paidToday: 2 });
  });
});
