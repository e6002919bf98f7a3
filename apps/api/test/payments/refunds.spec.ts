import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  call,
  createProduct,
  eventually,
  lineOf,
  placePaidOrder,
  payOrder,
  placeOrder,
  sendWebhook,
  shopper,
  startShop,
  stockBecomes,
  stockOf,
  verify,
  type Shop,
} from '../support/shop';

async function paidOrder(shop: Shop, token: string, price = 1000) {
  const product = await createProduct(shop, { price });
  const { orderId, order, paymentId } = await placePaidOrder(shop, token, [lineOf(product, 'M', 1)]);
  return { orderId, total: order.totalPrice as number, paymentId };
}

const refund = (shop: Shop, orderId: string, body: Record<string, unknown>, token: string | null = shop.admin) =>
  call(shop.app, 'POST', `/api/orders/${orderId}/refunds`, {
    token: token ?? undefined,
    body: { refundId: randomUUID(), ...body },
  });

describe('refunds (simulated gateway): POST /orders/{id}/refunds', () => {
  let shop: Shop;
  let asha: { token: string; id: string };

  beforeAll(async () => {
    shop = await startShop();
    asha = await shopper(shop);
  });
  afterAll(() => shop.close());

  it('refunds a paid order the admin cancelled in part, then in full, and never more than was paid; each step in the timeline', async () => {
    const { orderId, total } = await paidOrder(shop, asha.token);
    expect(
      (
        await call(shop.app, 'PUT', `/api/orders/${orderId}/status`, {
          token: shop.admin,
          body: { status: 'cancelled' },
        })
      ).status,
    ).toBe(200);
    const part = await refund(shop, orderId, { amount: 400, reason: 'Cancelled: out of stock' });
    expect(part.status).toBe(201);
    expect(part.body).toMatchObject({
      success: true,
      message: 'Refund issued',
      paid: total,
      refunded: 400,
      refundable: total - 400,
      canRefund: true,
    });
    expect(part.body.refunds[0]).toMatchObject({
      amount: 400,
      status: 'processed',
      providerRefundId: expect.stringMatching(/^rfnd_/),
    });
    const tooMuch = await refund(shop, orderId, { amount: total - 399.99 });
    expect([tooMuch.status, tooMuch.body.message]).toEqual([
      409,
      `Refund amount cannot be more than the ₹${(total - 400).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} left to refund`,
    ]);
    const order = async () => (await call(shop.app, 'GET', `/api/orders/${orderId}`, { token: shop.admin })).body.order;
    const listed = async () =>
      (await call(shop.app, 'GET', '/api/orders', { token: shop.admin, query: { search: orderId } })).body.orders[0];
    expect(await order()).toMatchObject({ refundDue: true, refunded: 400, refundOutstanding: total - 400 });
    await eventually(
      'the list shows what is still due',
      async () => (await listed()).refundOutstanding === total - 400,
    );
    expect(await listed()).toMatchObject({ refundDue: true });
    const rest = await refund(shop, orderId, { amount: total - 400 });
    expect(rest.body).toMatchObject({ refunded: total, refundable: 0, canRefund: false });
    expect(await order()).toMatchObject({ refundDue: false, refunded: total, refundOutstanding: 0 });
    await eventually('the list no longer shows a refund due', async () => (await listed()).refundDue === false);
    expect((await refund(shop, orderId, { amount: 1 })).status).toBe(409);
    const history = await call(shop.app, 'GET', `/api/orders/${orderId}/history`, { token: shop.admin });
    const lines = history.body.history.map((entry: { summary: string }) => entry.summary);
    expect(lines.filter((line: string) => line.startsWith('Refund of'))).toEqual([
      'Refund of ₹400.00 requested: Cancelled: out of stock',
      `Refund of ₹${(total - 400).toLocaleString('en-IN', { minimumFractionDigits: 2 })} requested`,
    ]);
    expect(lines.filter((line: string) => / processed by the payment gateway$/.test(line))).toHaveLength(2);
    expect(
      history.body.history.find((entry: { type: string }) => entry.type === 'RefundRequested').actor,
    ).toMatchObject({ role: 'admin' });
  });

  it('e-mails the shopper once per refund the gateway accepted, with its amount as the site writes it (₹1,000.00) and the 5-7 business days', async () => {
    const ravi = await shopper(shop);
    const { orderId, total } = await paidOrder(shop, ravi.token);
    await call(shop.app, 'PUT', `/api/orders/${orderId}/status`, { token: shop.admin, body: { status: 'cancelled' } });
    await refund(shop, orderId, { amount: total });
    const mail = await shop.smtp.waitFor(ravi.payload.email as string, (message) =>
      /refund of/.test(message.subject ?? ''),
    );
    expect(mail.subject).toBe(
      `Order #${orderId.slice(-6).toUpperCase()} refund of ₹${total.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} - ThreadFit`,
    );
    expect(mail.text).toContain('5-7 business days');
  });

  it('makes one refund of a double click (the same refund id, at once) and of concurrent refunds past the total', async () => {
    const { orderId, total } = await paidOrder(shop, asha.token);
    await call(shop.app, 'PUT', `/api/orders/${orderId}/status`, { token: shop.admin, body: { status: 'cancelled' } });
    const refundId = randomUUID();
    const same = await Promise.all([1, 2, 3].map(() => refund(shop, orderId, { refundId, amount: 100 })));
    expect(same.map((res) => res.status)).toEqual([201, 201, 201]);
    const after = await call(shop.app, 'GET', `/api/orders/${orderId}/refunds`, { token: shop.admin });
    expect(after.body.refunds).toHaveLength(1);
    const racing = await Promise.all([1, 2, 3].map(() => refund(shop, orderId, { amount: total - 100 })));
    expect(racing.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    expect((await call(shop.app, 'GET', `/api/orders/${orderId}/refunds`, { token: shop.admin })).body).toMatchObject({
      refunded: total,
      refundable: 0,
    });
  });

  it("puts a return's units back in stock once when the admin chooses 'returned to stock', as a stock movement in the product's history", async () => {
    const product = await createProduct(shop);
    const placed = await placeOrder(shop, asha.token, [lineOf(product, 'M', 2)]);
    const orderId = placed.body.order._id as string;
    const { verification } = await payOrder(shop, orderId, asha.token);
    expect((await verify(shop, asha.token, verification)).status).toBe(200);
    await stockBecomes(shop, product._id, 'M', 1);
    for (const status of ['shipped', 'delivered', 'returned'])
      expect(
        (await call(shop.app, 'PUT', `/api/orders/${orderId}/status`, { token: shop.admin, body: { status } })).status,
      ).toBe(200);
    const refundId = randomUUID();
    const first = await Promise.all([1, 2].map(() => refund(shop, orderId, { refundId, amount: 100, restock: true })));
    expect(first.map((res) => res.status)).toEqual([201, 201]);
    expect(first[0].body.refunds[0]).toMatchObject({ restock: true });
    await stockBecomes(shop, product._id, 'M', 3);
    // A second refund of the same return, also 'returned to stock', and its retries add nothing.
    expect((await refund(shop, orderId, { amount: 50, restock: true })).status).toBe(201);
    const timeline = await eventually('the return in the product stock history', async () => {
      const res = await call(shop.app, 'GET', `/api/products/${product._id}/stock-timeline`, {
        token: shop.admin,
        query: { size: 'M' },
      });
      const returned = res.body.entries.filter(
        (entry: { reason: string | null }) => entry.reason === 'returned to stock',
      );
      return returned.length ? returned : null;
    });
    expect(timeline).toHaveLength(1);
    expect(timeline[0]).toMatchObject({ kind: 'released', delta: 2, orderId, actor: { role: 'admin' } });
    expect(await stockOf(shop, product._id, 'M')).toBe(3);
    const history = await eventually('the return in the order timeline', async () => {
      const lines = (await call(shop.app, 'GET', `/api/orders/${orderId}/history`, { token: shop.admin })).body
        .history as Array<{ type: string; summary: string }>;
      return lines.some((line) => line.type === 'StockReturned') ? lines : null;
    });
    expect(history.filter((line) => line.type === 'StockReturned').map((line) => line.summary)).toEqual([
      expect.stringMatching(/^Stock back on sale, returned to stock: 2 × .+ \(M, Black\)$/),
    ]);
  });

  it("keeps a cancelled order's units where they are when a refund asks to restock (only a return can)", async () => {
    const { orderId } = await paidOrder(shop, asha.token);
    await call(shop.app, 'PUT', `/api/orders/${orderId}/status`, { token: shop.admin, body: { status: 'cancelled' } });
    const res = await refund(shop, orderId, { amount: 10, restock: true });
    expect(res.body.refunds[0]).toMatchObject({ restock: false });
  });

  it('refuses an unpaid order, a paid order still open, bad amounts (400, never 500), and answers 401/403/404', async () => {
    const product = await createProduct(shop);
    const unpaid = (await placeOrder(shop, asha.token, [lineOf(product, 'M', 1)])).body.order._id;
    expect((await refund(shop, unpaid, { amount: 10 })).body.message).toBe(
      'Only a paid order that was cancelled, returned or could not be fulfilled can be refunded',
    );
    const { orderId } = await paidOrder(shop, asha.token);
    expect((await refund(shop, orderId, { amount: 10 })).status).toBe(409);
    await call(shop.app, 'PUT', `/api/orders/${orderId}/status`, { token: shop.admin, body: { status: 'cancelled' } });
    for (const amount of [0, -5, 10.001, '10', null])
      expect([amount, (await refund(shop, orderId, { amount })).status]).toEqual([amount, 400]);
    expect((await refund(shop, orderId, { amount: 10, refundId: 'nope' })).status).toBe(400);
    expect((await refund(shop, orderId, { amount: 10, reason: 'x'.repeat(201) })).status).toBe(400);
    expect((await refund(shop, orderId, { amount: 10 }, null)).status).toBe(401);
    expect((await refund(shop, orderId, { amount: 10 }, asha.token)).status).toBe(403);
    expect((await call(shop.app, 'GET', `/api/orders/${orderId}/refunds`, { token: asha.token })).status).toBe(403);
    expect((await refund(shop, '00000000-0000-4000-8000-000000000000', { amount: 10 })).status).toBe(404);
    expect((await call(shop.app, 'GET', `/api/orders/${orderId}/refunds`, { token: shop.admin })).body.refunds).toEqual(
      [],
    );
  });
});

type StandInRefund = { id: string; amount: number; receipt: string; status: string; payment_id: string };
/** A fault for the next refund call: made but its answer lost (the connection drops), or never answered (a timeout) and not made. */
type RefundFault = 'answer-lost' | 'no-answer';

/** A stand-in of Razorpay's Orders and Refunds APIs (HTTP basic auth), on a local port. */
async function startRazorpayStandIn(
  keyId: string,
  keySecret: string,
  refundReply: (body: any, paymentId: string) => { status: number; body: unknown },
) {
  const received: Array<{ url: string | undefined; body: any }> = [];
  const refunds: StandInRefund[] = [];
  const faults: RefundFault[] = [];
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => resolve(text));
    });
  let orders = 0;
  const server: Server = createServer(async (request, response) => {
    const body = JSON.parse((await read(request)) || '{}');
    received.push({ url: request.url, body });
    response.setHeader('content-type', 'application/json');
    if (request.headers.authorization !== `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`) {
      response.statusCode = 401;
      response.end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }));
      return;
    }
    const refundPath = /^\/v1\/payments\/(pay_[A-Za-z0-9]+)\/refund$/.exec(request.url ?? '');
    if (request.method === 'POST' && refundPath) {
      const fault = faults.shift();
      if (fault === 'no-answer') return; // held open until the adapter gives up
      const reply = refundReply(body, refundPath[1]);
      if (reply.status === 200) refunds.push(reply.body as StandInRefund);
      if (fault === 'answer-lost') {
        request.socket.destroy();
        return;
      }
      response.statusCode = reply.status;
      response.end(JSON.stringify(reply.body));
      return;
    }
    const listPath = /^\/v1\/payments\/(pay_[A-Za-z0-9]+)\/refunds(?:\?.*)?$/.exec(request.url ?? '');
    if (request.method === 'GET' && listPath) {
      const items = refunds.filter((refund) => refund.payment_id === listPath[1]);
      response.end(JSON.stringify({ entity: 'collection', count: items.length, items }));
      return;
    }
    const onePath = /^\/v1\/payments\/(pay_[A-Za-z0-9]+)\/refunds\/(rfnd_[A-Za-z0-9]+)$/.exec(request.url ?? '');
    const one = onePath && refunds.find((refund) => refund.payment_id === onePath[1] && refund.id === onePath[2]);
    if (request.method === 'GET' && one) {
      response.end(JSON.stringify(one));
      return;
    }
    if (request.method === 'POST' && request.url === '/v1/orders') {
      orders += 1;
      response.end(
        JSON.stringify({
          id: `order_${String(orders).padStart(14, 'Z')}`,
          entity: 'order',
          amount: body.amount,
          currency: body.currency,
          receipt: body.receipt,
          status: 'created',
          notes: body.notes,
        }),
      );
      return;
    }
    response.statusCode = 404;
    response.end(
      JSON.stringify({
        error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    refunds,
    failNextRefund: (fault: RefundFault) => faults.push(fault),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe("refunds through the Razorpay adapter (the razorpay SDK's payments.refund against a local stand-in) and its refund webhooks", () => {
  const keyId = 'rzp_test_localstandin';
  const keySecret = 'local_standin_secret';
  let refundCount = 0;
  let refuse = false;
  let standIn: Awaited<ReturnType<typeof startRazorpayStandIn>>;
  let shop: Shop;
  let asha: { token: string; id: string };

  beforeAll(async () => {
    standIn = await startRazorpayStandIn(keyId, keySecret, (body, paymentId) => {
      if (refuse)
        return {
          status: 400,
          body: {
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: 'The refund amount provided is greater than amount captured',
            },
          },
        };
      refundCount += 1;
      return {
        status: 200,
        body: {
          id: `rfnd_${String(refundCount).padStart(14, 'R')}`,
          entity: 'refund',
          amount: body.amount,
          currency: 'INR',
          payment_id: paymentId,
          notes: body.notes,
          receipt: body.receipt,
          status: 'pending',
          speed_requested: 'normal',
        },
      };
    });
    shop = await startShop({
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: 'local_webhook_secret',
      RAZORPAY_API_URL: standIn.url,
      PAYMENT_GATEWAY_TIMEOUT: '1s',
      REFUND_RETRY_DELAY: '300ms',
    });
    asha = await shopper(shop);
  });
  afterAll(async () => {
    await shop.close();
    await standIn.close();
  });

  const refundWebhook = (
    event: 'refund.processed' | 'refund.failed',
    refund: { id: string; amount: number; paymentId: string; orderId: string },
  ) => ({
    entity: 'event',
    event,
    contains: ['refund', 'payment'],
    payload: {
      refund: {
        entity: {
          id: refund.id,
          entity: 'refund',
          amount: refund.amount,
          currency: 'INR',
          payment_id: refund.paymentId,
          notes: { orderId: refund.orderId },
          status: event === 'refund.processed' ? 'processed' : 'failed',
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });

  it('asks Razorpay for the refund in paise with our refund id as receipt; pending until refund.processed, applied once', async () => {
    const { orderId, paymentId } = await paidOrder(shop, asha.token, 1049.5);
    await call(shop.app, 'PUT', `/api/orders/${orderId}/status`, { token: shop.admin, body: { status: 'cancelled' } });
    const res = await refund(shop, orderId, { amount: 500.25 });
    expect(res.status).toBe(201);
    const sent = standIn.received.at(-1)!;
    expect(sent.url).toBe(`/v1/payments/${paymentId}/refund`);
    expect(sent.body).toMatchObject({
      amount: 50025,
      receipt: res.body.refunds[0].refundId,
      notes: { orderId, refundId: res.body.refunds[0].refundId },
    });
    expect(res.body.refunds[0]).toMatchObject({ status: 'pending', providerRefundId: 'rfnd_RRRRRRRRRRRRR1' });
    const webhook = refundWebhook('refund.processed', { id: 'rfnd_RRRRRRRRRRRRR1', amount: 50025, paymentId, orderId });
    expect((await sendWebhook(shop, webhook, { eventId: 'evt_refund_1' })).status).toBe(200);
    expect((await sendWebhook(shop, webhook, { eventId: 'evt_refund_1' })).body).toMatchObject({ duplicate: true });
    await eventually(
      'the refund processed',
      async () =>
        (await call(shop.app, 'GET', `/api/orders/${orderId}/refunds`, { token: shop.admin })).body.refunds[0]
          .status === 'processed',
    );
    const history = await call(shop.app, 'GET', `/api/orders/${orderId}/history`, { token: shop.admin });
    expect(history.body.history.filter((entry: { type: string }) => entry.type === 'RefundProcessed')).toHaveLength(1);
  });

  it('records a refund.failed webhook, which frees the amount; a refusal by Razorpay is recorded as failed with its reason', async () => {
    const { orderId, paymentId, total } = await paidOrder(shop, asha.token, 800);
    await call(shop.app, 'PUT', `/api/orders/${orderId}/status`, { token: shop.admin, body: { status: 'cancelled' } });
    const res = await refund(shop, orderId, { amount: total });
    const providerRefundId = res.body.refunds[0].providerRefundId;
    await sendWebhook(
      shop,
      refundWebhook('refund.failed', { id: providerRefundId, amount: total * 100, paymentId, orderId }),
      { eventId: `evt_${providerRefundId}` },
    );
    await eventually(
      'the refund failed',
      async () =>
        (await call(shop.app, 'GET', `/api/orders/${orderId}/refunds`, { token: shop.admin })).body.refundable ===
        total,
    );
    refuse = true;
    const refused = await refund(shop, orderId, { amount: 10 });
    refuse = false;
    expect(refused.status).toBe(201);
    expect(refused.body.message).toBe('Refund failed: The refund amount provided is greater than amount captured');
    expect(refused.body.refundable).toBe(total);
  });

  const refundsOf = async (orderId: string) =>
    (await call(shop.app, 'GET', `/api/orders/${orderId}/refunds`, { token: shop.admin })).body;

  it('finishes a refund whose answer was lost (made at Razorpay, connection dropped): found by its receipt, never made twice, then processed', async () => {
    const { orderId, paymentId, total } = await paidOrder(shop, asha.token, 700);
    await call(shop.app, 'PUT', `/api/orders/${orderId}/status`, { token: shop.admin, body: { status: 'cancelled' } });
    standIn.failNextRefund('answer-lost');
    const res = await refund(shop, orderId, { amount: total });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(
      'Refund requested: the payment provider has not answered yet; it will be checked again automatically',
    );
    expect(res.body.refunds[0]).toMatchObject({ status: 'requested', providerRefundId: null });
    expect(res.body).toMatchObject({ refunded: total, refundable: 0 });
    const made = standIn.refunds.filter((item) => item.payment_id === paymentId);
    expect(made).toHaveLength(1);
    const issued = await eventually('the settle job found it by its receipt', async () => {
      const body = await refundsOf(orderId);
      return body.refunds[0].status === 'pending' ? body.refunds[0] : null;
    });
    expect(issued.providerRefundId).toBe(made[0].id);
    made[0].status = 'processed'; // Razorpay finishes it; its webhook never comes
    await eventually(
      'the settle job saw it processed',
      async () => (await refundsOf(orderId)).refunds[0].status === 'processed',
    );
    expect(standIn.refunds.filter((item) => item.payment_id === paymentId)).toHaveLength(1);
    expect((await call(shop.app, 'GET', `/api/orders/${orderId}`, { token: shop.admin })).body.order).toMatchObject({
      refundDue: false,
      refundOutstanding: 0,
    });
  });

  it('asks again, once, for a refund Razorpay never answered (the call timed out and was not made)', async () => {
    const { orderId, paymentId, total } = await paidOrder(shop, asha.token, 600);
    await call(shop.app, 'PUT', `/api/orders/${orderId}/status`, { token: shop.admin, body: { status: 'cancelled' } });
    standIn.failNextRefund('no-answer');
    const started = Date.now();
    const res = await refund(shop, orderId, { amount: 200 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(res.body.refunds[0]).toMatchObject({ status: 'requested' });
    const issued = await eventually('the settle job asked again', async () => {
      const body = await refundsOf(orderId);
      return body.refunds[0].status === 'pending' ? body : null;
    });
    expect(issued).toMatchObject({ refunded: 200, refundable: total - 200 });
    const made = standIn.refunds.filter((item) => item.payment_id === paymentId);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amount: 20000, receipt: res.body.refunds[0].refundId });
    // Its webhook then settles it, as for any refund.
    await sendWebhook(shop, refundWebhook('refund.processed', { id: made[0].id, amount: 20000, paymentId, orderId }), {
      eventId: `evt_${made[0].id}`,
    });
    await eventually('the refund processed', async () => (await refundsOf(orderId)).refunds[0].status === 'processed');
  });
});
