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
  createOrder(request: { amount: number; currency: 'INR'; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder>;
}

export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');

/** The provider could not be reached or refused: shown as 'Failed to initiate payment'. */
export class GatewayUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The payment provider could not create the order', { cause });
    this.name = 'GatewayUnavailableError';
  }
}
