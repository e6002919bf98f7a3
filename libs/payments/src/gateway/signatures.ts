import { createHmac, timingSafeEqual } from 'node:crypto';

const hmacHex = (payload: string | Buffer, secret: string) =>
  createHmac('sha256', secret).update(payload).digest('hex');

/** Compares two hex signatures in constant time (a length mismatch is simply false). */
function sameSignature(expected: string, received: unknown): boolean {
  if (typeof received !== 'string' || !/^[0-9a-f]+$/i.test(received)) return false;
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(received.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Razorpay's checkout signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export const paymentSignature = (providerOrderId: string, paymentId: string, keySecret: string) =>
  hmacHex(`${providerOrderId}|${paymentId}`, keySecret);

export const isValidPaymentSignature = (
  providerOrderId: string,
  paymentId: string,
  signature: unknown,
  keySecret: string,
) => sameSignature(paymentSignature(providerOrderId, paymentId, keySecret), signature);

/** Razorpay's webhook signature: HMAC-SHA256 of the raw request body with the webhook secret. */
export const webhookSignature = (rawBody: string | Buffer, webhookSecret: string) => hmacHex(rawBody, webhookSecret);

export const isValidWebhookSignature = (rawBody: Buffer, signature: unknown, webhookSecret: string) =>
  sameSignature(webhookSignature(rawBody, webhookSecret), signature);
