import { normaliseGstin } from '@store/contracts';
import type { CartLine } from '../../shared/cart/types';
import { PAYMENT_METHOD } from './constants';
import { orderTotals } from '../../shared/cart/shipping';
import type { ShippingAddress } from '../../shared/address/types';
import type { OrderDraft, OrderItemDraft } from './types';

export function orderItemFromLine(line: CartLine): OrderItemDraft {
  return {
    product: line.product._id,
    name: line.product.name,
    quantity: line.quantity,
    size: line.size,
    price: line.price,
    image: line.image,
    colorVariantId: line.colorVariantId,
    colorName: line.colorName,
    colorCode: line.colorCode,
  };
}

/** What the address step adds to an order besides its address, each optional. */
export interface OrderContact {
  customerEmail?: string;
  buyerGstin?: string;
  /** The applied discount code and the server's total after it (issue #44). */
  discount?: { code: string; shippingCost: number; totalPrice: number } | null;
}

/** The order payload for the items and address; shipping and total follow the ₹699 rule. */
export function buildOrderDraft(
  kind: OrderDraft['kind'],
  orderItems: OrderItemDraft[],
  shippingAddress: ShippingAddress,
  { customerEmail, buyerGstin, discount }: OrderContact = {},
): OrderDraft {
  const subtotal = orderItems.reduce((total, item) => total + item.price * item.quantity, 0);
  const { shipping, total } = discount
    ? { shipping: discount.shippingCost, total: discount.totalPrice }
    : orderTotals(subtotal);
  const email = customerEmail?.trim();
  const gstin = normaliseGstin(buyerGstin ?? '');
  return {
    kind,
    orderItems,
    shippingAddress: { ...shippingAddress, name: shippingAddress.name.trim(), phone: shippingAddress.phone.trim() },
    paymentMethod: PAYMENT_METHOD,
    shippingCost: shipping,
    totalPrice: total,
    ...(email ? { customerEmail: email } : {}),
    ...(gstin ? { buyerGstin: gstin } : {}),
    ...(discount ? { discountCode: discount.code } : {}),
  };
}
