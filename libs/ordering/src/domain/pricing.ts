import { LIMITS } from '@store/contracts';

/** Rupees rounded to paise, so sums of prices never drift. */
export const roundRupees = (amount: number) => Math.round(amount * 100) / 100;

/** Spec section 9: free shipping from 699, else 29. */
export const shippingFor = (itemsPrice: number) =>
  itemsPrice >= LIMITS.freeShippingThreshold ? 0 : LIMITS.shippingCost;

export function orderTotals(lines: { price: number; quantity: number }[]) {
  const itemsPrice = roundRupees(lines.reduce((sum, line) => sum + line.price * line.quantity, 0));
  const shippingCost = shippingFor(itemsPrice);
  return { itemsPrice, shippingCost, totalPrice: roundRupees(itemsPrice + shippingCost) };
}

/** The provider charges in paise. */
export const toPaise = (rupees: number) => Math.round(rupees * 100);
