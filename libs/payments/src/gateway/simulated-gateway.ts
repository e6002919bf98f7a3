import type { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import type { PaymentGateway, ProviderOrder, ProviderRefund, RefundRequest } from './payment-gateway';
import { paymentSignature } from './signatures';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay-like ids: a prefix and 14 alphanumerics (order_..., pay_...). */
export const providerId = (prefix: 'order' | 'pay' | 'rfnd') =>
  `${prefix}_${[...randomBytes(14)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;

export const SIMULATED_KEY_ID = 'rzp_test_simulated';
const ONE_DAY_SECONDS = 86_400;

export interface SimulatedPayment {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/**
 * The local stand-in for Razorpay (no keys configured): the same ids, amounts in paise and the
 * same checkout signature scheme with the configured key secret. Its orders live in Redis for a
 * day, so any API process can complete a payment another one started.
 */
export class SimulatedGateway implements PaymentGateway {
  readonly kind = 'simulated' as const;
  readonly keyId = SIMULATED_KEY_ID;

  constructor(
    private readonly redis: Redis,
    private readonly keySecret: string,
    private readonly prefix: string,
  ) {}

  private key(providerOrderId: string) {
    return `${this.prefix}:simulated-gateway:${providerOrderId}`;
  }

  async createOrder(request: { amount: number; currency: 'INR'; receipt: string }): Promise<ProviderOrder> {
    const order: ProviderOrder = { id: providerId('order'), amount: request.amount, currency: request.currency };
    await this.redis.set(
      this.key(order.id),
      JSON.stringify({ ...order, receipt: request.receipt }),
      'EX',
      ONE_DAY_SECONDS,
    );
    return order;
  }

  async find(providerOrderId: string): Promise<(ProviderOrder & { receipt: string }) | null> {
    if (!/^order_[A-Za-z0-9]{14}$/.test(providerOrderId)) return null;
    const stored = await this.redis.get(this.key(providerOrderId));
    return stored ? JSON.parse(stored) : null;
  }

  private refundKey(paymentId: string, receipt: string) {
    return `${this.prefix}:simulated-gateway:refund:${paymentId}:${receipt}`;
  }

  /** Refunds at once, in Razorpay's shape ('processed'; one refund per payment and receipt, as a retry would find it). */
  async refund(request: RefundRequest): Promise<ProviderRefund> {
    const key = this.refundKey(request.paymentId, request.receipt);
    const refund: ProviderRefund = { id: providerId('rfnd'), amount: request.amount, status: 'processed' };
    const created = await this.redis.set(key, JSON.stringify(refund), 'EX', ONE_DAY_SECONDS, 'NX');
    if (created)
      await this.redis.set(this.refundKey(request.paymentId, refund.id), JSON.stringify(refund), 'EX', ONE_DAY_SECONDS);
    return created ? refund : (JSON.parse((await this.redis.get(key)) ?? JSON.stringify(refund)) as ProviderRefund);
  }

  async findRefund(paymentId: string, receipt: string): Promise<ProviderRefund | null> {
    const stored = await this.redis.get(this.refundKey(paymentId, receipt));
    return stored ? (JSON.parse(stored) as ProviderRefund) : null;
  }

  async fetchRefund(paymentId: string, providerRefundId: string): Promise<ProviderRefund> {
    const stored = await this.redis.get(this.refundKey(paymentId, providerRefundId));
    if (!stored) throw new Error(`No refund ${providerRefundId} of ${paymentId}`);
    return JSON.parse(stored) as ProviderRefund;
  }

  /** What Razorpay's checkout hands the shopper's browser after a successful payment. */
  pay(providerOrderId: string): SimulatedPayment {
    const paymentId = providerId('pay');
    return {
      razorpay_order_id: providerOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(providerOrderId, paymentId, this.keySecret),
    };
  }

  /** What Razorpay's checkout reports on payment.failed. */
  fail(providerOrderId: string, description: string) {
    return {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description,
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: providerOrderId, payment_id: providerId('pay') },
      },
    };
  }
}
