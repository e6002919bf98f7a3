import { paymentSignature } from '@store/payments';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { call, createProduct, lineOf, placeOrder, shopper, startShop, verify, type Shop } from '../support/shop';

/** A stand-in for Razorpay's Orders API (POST /v1/orders with HTTP basic auth), on a local port. */
async function startRazorpayStandIn(keyId: string, keySecret: string) {
  const received: Array<{ auth: string | undefined; body: any }> = [];
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => resolve(text));
    });
  const server: Server = createServer(async (request, response) => {
    const body = JSON.parse((await read(request)) || '{}');
    received.push({ auth: request.headers.authorization, body });
    response.setHeader('content-type', 'application/json');
    if (request.headers.authorization !== `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`) {
      response.statusCode = 401;
      response.end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }));
      return;
    }
    if (request.method !== 'POST' || request.url !== '/v1/orders') {
      response.statusCode = 404;
      response.end(
        JSON.stringify({
          error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' },
        }),
      );
      return;
    }
    response.end(
      JSON.stringify({
        id: `order_${'Z'.repeat(14)}`,
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        amount_due: body.amount,
        currency: body.currency,
        receipt: body.receipt,
        status: 'created',
        attempts: 0,
        notes: body.notes,
        created_at: Math.floor(Date.now() / 1000),
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('the Razorpay adapter (razorpay SDK against a local stand-in of its Orders API)', () => {
  const keyId = 'rzp_test_localstandin';
  const keySecret = 'local_standin_secret';
  let standIn: Awaited<ReturnType<typeof startRazorpayStandIn>>;
  let shop: Shop;

  beforeAll(async () => {
    standIn = await startRazorpayStandIn(keyId, keySecret);
    shop = await startShop({
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: 'local_webhook_secret',
      RAZORPAY_API_URL: standIn.url,
    });
  });
  afterAll(async () => {
    await shop.close();
    await standIn.close();
  });

  it('is chosen when keys are configured, and the simulator is gone', async () => {
    expect((await call(shop.app, 'GET', '/api/payments/config')).body).toEqual({
      success: true,
      key: keyId,
      gateway: 'razorpay',
    });
    expect(
      (await call(shop.app, 'POST', '/api/payments/simulator/pay', { body: { razorpay_order_id: 'order_x' } })).status,
    ).toBe(404);
  });

  it('creates the provider order with the key, the order total in paise and the order id as receipt; verify checks the real secret', async () => {
    const asha = await shopper(shop);
    const product = await createProduct(shop, { price: 1049.5 });
    const { body } = await placeOrder(shop, asha.token, [lineOf(product, 'M')]);
    const res = await call(shop.app, 'POST', '/api/payments/create-order', {
      token: asha.token,
      body: { amount: 10, orderId: body.order._id, currency: 'INR' },
    });
    expect(res.body).toMatchObject({
      success: true,
      amount: 104950,
      currency: 'INR',
      orderId: `order_${'Z'.repeat(14)}`,
    });
    expect(standIn.received.at(-1)).toEqual({
      auth: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`,
      body: { amount: 104950, currency: 'INR', receipt: body.order._id, notes: { orderId: body.order._id } },
    });
    const paymentId = 'pay_LOCALSTANDIN01';
    const signedWithDefault = paymentSignature(res.body.orderId, paymentId, 'sim_secret_dev_only');
    expect(
      (
        await verify(shop, asha.token, {
          razorpay_order_id: res.body.orderId,
          razorpay_payment_id: paymentId,
          razorpay_signature: signedWithDefault,
          orderId: body.order._id,
        })
      ).status,
    ).toBe(400);
    const ok = await verify(shop, asha.token, {
      razorpay_order_id: res.body.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(res.body.orderId, paymentId, keySecret),
      orderId: body.order._id,
    });
    expect(ok.body.order).toMatchObject({ isPaid: true, status: 'confirmed' });
  });
});

describe('the Razorpay adapter when Razorpay refuses', () => {
  it("answers 'Failed to initiate payment' and records no payment attempt", async () => {
    const standIn = await startRazorpayStandIn('rzp_test_other', 'other_secret_123');
    const shop = await startShop({
      RAZORPAY_KEY_ID: 'rzp_test_wrongkey',
      RAZORPAY_KEY_SECRET: 'wrong_secret_123',
      RAZORPAY_API_URL: standIn.url,
    });
    try {
      const asha = await shopper(shop);
      const product = await createProduct(shop);
      const { body } = await placeOrder(shop, asha.token, [lineOf(product, 'M')]);
      const res = await call(shop.app, 'POST', '/api/payments/create-order', {
        token: asha.token,
        body: { amount: 799, orderId: body.order._id, currency: 'INR' },
      });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Failed to initiate payment');
      const history = await call(shop.app, 'GET', `/api/orders/${body.order._id}/history`, { token: shop.admin });
      // The timeline also shows the stock lines (StockReserved); what matters is no payment line.
      expect(
        history.body.history.map((h: { type: string }) => h.type).filter((type: string) => !type.startsWith('Stock')),
      ).toEqual(['OrderPlaced']);
    } finally {
      await shop.close();
      await standIn.close();
    }
  });
});
