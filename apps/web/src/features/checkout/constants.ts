import { LIMITS, STOCK_MESSAGES } from '@store/contracts';

/** Shipping rule, storage key and texts of the checkout screens (spec sections 2, 5, 8 and 9). */
export const SHIPPING = {
  freeFrom: LIMITS.freeShippingThreshold,
  cost: LIMITS.shippingCost,
} as const;

/** sessionStorage: the product, colour, size and quantity chosen with Buy Now. */
export const BUY_NOW_STORAGE_KEY = 'buy-now-state';

export const CHECKOUT_TEXT = {
  addressIncomplete: 'Please fill in all required address fields',
  onlyInStock: STOCK_MESSAGES.onlyAvailable,
  emptyCart: 'Your cart is empty.',
  continueToPayment: 'Continue to Payment',
  paymentMethod: 'Pay online (UPI, cards, net banking)',
  freeShippingUnlocked: "You've unlocked FREE shipping!",
  freeShippingRemaining: (amount: string) => `Add ${amount} more to get FREE shipping`,
} as const;

export const PAYMENT_METHOD = 'razorpay';
