import type { OrderItemRequest } from '@store/contracts/requests';
import type { ShippingAddress } from '../../shared/address/types';

/**
 * One line of the order-creation call (a null colorVariantId is the product's own, 'Original'),
 * with what the checkout shows of it: the server prices the line itself and drops the rest.
 */
export type OrderItemDraft = OrderItemRequest & {
  name: string;
  price: number;
  image: string;
  colorVariantId: string | null;
  colorName: string | null;
  colorCode: string | null;
};

/** Everything the order-creation call needs (POST /orders or /orders/guest). */
export interface OrderDraft {
  kind: 'checkout' | 'guest' | 'buy-now';
  orderItems: OrderItemDraft[];
  shippingAddress: ShippingAddress;
  paymentMethod: 'razorpay';
  shippingCost: number;
  totalPrice: number;
  customerEmail?: string;
  /** A business buyer's GSTIN (checked and normalised), for a B2B tax invoice; absent for a consumer. */
  buyerGstin?: string;
  /** A discount code the server accepted for these items (issue #44); the server checks and prices it again. */
  discountCode?: string;
}
