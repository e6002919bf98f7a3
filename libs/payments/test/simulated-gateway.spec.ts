import { Redis } from 'ioredis';
import { isValidPaymentSignature } from '../src/gateway/signatures';
import { providerId, SIMULATED_KEY_ID, SimulatedGateway } from '../src/gateway/simulated-gateway';

/** The simulated gateway keeps its orders in the real Redis, under a prefix of its own. */
describe('the simulated gateway', () => {
  const secret = 'simulated_secret_for_tests';
  const prefix = `payments-test-${process.pid}-${Date.now().toString(36)}`;
  let redis: Redis;
  let gateway: SimulatedGateway;

  beforeAll(() => {
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
    gateway = new SimulatedGateway(redis, secret, prefix);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('makes Razorpay-like ids: a prefix and 14 alphanumerics', () => {
    expect(providerId('order')).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(providerId('pay')).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(providerId('order')).not.toBe(providerId('order'));
  });

  it('opens with the test key id and says which gateway it is', () => {
    expect(gateway.kind).toBe('simulated');
    expect(gateway.keyId).toBe(SIMULATED_KEY_ID);
    expect(SIMULATED_KEY_ID).toMatch(/^rzp_test_/);
  });

  it('creates an order in paise and INR that it finds again, with its receipt, for a day', async () => {
    const order = await gateway.createOrder({ amount: 104950, currency: 'INR', receipt: 'ord-1' });
    expect(order).toEqual({ id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/), amount: 104950, currency: 'INR' });
    expect(await gateway.find(order.id)).toEqual({ ...order, receipt: 'ord-1' });
    const ttl = await redis.ttl(`${prefix}:simulated-gateway:${order.id}`);
    expect(ttl).toBeGreaterThan(86_000);
    expect(ttl).toBeLessThanOrEqual(86_400);
  });

  it('finds an order another gateway instance created (any API process can complete it)', async () => {
    const order = await gateway.createOrder({ amount: 79900, currency: 'INR', receipt: 'ord-2' });
    expect(await new SimulatedGateway(redis, secret, prefix).find(order.id)).toMatchObject({
      id: order.id,
      amount: 79900,
    });
    expect(await new SimulatedGateway(redis, secret, `${prefix}-other`).find(order.id)).toBeNull();
  });

  it('answers null for unknown or malformed provider order ids without asking Redis for odd keys', async () => {
    expect(await gateway.find(providerId('order'))).toBeNull();
    for (const id of [
      '',
      'order_',
      'order_short',
      'pay_ABCDEFGHIJKLMN',
      'order_ABCDEFGHIJKLM*',
      `order_ABCDEFGHIJKLMN:x`,
    ]) {
      expect(await gateway.find(id)).toBeNull();
    }
  });

  it("pays like Razorpay's checkout: a new payment id signed over `order_id|payment_id` with the key secret", async () => {
    const order = await gateway.createOrder({ amount: 100, currency: 'INR', receipt: 'ord-3' });
    const paid = gateway.pay(order.id);
    expect(paid.razorpay_order_id).toBe(order.id);
    expect(paid.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(isValidPaymentSignature(order.id, paid.razorpay_payment_id, paid.razorpay_signature, secret)).toBe(true);
    expect(isValidPaymentSignature(order.id, paid.razorpay_payment_id, paid.razorpay_signature, 'another_secret')).toBe(
      false,
    );
    expect(gateway.pay(order.id).razorpay_payment_id).not.toBe(paid.razorpay_payment_id);
  });

  it("fails like Razorpay's payment.failed, with the description and the order in the metadata", () => {
    const failed = gateway.fail('order_ABCDEFGHIJKLMN', 'Card declined by the test dialog');
    expect(failed).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Card declined by the test dialog',
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: 'order_ABCDEFGHIJKLMN', payment_id: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/) },
      },
    });
  });

  it("refunds once per payment and receipt, in Razorpay's shape, and finds the refund again by receipt or id (what the settle job asks)", async () => {
    const request = { paymentId: 'pay_AAAAAAAAAAAAAA', amount: 50025, receipt: 'refund-1', notes: {} };
    const refund = await gateway.refund(request);
    expect(refund).toEqual({ id: expect.stringMatching(/^rfnd_[A-Za-z0-9]{14}$/), amount: 50025, status: 'processed' });
    expect(await gateway.refund(request)).toEqual(refund);
    expect(await gateway.findRefund(request.paymentId, 'refund-1')).toEqual(refund);
    expect(await gateway.findRefund(request.paymentId, 'refund-2')).toBeNull();
    expect(await gateway.findRefund('pay_BBBBBBBBBBBBBB', 'refund-1')).toBeNull();
    expect(await gateway.fetchRefund(request.paymentId, refund.id)).toEqual(refund);
  });
});
