import Razorpay from 'razorpay';
import {
  GatewayUnavailableError,
  RefundOutcomeUnknownError,
  RefundRefusedError,
  type PaymentGateway,
  type ProviderOrder,
  type ProviderRefund,
  type RefundRequest,
} from './payment-gateway';

interface RazorpayRefund {
  id: string;
  amount?: number | string;
  status: string;
  receipt?: string | null;
}

const toRefund = (refund: RazorpayRefund): ProviderRefund => ({
  id: refund.id,
  amount: Number(refund.amount ?? 0),
  status: refund.status === 'processed' ? 'processed' : refund.status === 'failed' ? 'failed' : 'pending',
});

/** Razorpay answered with a 4xx and said why: a refusal. Anything else (no answer, a 5xx) leaves the outcome unknown. */
function refundError(error: unknown): Error {
  const { statusCode, error: body } = (error ?? {}) as { statusCode?: unknown; error?: { description?: unknown } };
  const description = body?.description;
  if (
    typeof statusCode === 'number' &&
    statusCode >= 400 &&
    statusCode < 500 &&
    typeof description === 'string' &&
    description
  )
    return new RefundRefusedError(description, error);
  return new RefundOutcomeUnknownError(error);
}

/** Refunds one payment can have at most in one page of Razorpay's list (its maximum count). */
const REFUNDS_PAGE = 100;

/** Razorpay's Orders API through its SDK (used when RAZORPAY_KEY_ID and the secrets are set). */
export class RazorpayGateway implements PaymentGateway {
  readonly kind = 'razorpay' as const;
  private readonly client: Razorpay;

  constructor(
    readonly keyId: string,
    keySecret: string,
    apiUrl = 'https://api.razorpay.com',
    timeoutMs = 15_000,
  ) {
    this.client = new Razorpay({ key_id: keyId, key_secret: keySecret });
    // The SDK has no host or timeout option; its axios instance is the documented way to set them
    // (without a timeout, a call Razorpay never answers would hold the request forever).
    const defaults = (this.client as unknown as { api: { rq: { defaults: { baseURL: string; timeout: number } } } }).api
      .rq.defaults;
    defaults.baseURL = apiUrl;
    defaults.timeout = timeoutMs;
  }

  async createOrder(request: {
    amount: number;
    currency: 'INR';
    receipt: string;
    notes: Record<string, string>;
  }): Promise<ProviderOrder> {
    try {
      const order = await this.client.orders.create({
        amount: request.amount,
        currency: request.currency,
        receipt: request.receipt,
        notes: request.notes,
      });
      return { id: order.id, amount: Number(order.amount), currency: 'INR' };
    } catch (error) {
      throw new GatewayUnavailableError(error);
    }
  }

  /** POST /v1/payments/{id}/refund through the SDK (payments.refund), speed normal. */
  async refund(request: RefundRequest): Promise<ProviderRefund> {
    try {
      return toRefund(
        await this.client.payments.refund(request.paymentId, {
          amount: request.amount,
          receipt: request.receipt,
          notes: request.notes,
          speed: 'normal',
        }),
      );
    } catch (error) {
      throw refundError(error);
    }
  }

  /** GET /v1/payments/{id}/refunds (payments.fetchMultipleRefund), matched on our receipt. */
  async findRefund(paymentId: string, receipt: string): Promise<ProviderRefund | null> {
    try {
      const page = (await this.client.payments.fetchMultipleRefund(paymentId, { count: REFUNDS_PAGE })) as unknown as {
        items?: RazorpayRefund[];
      };
      const found = (page.items ?? []).find((refund) => refund.receipt === receipt);
      return found ? toRefund(found) : null;
    } catch (error) {
      throw new RefundOutcomeUnknownError(error);
    }
  }

  /** GET /v1/payments/{id}/refunds/{refund id} (payments.fetchRefund). */
  async fetchRefund(paymentId: string, providerRefundId: string): Promise<ProviderRefund> {
    try {
      return toRefund(
        (await this.client.payments.fetchRefund(paymentId, providerRefundId)) as unknown as RazorpayRefund,
      );
    } catch (error) {
      throw new RefundOutcomeUnknownError(error);
    }
  }
}
