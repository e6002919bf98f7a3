import { LIMITS } from '@store/contracts';

/** Storage keys, delay and shipping rule of the cart (spec sections 2, 4, 8 and 9). */
export const CART_STORAGE_KEY = 'cart-storage';

/** Cart changes are applied after this delay. */
export const CART_WRITE_DELAY_MS = 300;

/** The user id whose cart lines changed in this browser without the server confirming them yet. */
export const CART_UNSAVED_KEY = 'cart-unsaved';

/** Free shipping from ₹699, else ₹29. */
export const SHIPPING = {
  freeFrom: LIMITS.freeShippingThreshold,
  cost: LIMITS.shippingCost,
} as const;

export const SHIPPING_TEXT = {
  freeShippingUnlocked: "You've unlocked FREE shipping!",
  freeShippingRemaining: (amount: string) => `Add ${amount} more to get FREE shipping`,
} as const;
