import type { Kysely } from 'kysely';
import type { OrderState } from '../domain/order';

/** The figures the dashboard shows, kept as running counters (never counted over orders per request). */
export const SALES_COUNTERS = [
  'revenue',
  'paid_orders',
  'awaiting_shipment',
  'payments_pending',
  'refunds_due',
  'refunded',
  'orders_placed',
] as const;
export type SalesCounter = (typeof SALES_COUNTERS)[number];

export interface SalesDashboardTables {
  /** Per India day: orders paid and their revenue, refunds requested (rupees). */
  sales_daily: { day: string; paid_orders: number; revenue: string; refunded: string };
  sales_counters: { name: string; value: string };
  sales_product_units: { product_id: string; name: string; units: number };
  sales_size_units: { size: string; units: number };
  /** The projection's own memory of each order (what its counters last counted it as). */
  sales_order_memory: { order_id: string; state: OrderState; refunded: string };
  sales_refund_memory: { refund_id: string; order_id: string; amount: string; failed: boolean };
}

/** A day in India time (the store's), YYYY-MM-DD. */
export const indiaDay = (iso: string) => new Date(new Date(iso).getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);

/** The dashboard's tables: its figures, and the projection's memory of the orders and refunds it counted. */
export async function createSalesDashboardTables(db: Kysely<SalesDashboardTables>) {
  await db.schema
    .createTable('sales_daily')
    .addColumn('day', 'date', (col) => col.primaryKey())
    .addColumn('paid_orders', 'integer', (col) => col.notNull())
    .addColumn('revenue', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('refunded', 'numeric(14, 2)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('sales_counters')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'numeric(16, 0)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('sales_product_units')
    .addColumn('product_id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('units', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('sales_size_units')
    .addColumn('size', 'text', (col) => col.primaryKey())
    .addColumn('units', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('sales_order_memory')
    .addColumn('order_id', 'text', (col) => col.primaryKey())
    .addColumn('state', 'jsonb', (col) => col.notNull())
    .addColumn('refunded', 'numeric(14, 2)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('sales_refund_memory')
    .addColumn('refund_id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) => col.notNull())
    .addColumn('amount', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('failed', 'boolean', (col) => col.notNull())
    .execute();
}
