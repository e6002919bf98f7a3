/** Order status values of spec section 4. */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Payment status values of spec section 4. */
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * The status changes an admin may make with PUT /orders/{id}/status (the spec leaves them open):
 * pending -> confirmed happens only through a verified payment; cancelled and returned are final.
 * The server enforces them; the admin screen offers only these.
 */
export const ADMIN_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['cancelled'],
  confirmed: ['processing', 'shipped', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered', 'returned'],
  delivered: ['returned'],
  cancelled: [],
  returned: [],
};

/** The admin order list's customer filter: orders of registered shoppers or of guests. */
export const ORDER_CUSTOMER_KINDS = ['registered', 'guest'] as const;
export type OrderCustomerKind = (typeof ORDER_CUSTOMER_KINDS)[number];

/** The admin order list's filters (GET /orders and GET /orders/export), all optional. */
export interface AdminOrderFilters {
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  /** Placed on or after this day (YYYY-MM-DD, India time). */
  from?: string;
  /** Placed on or before this day (YYYY-MM-DD, India time). */
  to?: string;
  customer?: OrderCustomerKind;
  /** Order id (or its last characters), customer name, e-mail or phone. */
  search?: string;
}
