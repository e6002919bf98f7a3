import { SHIPPING } from './constants';

/** Free shipping when the subtotal is at least ₹699; otherwise ₹29. */
export const shippingCostFor = (subtotal: number): number => (subtotal >= SHIPPING.freeFrom ? 0 : SHIPPING.cost);

export function orderTotals(subtotal: number) {
  const shipping = shippingCostFor(subtotal);
  return { subtotal, shipping, total: subtotal + shipping };
}

/** How far the subtotal is towards free shipping. */
export function freeShippingProgress(subtotal: number) {
  const remaining = Math.max(0, SHIPPING.freeFrom - subtotal);
  return {
    unlocked: remaining === 0,
    remaining,
    percent: Math.min(100, Math.max(0, Math.round((subtotal / SHIPPING.freeFrom) * 100))),
  };
}
