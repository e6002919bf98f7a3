import type { DeliveryEstimate } from '@store/contracts';
import type { OrderPersonalRef } from './order-personal';
import type { OrderStatus } from './order-status';

export interface OrderLine {
  productId: string;
  name: string;
  quantity: number;
  size: string;
  /** Unit price in rupees that the server charged (the offer price while the offer was valid). */
  price: number;
  /** The price struck through beside it when the order was placed (the catalogue's displayOriginalPrice), else null; absent in orders placed before it was kept. */
  originalPrice?: number | null;
  image: string;
  colorVariantId: string | null;
  colorName: string | null;
  colorCode: string | null;
  /** The product's HSN code when the order was placed (its tax invoice prints it); absent in orders placed before it was kept. */
  hsn?: string;
  /** Rupees a discount code took off the whole line (issue #44; its tax invoice's discount column); absent without one. */
  discount?: number;
}

/** The discount code an order was placed with (issue #44): which discount, its code, the rupees off the items. */
export interface OrderDiscount {
  discountId: string;
  code: string;
  total: number;
}

export type { ShippingAddress } from '@store/contracts';
export type { Customer } from './order-personal';

/** How a payment reached us: the shopper's browser (verify), Razorpay's webhook, or an admin. */
export type PaymentSource = 'verify' | 'webhook' | 'admin';

export type OrderEvent =
  | {
      type: 'OrderPlaced';
      data: {
        orderId: string;
        userId: string | null;
        /** The customer and the shipping address, sealed under `order:<orderId>` (see order-personal.ts). */
        personal: OrderPersonalRef;
        items: OrderLine[];
        paymentMethod: 'razorpay';
        itemsPrice: number;
        shippingCost: number;
        totalPrice: number;
        expiresAt: string;
        at: string;
        /**
         * The delivery promised for the address's pincode when it was placed (issue #43); null for
         * an order without a pincode (Buy Now may leave it out); absent in orders placed before.
         */
        deliveryEstimate?: DeliveryEstimate | null;
        /** The discount code applied (issue #44): itemsPrice is before it, totalPrice after it; absent without one. */
        discount?: OrderDiscount | null;
      };
    }
  | {
      type: 'PaymentStarted';
      data: { orderId: string; providerOrderId: string; amount: number; currency: 'INR'; at: string };
    }
  | {
      type: 'PaymentFailed';
      data: {
        orderId: string;
        providerOrderId: string;
        paymentId: string | null;
        reason: string;
        source: PaymentSource;
        at: string;
      };
    }
  | {
      type: 'OrderPaid';
      data: {
        orderId: string;
        paymentId: string;
        providerOrderId: string;
        source: PaymentSource;
        reinstated: boolean;
        at: string;
      };
    }
  /** Paid after it expired and its stock was sold meanwhile: the money must go back. */
  | {
      type: 'OrderPaidUnfulfillable';
      data: { orderId: string; paymentId: string; providerOrderId: string; source: PaymentSource; at: string };
    }
  | {
      type: 'OrderCancelled';
      data: { orderId: string; from: OrderStatus; by: 'owner' | 'admin'; refundDue: boolean; at: string };
    }
  | { type: 'OrderExpired'; data: { orderId: string; at: string } }
  | { type: 'OrderStatusChanged'; data: { orderId: string; from: OrderStatus; to: OrderStatus; at: string } };

export type OrderEventType = OrderEvent['type'];

export const ORDER_EVENT_TYPES: OrderEventType[] = [
  'OrderPlaced',
  'PaymentStarted',
  'PaymentFailed',
  'OrderPaid',
  'OrderPaidUnfulfillable',
  'OrderCancelled',
  'OrderExpired',
  'OrderStatusChanged',
];
