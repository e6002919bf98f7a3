import { Type, type Static } from '@sinclair/typebox';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../orders';
import { IsoTimestamp, Nullable } from './common';
import { DeliveryEstimateSchema } from './delivery';
import { AddressFields } from './identity';

const OrderStatusSchema = Type.Union(ORDER_STATUSES.map((status) => Type.Literal(status)));
const PaymentStatusSchema = Type.Union(PAYMENT_STATUSES.map((status) => Type.Literal(status)));

/** Spec section 3, Order.shippingAddress. */
export const ShippingAddressSchema = Type.Object(
  { name: Type.String(), phone: Type.String(), ...AddressFields },
  { $id: 'ShippingAddress' },
);
export type ShippingAddress = Static<typeof ShippingAddressSchema>;

/** Spec section 3, Order.orderItems (a null colorVariantId is the 'Original' colour). */
export const OrderItemSchema = Type.Object(
  {
    product: Type.String(),
    productId: Type.String(),
    name: Type.String(),
    quantity: Type.Integer({ minimum: 1 }),
    size: Type.String(),
    price: Type.Number({ minimum: 0 }),
    /** The price struck through beside it when the order was placed (an offer applied), else null. */
    originalPrice: Nullable(Type.Number({ minimum: 0 })),
    image: Type.String(),
    colorVariantId: Nullable(Type.String()),
    colorName: Nullable(Type.String()),
    colorCode: Nullable(Type.String()),
    /** The product's HSN code when the order was placed (issue #42); absent in orders placed before it was kept. */
    hsn: Type.Optional(Type.String()),
    /** Rupees a discount code took off the whole line (issue #44); absent without one. */
    discount: Type.Optional(Type.Number({ minimum: 0 })),
  },
  { $id: 'OrderItem' },
);
export type OrderItem = Static<typeof OrderItemSchema>;

const PersonRef = Type.Object({ _id: Type.String(), name: Nullable(Type.String()), email: Nullable(Type.String()) });
const GuestCustomer = Type.Object({
  email: Nullable(Type.String()),
  name: Nullable(Type.String()),
  phone: Nullable(Type.String()),
});

/** Spec section 3, Order, as the storefront and the admin screens read it. */
export const OrderSchema = Type.Object(
  {
    _id: Type.String(),
    user: Nullable(PersonRef),
    guestCustomer: Nullable(GuestCustomer),
    customerEmail: Nullable(Type.String()),
    customerName: Nullable(Type.String()),
    customerPhone: Nullable(Type.String()),
    /** True once the customer's personal data was erased: name, contact and address read null ('Erased' on screen). */
    personalDataErased: Type.Optional(Type.Boolean()),
    orderItems: Type.Array(OrderItemSchema),
    shippingAddress: Nullable(ShippingAddressSchema),
    /** A business buyer's GSTIN given at checkout (B2B invoice), null for a consumer or once erased; absent in older shapes. */
    buyerGstin: Type.Optional(Nullable(Type.String())),
    /** The delivery promised for the pincode when the order was placed (issue #43); null without a pincode, absent in older shapes. */
    deliveryEstimate: Type.Optional(Nullable(DeliveryEstimateSchema)),
    paymentMethod: Type.Literal('razorpay'),
    itemsPrice: Type.Number({ minimum: 0 }),
    shippingCost: Type.Number({ minimum: 0 }),
    totalPrice: Type.Number({ minimum: 0 }),
    /** The discount code applied (issue #44, upper-cased) and the rupees it took off the items; null and 0 without one. */
    discountCode: Type.Optional(Nullable(Type.String())),
    discountTotal: Type.Optional(Type.Number({ minimum: 0 })),
    paymentStatus: PaymentStatusSchema,
    isPaid: Type.Boolean(),
    paidAt: Nullable(IsoTimestamp),
    orderStatus: OrderStatusSchema,
    status: OrderStatusSchema,
    /** Payment retries the order still allows (0 to 3). */
    paymentRetriesLeft: Type.Integer({ minimum: 0 }),
    /** Can it still be paid: payment pending or failed, not expired or cancelled, retries left. */
    canPay: Type.Boolean(),
    expiresAt: IsoTimestamp,
    expired: Type.Boolean(),
    /** Paid, will not be fulfilled (cancelled after payment, or paid too late) and not yet all refunded. */
    refundDue: Type.Boolean(),
    /** Rupees refunded or being refunded (admin views; refunds that failed do not count). */
    refunded: Type.Optional(Type.Number({ minimum: 0 })),
    /** Rupees still to refund while a refund is due (0 otherwise). */
    refundOutstanding: Type.Optional(Type.Number({ minimum: 0 })),
    deliveredAt: Nullable(IsoTimestamp),
    cancelledAt: Nullable(IsoTimestamp),
    createdAt: IsoTimestamp,
    updatedAt: IsoTimestamp,
    /** POST /orders/guest only: the guest order's access token (`?token=`, X-Order-Token or the body's orderToken). */
    accessToken: Type.Optional(Type.String()),
  },
  { $id: 'Order', additionalProperties: true },
);
export type Order = Static<typeof OrderSchema>;

export const OrderResponseSchema = Type.Object(
  { success: Type.Literal(true), order: OrderSchema, message: Type.Optional(Type.String()) },
  { $id: 'OrderResponse', additionalProperties: true },
);
export type OrderResponse = Static<typeof OrderResponseSchema>;

export const OrdersResponseSchema = Type.Object(
  { success: Type.Literal(true), orders: Type.Array(OrderSchema) },
  { $id: 'OrdersResponse', additionalProperties: true },
);
export type OrdersResponse = Static<typeof OrdersResponseSchema>;
