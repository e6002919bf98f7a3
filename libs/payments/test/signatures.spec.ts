import { createHmac } from 'node:crypto';
import {
  isValidPaymentSignature,
  isValidWebhookSignature,
  paymentSignature,
  webhookSignature,
} from '../src/gateway/signatures';

const hmac = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('hex');

describe("Razorpay's checkout signature", () => {
  const secret = 'key_secret_for_tests';

  it('is HMAC-SHA256 of `order_id|payment_id` with the key secret, in hex', () => {
    expect(paymentSignature('order_ABCDEFGHIJKLMN', 'pay_ZYXWVUTSRQPONM', secret)).toBe(
      hmac('order_ABCDEFGHIJKLMN|pay_ZYXWVUTSRQPONM', secret),
    );
    expect(paymentSignature('order_A', 'pay_B', secret)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts the signature made with the same secret, in either hex case', () => {
    const signature = paymentSignature('order_A', 'pay_B', secret);
    expect(isValidPaymentSignature('order_A', 'pay_B', signature, secret)).toBe(true);
    expect(isValidPaymentSignature('order_A', 'pay_B', signature.toUpperCase(), secret)).toBe(true);
  });

  it('refuses a signature made with another secret, or for another order or payment', () => {
    const signature = paymentSignature('order_A', 'pay_B', secret);
    expect(
      isValidPaymentSignature('order_A', 'pay_B', paymentSignature('order_A', 'pay_B', 'another_secret'), secret),
    ).toBe(false);
    expect(isValidPaymentSignature('order_X', 'pay_B', signature, secret)).toBe(false);
    expect(isValidPaymentSignature('order_A', 'pay_X', signature, secret)).toBe(false);
    // the separator matters: `order_A|pay_B` is not `order_Ap|ay_B`
    expect(isValidPaymentSignature('order_Ap', 'ay_B', signature, secret)).toBe(false);
  });

  it('refuses signatures of the wrong length (timingSafeEqual is never asked to compare them)', () => {
    const signature = paymentSignature('order_A', 'pay_B', secret);
    expect(isValidPaymentSignature('order_A', 'pay_B', signature.slice(0, 62), secret)).toBe(false);
    expect(isValidPaymentSignature('order_A', 'pay_B', `${signature}00`, secret)).toBe(false);
    expect(isValidPaymentSignature('order_A', 'pay_B', signature.slice(0, 63), secret)).toBe(false); // odd length: Buffer drops the half byte
    expect(isValidPaymentSignature('order_A', 'pay_B', '', secret)).toBe(false);
  });

  it('refuses what is not a hex string', () => {
    const signature = paymentSignature('order_A', 'pay_B', secret);
    for (const received of [
      undefined,
      null,
      42,
      { signature },
      [signature],
      `${signature.slice(0, 63)}g`,
      ` ${signature}`,
    ]) {
      expect(isValidPaymentSignature('order_A', 'pay_B', received, secret)).toBe(false);
    }
  });
});

describe("Razorpay's webhook signature", () => {
  const secret = 'webhook_secret_for_tests';
  const body = '{"event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_1","order_id":"order_1"}}}}';

  it('is HMAC-SHA256 of the raw request body with the webhook secret', () => {
    expect(webhookSignature(body, secret)).toBe(hmac(body, secret));
    expect(webhookSignature(Buffer.from(body), secret)).toBe(hmac(body, secret));
  });

  it('accepts the signature of the exact raw bytes', () => {
    expect(isValidWebhookSignature(Buffer.from(body), webhookSignature(body, secret), secret)).toBe(true);
  });

  it('refuses the same JSON re-serialised (whitespace changes the bytes), another secret, or a wrong length', () => {
    const signature = webhookSignature(body, secret);
    const reformatted = Buffer.from(JSON.stringify(JSON.parse(body), null, 2));
    expect(isValidWebhookSignature(reformatted, signature, secret)).toBe(false);
    expect(isValidWebhookSignature(Buffer.from(body), webhookSignature(body, 'other_secret'), secret)).toBe(false);
    expect(isValidWebhookSignature(Buffer.from(body), signature.slice(0, 32), secret)).toBe(false);
    expect(isValidWebhookSignature(Buffer.from(body), `${signature}ab`, secret)).toBe(false);
    expect(isValidWebhookSignature(Buffer.from(body), undefined, secret)).toBe(false);
  });
});
