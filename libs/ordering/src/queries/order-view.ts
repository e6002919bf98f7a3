import type { Order } from '@store/contracts';
import { canPay, paymentRetriesLeft, type OrderState } from '../domain/order';
import { toPaise } from '../domain/pricing';

/**
 * The spec's Order (section 3) as the storefront and the admin screens read it. `refunded`: what
 * the order's refund ledger holds or paid back (every refund not failed); a refund is due while a
 * paid order that will not be fulfilled still has money to give back.
 */
export function toOrderView(state: OrderState, updatedAt?: string, refunded = 0): Order {
  const { customer } = state;
  const refundOutstanding = state.refundDue ? Math.max(0, toPaise(state.totalPrice) - toPaise(refunded)) / 100 : 0;
  return {
    _id: state.orderId,
    user: state.userId ? { _id: state.userId, name: customer?.name ?? null, email: customer?.email ?? null } : null,
    guestCustomer: state.userId
      ? null
      : { email: customer?.email ?? null, name: customer?.name ?? null, phone: customer?.phone ?? null },
    customerEmail: customer?.email ?? null,
    customerName: customer?.name ?? null,
    customerPhone: customer?.phone ?? null,
    /** The customer's name, contact and address were erased (the order itself stays, for the accounts). */
    personalDataErased: customer === null,
    orderItems: state.items.map((item) => ({
      ...item,
      originalPrice: item.originalPrice ?? null,
      product: item.productId,
    })),
    shippingAddress: state.shippingAddress,
    buyerGstin: state.buyerGstin ?? null,
    // Rows the order view projection folded before issue #43 hold no estimate.
    deliveryEstimate: state.deliveryEstimate ?? null,
    paymentMethod: 'razorpay',
    itemsPrice: state.itemsPrice,
    shippingCost: state.shippingCost,
    totalPrice: state.totalPrice,
    discountCode: state.discount?.code ?? null,
    discountTotal: state.discount?.total ?? 0,
    paymentStatus: state.paymentStatus,
    isPaid: state.isPaid,
    paidAt: state.paidAt,
    orderStatus: state.status,
    status: state.status,
    paymentRetriesLeft: state.isPaid ? 0 : paymentRetriesLeft(state),
    canPay: canPay(state),
    expiresAt: state.expiresAt,
    expired: state.expired,
    refundDue: refundOutstanding > 0,
    refunded,
    refundOutstanding,
    deliveredAt: state.deliveredAt,
    cancelledAt: state.cancelledAt,
    createdAt: state.placedAt,
    updatedAt: updatedAt ?? state.placedAt,
  };
}

export type OrderView = Order;
