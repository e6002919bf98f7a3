import type { ShippingAddress } from '../checkout/types';

/** An order as the storefront reads it (spec section 3, Order). */
export interface OrderItem {
  product?: string | { _id: string; name?: string };
  name: string;
  quantity: number;
  size?: string;
  price: number;
  image?: string;
  colorVariantId?: string | null;
  colorName?: string | null;
  colorCode?: string | null;
}

export interface Order {
  _id: string;
  user?: string | { _id: string; name?: string } | null;
  guestCustomer?: { email?: string } | string | null;
  customerEmail?: string;
  customerName?: string;
  customerPhone?: string;
  createdAt?: string;
  orderItems: OrderItem[];
  shippingAddress?: Partial<ShippingAddress>;
  paymentMethod?: string;
  itemsPrice?: number;
  shippingCost?: number;
  totalPrice: number;
  paymentStatus?: string;
  isPaid?: boolean;
  paidAt?: string | null;
  orderStatus?: string;
  status?: string;
  /** Payment retries the order still allows (0 to 3). */
  paymentRetriesLeft?: number;
  /** Can it still be paid: payment pending or failed, not expired or cancelled, retries left. */
  canPay?: boolean;
}
