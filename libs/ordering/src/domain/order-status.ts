import { ORDER_STATUSES, type OrderStatus } from '@store/contracts';

export { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from '@store/contracts';

/** The transitions an admin may make with PUT /orders/{id}/status: kept in libs/contracts so the admin screen offers the same. */
export { ADMIN_TRANSITIONS } from '@store/contracts';

/** A shopper may cancel their own order until it ships. */
export const CANCELLABLE_BY_OWNER: readonly OrderStatus[] = ['pending', 'confirmed', 'processing'];

export const isOrderStatus = (value: unknown): value is OrderStatus => ORDER_STATUSES.includes(value as OrderStatus);
