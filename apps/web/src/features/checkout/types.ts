import type { ShippingAddress } from '@store/contracts';

export type { ShippingAddress };

export interface OrderItemDraft {
  product: string;
  name: string;
  quantity: number;
  size: string;
  price: number;
  image: string;
  colorVariantId: string | null;
  colorName: string | null;
  colorCode: string | null;
}

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
