import { LIMITS, VALIDATION_MESSAGES } from '@store/contracts';

/** Razorpay's checkout script, loaded on demand (spec section 7, payment provider). */
export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
/** Give up on a script that neither loads nor fails. */
export const RAZORPAY_SCRIPT_TIMEOUT_MS = 20_000;

export const PAYMENT_BRAND_NAME = 'ThreadFit';
/** The store's red (the brand colour of index.css), the provider's theme colour. */
export const PAYMENT_THEME_COLOR = '#dc2626';
export const PAYMENT_CURRENCY = 'INR';
/** The provider's own in-window retries (spec section 9: payment retries up to 3). */
export const PROVIDER_RETRY_COUNT = LIMITS.paymentRetries;

/** Texts of spec section 8, 'Orders and payment'. */
export const PAYMENT_TEXT = {
  orderFailed: 'Failed to create order',
  configError: 'Payment configuration error',
  gatewayLoadFailed: 'Failed to load payment gateway',
  initiateFailed: 'Failed to initiate payment',
  cancelled: 'Payment cancelled',
  failed: (description: string) => `Payment failed: ${description}`,
  unknownFailure: 'Unknown error',
  verificationFailed: 'Payment verification failed',
  invalidOrderData: VALIDATION_MESSAGES.invalidOrderData,
  successful: 'Payment successful!',
} as const;
