import { paymentSignature } from '@store/payments';
import {
  call,
  capturedWebhook,
  createProduct,
  eventually,
  lineOf,
  payOrder,
  placeOrder,
  sendWebhook,
  shopper,
  startShop,
  stockBecomes,
  verify,
  type Shop,
} from '../support/shop';

describe('payments', () => {
  let shop: Shop;
  let asha: { token: string; id: string; payload: { email: string } };
  let ravi: { token: string; id: string };

  beforeAll(async () => {
    shop = await startShop();
    [asha, ravi] = await Promise.all([shopper(shop), shopper(shop)]);
  });
  afterAll(async () => {
    await shop.close();
  });

  const stockHistory = async (productId: string) =>
    (
      await call(shop.app, 'GET', `/api/products/${productId}/stock-history`, {
        token: shop.admin,
        query: { limit: '100' },
      })
    ).body.entries as { kind: string; orderId: string | null }[];

  it('GET /api/payments/config names the simulated gateway when no Razorpay keys are set', async () => {
    const res = await call(shop.app, 'GET', '/api/payments/config');
    expect(res.body).toEqual({ success: true, key: 'rzp_test_simulated', gateway: 'simulated' });
  });

  describe('create-order', () => {
    it('charges the order’s own total in paise, whatever amount the client sent', async () => {
      const product = await createProduct(shop, { price: 1299 });
      const { body } = await placeOrder(shop, asha.token, [lineOf(product, 'M', 2)]);
      const res = await call(shop.app, 'POST', '/api/payments/create-order', {
        token: asha.token,
        body: { amount: 1, orderId: body.order._id, currency: 'INR' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        amount: 259800,
        currency: 'INR',
        orderId: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      });
    });

    it("answers 'Invalid order data' without an order id or a total", async () => {
      for (const body of [
        { amount: 100, currency: 'INR' },
        { orderId: 'x', currency: 'INR' },
      ]) {
        const res = await call(shop.app, 'POST', '/api/payments/create-order', { token: asha.token, body });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Invalid order data');
      }
    });

    it('refuses another shopper’s order (404), a signed-in order through the guest endpoint, and no token (401)', async () => {
      const product = await createProduct(shop);
      const { body } = await placeOrder(shop, asha.token, [lineOf(product, 'M')]);
      const payload = { amount: 799, orderId: body.order._id, currency: 'INR' };
      expect(
        (await call(shop.app, 'POST', '/api/payments/create-order', { token: ravi.token, body: payload })).status,
      ).toBe(404);
      expect((await call(shop.app, 'POST', '/api/payments/create-order-guest', { body: payload })).status).toBe(404);
      expect((await call(shop.app, 'POST', '/api/payments/create-order', { body: payload })).status).toBe(401);
    });
  });

  describe('verify', () => {
    it('confirms a correctly signed payment, commits the stock and e-mails the confirmation', async () => {
      const product = await createProduct(shop, { price: 450 });
      const { body } = await placeOrder(shop, asha.token, [lineOf(product, 'M', 2)]);
      const { verification } = await payOrder(shop, body.order._id, asha.token);
      const res = await verify(shop, asha.token, verification);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        order: {
          _id: body.order._id,
          status: 'confirmed',
          isPaid: true,
          paymentStatus: 'completed',
          paidAt: expect.any(String),
        },
      });
      // Read-your-writes: My Orders, read right after the answer, already shows it paid.
      const mine = await call(shop.app, 'GET', '/api/orders/myorders', { token: asha.token });
      expect(mine.body.orders.find((o: { _id: string }) => o._id === body.order._id)).toMatchObject({
        isPaid: true,
        paymentStatus: 'completed',
      });
      const mail = await shop.smtp.waitFor(asha.payload.email, (m) => /confirmed/.test(m.subject));
      expect(mail.text).toContain('2 x');
      expect(mail.text).toContain('₹900.00');
      expect(mail.text).toContain('Shipping: Free');
      await eventually('the stock is committed', async () =>
        (await stockHistory(product._id)).some((h) => h.kind === 'committed' && h.orderId === body.order._id),
      );
      await stockBecomes(shop, product._id, 'M', 1);
    });

    it("refuses a bad signature with 400 'Payment verification failed' and changes nothing", async () => {
      const product = await createProduct(shop);
      const { body } = await placeOrder(shop, asha.token, [lineOf(product, 'M')]);
      const { verification } = await payOrder(shop, body.order._id, asha.token);
      for (const signature of [
        '0'.repeat(64),
        'not-hex',
        '',
        paymentSignature(verification.razorpay_order_id, verification.razorpay_payment_id, 'wrong-secret'),
      ]) {
        const res = await verify(shop, asha.token, { ...verification, razorpay_signature: signature });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Payment verification failed');
      }
      const order = await call(shop.app, 'GET', `/api/orders/${body.order._id}`, { token: asha.token });
      expect(order.body.order).toMatchObject({ isPaid: false, status: 'pending' });
    });

    it('refuses a valid signature of one order replayed against another', async () => {
      const product = await createProduct(shop);
      const first = (await placeOrder(shop, asha.token, [lineOf(product, 'M')])).body.order._id;
      const second = (await placeOrder(shop, asha.token, [lineOf(product, 'S')])).body.order._id;
      const { verification } = await payOrder(shop, first, asha.token);
      await payOrder(shop, second, asha.token);
      const res = await verify(shop, asha.token, { ...verification, orderId: second });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Payment verification failed');
    });

    it('treats a replayed verification as the same payment: confirmed and committed once', async () => {
      const product = await createProduct(shop);
      const { body } = await placeOrder(shop, asha.token, [lineOf(product, 'M')]);
      const { verification } = await payOrder(shop, body.order._id, asha.token);
      const results = await Promise.all([
        verify(shop, asha.token, verification),
        verify(shop, asha.token, verification),
        verify(shop, asha.token, verification),
      ]);
      expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
      const history = await call(shop.app, 'GET', `/api/orders/${body.order._id}/history`, { token: shop.admin });
      expect(history.body.history.filter((h: { type: string }) => h.type === 'OrderPaid')).toHaveLength(1);
    });

    it('pays a guest order through the guest endpoints', async () => {
      const product = await createProduct(shop);
      const { body } = await placeOrder(shop, null, [lineOf(product, 'M')]);
      const { verification } = await payOrder(shop, body.order._id, null);
      const res = await verify(shop, null, verification);
      expect(res.body.order).toMatchObject({ isPaid: true, status: 'confirmed' });
      await shop.smtp.waitFor('ravi@example.in', (m) => /confirmed/.test(m.subject));
    });
  });

  describe('payment-failed and retries', () => {
    it('marks the payment failed, lets the shopper retry 3 times, then refuses', async () => {
      const product = await createProduct(shop);
      const { body } = await placeOrder(shop, asha.token, [lineOf(product, 'M')]);
      const orderId = body.order._id;
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        const { started } = await payOrder(shop, orderId, asha.token);
        const simulated = await call(shop.app, 'POST', '/api/payments/simulator/fail', {
          body: { razorpay_order_id: started.orderId },
        });
        const res = await call(shop.app, 'POST', '/api/payments/payment-failed', {
          token: asha.token,
          body: { orderId, error: simulated.body.error },
        });
        expect(res.status).toBe(200);
        expect(res.body.order).toMatchObject({ paymentStatus: 'failed', paymentRetriesLeft: Math.max(0, 4 - attempt) });
        const mine = await call(shop.app, 'GET', '/api/orders/myorders', { token: asha.token });
        expect(mine.body.orders.find((o: { _id: string }) => o._id === orderId)).toMatchObject({
          paymentStatus: 'failed',
        });
      }
      const refused = await call(shop.app, 'POST', '/api/payments/create-order', {
        token: asha.token,
        body: { amount: 799, orderId, currency: 'INR' },
      });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('This order has used all its payment retries. Please place a new order.');
    });

    it('lets a retry after a failure succeed', async () => {
      const product = await createProduct(shop);
      const { body } = await placeOrder(shop, asha.token, [lineOf(product, 'M')]);
      const orderId = body.order._id;
      const first = await payOrder(shop, orderId, asha.token);
      await call(shop.app, 'POST', '/api/payments/payment-failed', {
        token: asha.token,
        body: { orderId, error: { description: 'Card declined', metadata: { order_id: first.started.orderId } } },
      });
      const retry = await payOrder(shop, orderId, asha.token);
      const paid = await call(shop.app, 'POST', '/api/payments/simulator/pay', {
        body: { razorpay_order_id: retry.started.orderId },
      });
      const res = await verify(shop, asha.token, { ...paid.body, orderId });
      expect(res.body.order).toMatchObject({ isPaid: true, paymentStatus: 'completed', status: 'confirmed' });
    });
  });

  describe('webhook', () => {
    it('refuses a bad signature and a body re-serialised after signing', async () => {
      const payload = capturedWebhook('order_AAAAAAAAAAAAAA', 'pay_AAAAAAAAAAAAAA');
      expect((await sendWebhook(shop, payload, { secret: 'not-the-secret' })).status).toBe(400);
      const raw = JSON.stringify(payload, null, 2);
      const res = await shop.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': (await import('@store/payments')).webhookSignature(
            JSON.stringify(payload),
            shop.config.RAZORPAY_WEBHOOK_SECRET,
          ),
        },
        payload: raw,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid webhook signature');
    });

    it('confirms the order when the shopper closed the browser before verify, once per event id', async () => {
      const product = await createProduct(shop);
      const { body } = await placeOrder(shop, asha.token, [lineOf(product, 'M')]);
      const { started } = await payOrder(shop, body.order._id, asha.token);
      const payload = capturedWebhook(started.orderId, 'pay_WEBHOOK0000001');
      expect(await sendWebhook(shop, payload, { eventId: `evt_${body.order._id}` })).toEqual({
        status: 200,
        body: { success: true },
      });
      expect(await sendWebhook(shop, payload, { eventId: `evt_${body.order._id}` })).toEqual({
        status: 200,
        body: { success: true, duplicate: true },
      });
      // The webhook is applied by a reactor and a job: seconds normally, longer on a loaded machine.
      await eventually(
        'the webhook confirms the order',
        async () =>
          (await call(shop.app, 'GET', `/api/orders/${body.order._id}`, { token: asha.token })).body.order.isPaid,
        45_000,
      );
    }, 60_000);

    it('confirms the order when the webhook overtakes the order list (no order id in the payload, order_view behind)', async () => {
      const product = await createProduct(shop);
      const { body } = await placeOrder(shop, asha.token, [lineOf(product, 'M')]);
      const { started } = await payOrder(shop, body.order._id, asha.token);
      const projections = '/api/admin/system/projections/order_view';
      expect(
        (
          await call(shop.app, 'POST', `${projections}/pause`, {
            token: shop.admin,
            body: { reason: 'webhook overtakes the read model' },
          })
        ).status,
      ).toBe(200);
      try {
        const payload = capturedWebhook(started.orderId, 'pay_OVERTAKES00001');
        expect(await sendWebhook(shop, payload, { eventId: `evt_overtakes_${body.order._id}` })).toEqual({
          status: 200,
          body: { success: true },
        });
        await new Promise((resolve) => setTimeout(resolve, 2_500)); // the job's first tries find no order
      } finally {
        expect((await call(shop.app, 'POST', `${projections}/resume`, { token: shop.admin })).status).toBe(200);
      }
      await eventually(
        'the webhook confirms the order',
        async () =>
          (await call(shop.app, 'GET', `/api/orders/${body.order._id}`, { token: asha.token })).body.order.isPaid,
        45_000,
      );
    }, 60_000);

    it('with verify, in any order and any number of times, confirms the order and commits stock exactly once', async () => {
      const product = await createProduct(shop);
      const { body } = await placeOrder(shop, asha.token, [lineOf(product, 'M', 2)]);
      const orderId = body.order._id;
      const { verification } = await payOrder(shop, orderId, asha.token);
      const webhook = capturedWebhook(verification.razorpay_order_id, verification.razorpay_payment_id);
      const orderPaid = {
        ...capturedWebhook(verification.razorpay_order_id, verification.razorpay_payment_id, 'order.paid'),
        payload: {
          ...webhook.payload,
          order: { entity: { id: verification.razorpay_order_id, receipt: orderId, amount_paid: 159800 } },
        },
      };
      await Promise.all([
        sendWebhook(shop, webhook, { eventId: 'evt_a' + orderId.slice(0, 8) }),
        verify(shop, asha.token, verification),
        sendWebhook(shop, orderPaid, { eventId: 'evt_b' + orderId.slice(0, 8) }),
        verify(shop, asha.token, verification),
        sendWebhook(shop, webhook, { eventId: 'evt_a' + orderId.slice(0, 8) }),
      ]);
      await eventually('stock committed', async () =>
        (await stockHistory(product._id)).some((h) => h.kind === 'committed' && h.orderId === orderId),
      );
      await new Promise((resolve) => setTimeout(resolve, 500)); // let any duplicate job run
      const history = await call(shop.app, 'GET', `/api/orders/${orderId}/history`, { token: shop.admin });
      expect(history.body.history.filter((h: { type: string }) => h.type === 'OrderPaid')).toHaveLength(1);
      expect(
        (await stockHistory(product._id)).filter((h) => h.kind === 'committed' && h.orderId === orderId),
      ).toHaveLength(1);
      await stockBecomes(shop, product._id, 'M', 1);
    });

    it('never moves a paid order back on a late payment.failed', async () => {
      const product = await createProduct(shop);
      const { body } = await placeOrder(shop, asha.token, [lineOf(product, 'M')]);
      const { verification } = await payOrder(shop, body.order._id, asha.token);
      await verify(shop, asha.token, verification);
      await sendWebhook(shop, capturedWebhook(verification.razorpay_order_id, 'pay_LATEFAIL000001', 'payment.failed'), {
        eventId: `evt_fail_${body.order._id}`,
      });
      await new Promise((resolve) => setTimeout(resolve, 700));
      const order = await call(shop.app, 'GET', `/api/orders/${body.order._id}`, { token: asha.token });
      expect(order.body.order).toMatchObject({ isPaid: true, paymentStatus: 'completed', status: 'confirmed' });
    });
  });
});
