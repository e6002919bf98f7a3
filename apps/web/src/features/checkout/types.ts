import type { OrderItemInput } from '@store/contracts';
import type { ShippingAddress } from '../../shared/address/types';

/** One line of the order-creation call (a null colorVariantId is the product's own, 'Original'). */
export type OrderItemDraft = OrderItemInput;

/** Everything the order-creation call needs (POST /orders or /orders/guest). */
export interface OrderDraft {
  kind: 'checkout' | 'guest' | 'buy-now';
  orderItems: OrderItemDraft[];
  shippingAddress: ShippingAddress;
  paymentMethod: 'razorpay';
  shippingCost: number;
  totalPrice: number;
  customerEmail?: string;
}
