import type { GatewayPayment as GatewayResponse, PaymentConfig, ProviderOrderResponse } from '@store/contracts';

/** GET /payments/config: the public key and which gateway the server runs. */
export type { PaymentConfig } from '@store/contracts';

/** POST /payments/create-order(-guest): the provider's order for one of ours (amount in paise). */
export type ProviderOrder = ProviderOrderResponse;

/** What a successful checkout hands the browser (Razorpay's handler, the simulator's Pay). */
export type { GatewayPayment as GatewayResponse } from '@store/contracts';

/** What a failed payment reports (Razorpay's payment.failed error, the simulator's Fail). */
export interface GatewayError {
  code?: string;
  description?: string;
  source?: string;
  step?: string;
  reason?: string;
  metadata?: { order_id?: string; payment_id?: string };
}

/** How a payment window ended. */
export type PaymentOutcome =
  { kind: 'success'; response: GatewayResponse } | { kind: 'failed'; error: GatewayError } | { kind: 'cancelled' };

export interface PaymentPrefill {
  name?: string;
  email?: string;
  contact?: string;
}

/** Everything either gateway needs to open its payment window. */
export interface GatewayOptions {
  gateway: PaymentConfig['gateway'];
  key: string;
  /** In paise, as the server's create-order answered. */
  amount: number;
  currency: 'INR';
  /** The provider's order id. */
  providerOrderId: string;
  description: string;
  prefill: PaymentPrefill;
}
