import { LIMITS } from '@store/contracts';

/** Rupees rounded to paise, so sums of prices never drift. */
export const roundRupees = (amount: number) => Math.round(amount * 100) / 100;

/** Spec section 9: free shipping from 699, else 29. */
export const shippingFor = (itemsPrice: number) =>
  itemsPrice >= LIMITS.freeShippingThreshold ? 0 : LIMITS.shippingCost;

/**
 * The order's figures: `itemsPrice` before any discount code; shipping decided on the items after
 * the discount (issue #44: a code that takes the cart under ₹699 brings shipping back); the total
 * charged is the items less the discount, plus shipping.
 */
export function orderTotals(lines: { price: number; quantity: number }[], discountTotal = 0) {
  const itemsPrice = roundRupees(lines.reduce((sum, line) => sum + line.price * line.quantity, 0));
  const afterDiscount = roundRupees(Math.max(0, itemsPrice - discountTotal));
  const shippingCost = shippingFor(afterDiscount);
  return { itemsPrice, shippingCost, totalPrice: roundRupees(afterDiscount + shippingCost) };
}

/** The provider charges in paise. */
export const toPaise = (rupees: number) => Math.round(rupees * 100);
