import { VALIDATION_MESSAGES } from '@store/contracts';

/** The spec's payment texts (section 8) and the server's own. */
export const PAYMENT_MESSAGES = {
  invalidOrderData: VALIDATION_MESSAGES.invalidOrderData,
  verificationFailed: 'Payment verification failed',
  currencyInr: 'Currency must be INR',
  initiateFailed: 'Failed to initiate payment',
  orderCreated: 'Payment order created',
  verified: 'Payment verified successfully',
  failureRecorded: 'Payment failure recorded',
  invalidWebhook: 'Invalid webhook signature',
} as const;
