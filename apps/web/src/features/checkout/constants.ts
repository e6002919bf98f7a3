import { STOCK_MESSAGES } from '@store/contracts';

/** Texts of the checkout screens (spec sections 2, 5, 8 and 9). */
export const CHECKOUT_TEXT = {
  addressIncomplete: 'Please fill in all required address fields',
  onlyInStock: STOCK_MESSAGES.onlyAvailable,
  emptyCart: 'Your cart is empty.',
  continueToPayment: 'Continue to Payment',
  paymentMethod: 'Pay online (UPI, cards, net banking)',
  addressSaved: 'Address saved to your profile!',
  buyerGstinLabel: 'GSTIN (for a business invoice)',
  buyerGstinHint: 'Optional. Your business’s 15-character GSTIN: the tax invoice will name it.',
} as const;

export const PAYMENT_METHOD = 'razorpay';
