/** The payment provider's side of a payment: the rest of the code never knows which one runs. */
export interface ProviderOrder {
  /** The provider's order id (order_...), opened by the checkout. */
  id: string;
  /** Paise. */
  amount: number;
  currency: 'INR';
}

export interface PaymentGateway {
  readonly kind: 'razorpay' | 'simulated';
  /** The public key the checkout is opened with. */
  readonly keyId: string;
  createOrder(request: {
    amount: number;
    currency: 'INR';
    receipt: string;
    notes: Record<string, string>;
  }): Promise<ProviderOrder>;
  /** Pays back part or all of a captured payment (Razorpay's refunds API); amount in paise. */
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /** The payment's refund made with our refund id as receipt, or null: did a call whose answer was lost go through? */
  findRefund(paymentId: string, receipt: string): Promise<ProviderRefund | null>;
  /** A refund's state now (a pending refund whose webhook never came). */
  fetchRefund(paymentId: string, providerRefundId: string): Promise<ProviderRefund>;
}

export interface RefundRequest {
  paymentId: string;
  /** Paise. */
  amount: number;
  /** Our refund id: Razorpay's receipt, so its dashboard and webhooks name it. */
  receipt: string;
  notes: Record<string, string>;
}

/** The provider's refund: Razorpay answers 'pending' (then a refund.processed / refund.failed webhook) or 'processed'. */
export interface ProviderRefund {
  id: string;
  /** Paise. */
  amount: number;
  status: 'pending' | 'processed' | 'failed';
}

/** The provider refused the refund (its answer says so): recorded as failed with this reason. */
export class RefundRefusedError extends Error {
  constructor(
    readonly reason: string,
    cause?: unknown,
  ) {
    super(reason, { cause });
    this.name = 'RefundRefusedError';
  }
}

/**
 * No answer (timeout, connection lost, the provider's own error): the refund may or may not have
 * been made, so it is neither recorded as failed nor asked again blindly; the settle-refund job
 * looks it up by its receipt first.
 */
export class RefundOutcomeUnknownError extends Error {
  constructor(cause?: unknown) {
    super('The payment provider did not answer the refund', { cause });
    this.name = 'RefundOutcomeUnknownError';
  }
}

export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');

/** The provider could not be reached or refused: shown as 'Failed to initiate payment'. */
export class GatewayUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The payment provider could not create the order', { cause });
    this.name = 'GatewayUnavailableError';
  }
}
