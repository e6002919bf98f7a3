/** An order as the API sends it (spec section 3, Order). */
export type { Order, OrderItem } from '@store/contracts';
