/** GET /payments/config: the public key and which gateway the server runs. */
export interface PaymentConfig {
  key: string;
  gateway: 'razorpay' | 'simulated';
}

/** POST /payments/create-order(-guest): the provider's order for one of ours (amount in paise). */
export interface ProviderOrder {
  amount: number;
  currency: 'INR';
  /** The provider's order id ('order_...'), not ours. */
  orderId: string;
  message?: string;
}

/** What a successful checkout hands the browser (Razorpay's handler, the simulator's Pay). */
export interface GatewayResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

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
export type PaymentOutcome = { kind: 'success'; response: GatewayResponse } | { kind: 'failed'; error: GatewayError } | { kind: 'cancelled' };

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
