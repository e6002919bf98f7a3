// The admin dashboard's query, for tests that check other read models agree with it.
export { SalesDashboardQuery } from '../queries/sales-dashboard.query';
