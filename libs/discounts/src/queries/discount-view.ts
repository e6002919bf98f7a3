import type { Discount } from '@store/contracts';
import { usesOf, type DiscountState } from '../domain/discount';
import type { DiscountAdminTable } from '../projections/discount-tables';

const iso = (value: Date | string) => new Date(value).toISOString();
const money = (value: string | number | null) => (value === null ? null : Number(value));

/** A discount as the API answers it, from its own events (always current). */
export function toDiscountView(state: DiscountState): Discount {
  const rules = state.rules!;
  const { used, held, discountGiven } = usesOf(state);
  return {
    _id: state.discountId,
    ...rules,
    uses: used,
    reserved: held,
    discountGiven,
    createdAt: state.createdAt,
    updatedAt: state.updatedAt,
  };
}

/** A row of the admin's list, with its counts. */
export function rowToDiscountView(
  row: Omit<DiscountAdminTable, 'created_at' | 'updated_at'> & { created_at: Date | string; updated_at: Date | string },
  counts: { uses: number; reserved: number; discountGiven: number },
): Discount {
  return {
    _id: row.id,
    code: row.code,
    type: row.type as Discount['type'],
    value: Number(row.value),
    minSubtotal: money(row.min_subtotal),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    usageLimit: row.usage_limit,
    perCustomerLimit: row.per_customer_limit,
    firstOrderOnly: row.first_order_only,
    productIds: JSON.parse(row.product_ids) as string[],
    category: row.category,
    isActive: row.is_active,
    ...counts,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}
