import { salesDashboardProjection } from '@store/ordering';
import { fixedClock } from '@store/platform';
import { projectionMigrations, rebuildProjection } from '@store/projections';
// What GET /reports/sales-dashboard answers (not exported by @store/ordering: test-only import).
import { SalesDashboardQuery } from '@store/ordering/testing';
import { reportContext, runReport, salesByDay } from '../src';
import { KNOWN_NOW } from './support/known-log';
import { useKnownLogDatabase } from './support/known-log-database';

describe('sales by day agrees with the sales dashboard read model', () => {
  const known = useKnownLogDatabase({ migrations: [projectionMigrations], maxConnections: 4 });

  it("has the dashboard's paid orders, revenue and refunded for every day, from the log instead of the read model", async () => {
    const { database, eventStore } = known;
    await rebuildProjection(salesDashboardProjection, { db: database.db, eventStore, databaseUrl: database.url });
    const dashboard = await new SalesDashboardQuery(database.db as never, fixedClock(KNOWN_NOW)).dashboard();
    const fromDashboard = dashboard.days.filter((day) => day.paidOrders || day.revenue || day.refunded);

    const rows = await runReport(salesByDay, eventStore, { context: reportContext({ now: KNOWN_NOW }) });
    const fromReport = rows.map((row) => ({
      day: row.day,
      paidOrders: row.paid_orders,
      revenue: row.revenue,
      refunded: row.refunded,
    }));

    expect(fromDashboard).toHaveLength(3);
    expect(fromReport).toEqual(fromDashboard);
    expect(dashboard.revenue).toBe(rows.reduce((sum, row) => sum + Number(row.revenue), 0));
    expect(dashboard.paidOrders).toBe(rows.reduce((sum, row) => sum + Number(row.paid_orders), 0));
  });
});
