import Razorpay from 'razorpay';
import { GatewayUnavailableError, RefundRefusedError, type PaymentGateway, type ProviderOrder, type ProviderRefund, type RefundRequest } from './payment-gateway';

/** Razorpay's Orders API through its SDK (used when RAZORPAY_KEY_ID and the secrets are set). */
export class RazorpayGateway implements PaymentGateway {
  readonly kind = 'razorpay' as const;
  private readonly client: Razorpay;

  constructor(readonly keyId: string, keySecret: string, apiUrl = 'https://api.razorpay.com') {
    this.client = new Razorpay({ key_id: keyId, key_secret: keySecret });
    // The SDK has no host option; its axios instance is the documented way to reach a stand-in.
    (this.client as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL = apiUrl;
  }

  async createOrder(request: { amount: number; currency: 'INR'; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder> {
    try {
      const order = await this.client.orders.create({ amount: request.amount, currency: request.currency, receipt: request.receipt, notes: request.notes });
      return { id: order.id, amount: Number(order.amount), currency: 'INR' };
    } catch (error) {
      throw new GatewayUnavailableError(error);
    }
  }

  /** POST /v1/payments/{id}/refund through the SDK (payments.refund), speed normal. */
  async refund(request: RefundRequest): Promise<ProviderRefund> {
    try {
      const refund = await this.client.payments.refund(request.paymentId, { amount: request.amount, receipt: request.receipt, notes: request.notes, speed: 'normal' });
      const status = refund.status === 'processed' ? 'processed' : refund.status === 'failed' ? 'failed' : 'pending';
      return { id: refund.id, amount: Number(refund.amount), status };
    } catch (error) {
      const description = (error as { error?: { description?: unknown } })?.error?.description;
      throw new RefundRefusedError(typeof description === 'string' && description ? description : 'The payment provider could not be reached', error);
    }
  }
}
