import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, string, string>;

/** GET /admin/discounts and /admin/discounts/{id}: one row per code (deleted ones kept for the totals). */
export interface DiscountAdminTable {
  id: string;
  code: string;
  type: string;
  value: string | number;
  min_subtotal: string | number | null;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  first_order_only: boolean;
  /** JSON list of product ids. */
  product_ids: string;
  category: string | null;
  is_active: boolean;
  deleted: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Each order's hold on a code: held while unpaid, used once paid; a released hold's row is removed. */
export interface DiscountHoldTable {
  discount_id: string;
  order_id: string;
  amount: string | number;
  used: boolean;
}

export interface DiscountReadTables {
  discount_admin: DiscountAdminTable;
  discount_hold: DiscountHoldTable;
}
