import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@store/eventstore';
import { DATABASE, EVENT_STORE } from '@store/platform';
import { projectionStatus } from '@store/projections';
import {
  call,
  createProduct,
  eventually,
  lineOf,
  payOrder,
  placeOrder,
  shopper,
  startShop,
  verify,
  type Shop,
} from '../support/shop';

/** GET /orders (admin) with the back office's filters and search, and GET /orders/export (CSV). */
describe('admin order list: filters, search and CSV export', () => {
  let shop: Shop;
  let asha: { token: string; id: string };
  let paidId: string;
  let pendingId: string;
  let guestId: string;

  const list = (query: Record<string, string>) =>
    call(shop.app, 'GET', '/api/orders', { token: shop.admin, query: { limit: '100', ...query } });
  const ids = async (query: Record<string, string>) =>
    (await list(query)).body.orders.map((order: { _id: string }) => order._id) as string[];
  const csv = (query: Record<string, string>, token: string | null = shop.admin) =>
    shop.app.inject({
      method: 'GET',
      url: '/api/orders/export',
      query,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  beforeAll(async () => {
    shop = await startShop();
    asha = await shopper(shop);
    const product = await createProduct(shop);
    paidId = (await placeOrder(shop, asha.token, [lineOf(product, 'M', 1)])).body.order._id;
    const { verification } = await payOrder(shop, paidId, asha.token);
    expect((await verify(shop, asha.token, verification)).status).toBe(200);
    pendingId = (await placeOrder(shop, asha.token, [lineOf(product, 'L', 2, 1)])).body.order._id;
    guestId = (await placeOrder(shop, null, [lineOf(product, 'S', 1)])).body.order._id;
    await eventually('three orders listed, one paid', async () => {
      const all = await list({});
      return (
        all.body.total === 3 &&
        all.body.orders.some(
          (order: { _id: string; paymentStatus: string }) =>
            order._id === paidId && order.paymentStatus === 'completed',
        )
      );
    });
    // The search reads names, e-mails and phones from order_personal, a read model of its own (it may lag order_view by a batch).
    await eventually("the orders' personal details are read", async () => {
      const [personal] = await projectionStatus(shop.app.get(DATABASE), shop.app.get(EVENT_STORE), {
        names: ['order_personal'],
      });
      return personal.lagEvents === 0;
    });
  });
  afterAll(() => shop.close());

  it('filters by status, payment status and guest / registered', async () => {
    expect(await ids({ status: 'confirmed' })).toEqual([paidId]);
    expect((await ids({ paymentStatus: 'pending' })).sort()).toEqual([pendingId, guestId].sort());
    expect(await ids({ customer: 'guest' })).toEqual([guestId]);
    expect((await ids({ customer: 'registered' })).sort()).toEqual([paidId, pendingId].sort());
    expect(await ids({ customer: 'registered', paymentStatus: 'completed' })).toEqual([paidId]);
  });

  it('filters by the day placed (India time), both ends included', async () => {
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    expect(await ids({ from: today, to: today })).toHaveLength(3);
    expect(await ids({ to: '2020-01-01' })).toEqual([]);
    expect(await ids({ from: '2099-01-01' })).toEqual([]);
  });

  it("searches by the order id's last characters, the customer's name, e-mail or phone", async () => {
    expect(await ids({ search: paidId.slice(-6) })).toEqual([paidId]);
    // As a shopper quotes it from My Orders, the e-mail or the WhatsApp return message: '#06E1B0'.
    expect(await ids({ search: `#${paidId.slice(-6).toUpperCase()}` })).toEqual([paidId]);
    expect(await ids({ search: 'ravi kumar' })).toEqual([guestId]);
    expect(await ids({ search: 'RAVI@EXAMPLE' })).toEqual([guestId]);
    expect(await ids({ search: '91234 56789' })).toEqual([guestId]);
    expect(await ids({ search: '100%_' })).toEqual([]);
  });

  it('answers 400, never 500, for a bad filter, and 401/403 to others', async () => {
    const bad: Record<string, string>[] = [
      { status: 'teleported' },
      { paymentStatus: 'maybe' },
      { customer: 'robot' },
      { from: '2026-13-01' },
      { to: '2026-02-30' },
      { from: 'yesterday' },
      { search: 'x'.repeat(101) },
    ];
    for (const query of bad) {
      const res = await list(query);
      expect([JSON.stringify(query), res.status]).toEqual([JSON.stringify(query), 400]);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await call(shop.app, 'GET', '/api/orders', { query: { status: 'confirmed' } })).status).toBe(401);
    expect((await call(shop.app, 'GET', '/api/orders', { token: asha.token, query: { search: 'a' } })).status).toBe(
      403,
    );
  });

  it('exports the filtered list as CSV (header, one row per order, rupees with 2 decimals); 400 for bad filters, 401/403', async () => {
    const res = await csv({ customer: 'registered' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('orders.csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Order ID,Date,Customer,Type,Email,Phone,Items,Units,Items total,Shipping,Total,Status,Payment,Paid at,City,State',
    );
    expect(lines).toHaveLength(3);
    const paid = lines.find((line) => line.startsWith(paidId))!;
    expect(paid).toContain(',registered,');
    expect(paid).toMatch(/,confirmed,completed,\d{4}-/);
    expect((await csv({ status: 'teleported' })).statusCode).toBe(400);
    expect((await csv({}, null)).statusCode).toBe(401);
    expect((await csv({}, asha.token)).statusCode).toBe(403);
  });
});

describe('internal notes on an order (POST /orders/{id}/notes)', () => {
  let shop: Shop;
  let asha: { token: string; id: string };
  let orderId: string;

  beforeAll(async () => {
    shop = await startShop();
    asha = await shopper(shop);
    const product = await createProduct(shop);
    orderId = (await placeOrder(shop, asha.token, [lineOf(product, 'M', 1)])).body.order._id;
  });
  afterAll(() => shop.close());

  const note = (body: unknown, token: string | null = shop.admin, id = orderId) =>
    call(shop.app, 'POST', `/api/orders/${id}/notes`, { token: token ?? undefined, body });

  it('records a note with the admin as its actor, in the timeline after the order was placed, once per note id', async () => {
    const noteId = randomUUID();
    const first = await note({ noteId, text: '  Customer asked to hold delivery  ' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      success: true,
      message: 'Note added',
      note: { noteId, orderId, text: 'Customer asked to hold delivery', actor: { role: 'admin' } },
    });
    const again = await note({ noteId, text: 'Customer asked to hold delivery' });
    expect(again.status).toBe(201);
    expect(again.body.note.at).toBe(first.body.note.at);
    const history = await call(shop.app, 'GET', `/api/orders/${orderId}/history`, { token: shop.admin });
    const own = history.body.history.filter((entry: { type: string }) => !entry.type.startsWith('Stock'));
    expect(own.map((entry: { type: string }) => entry.type)).toEqual(['OrderPlaced', 'OrderNoteAdded']);
    expect(own[1]).toMatchObject({
      summary: 'Internal note: Customer asked to hold delivery',
      actor: { role: 'admin' },
    });
  });

  it("keeps a note's text only sealed under the order's key, so erasing a guest's address erases the notes on their orders (issue #38)", async () => {
    const product = await createProduct(shop);
    const email = `guest.${randomUUID()}@example.in`;
    const guestOrder = (await placeOrder(shop, null, [lineOf(product, 'M', 1)], { customerEmail: email })).body.order
      ._id as string;
    const text = 'Guest Ishaan Bellweather rang from 9811100077 about 21 Peepal Road';
    expect((await note({ noteId: randomUUID(), text }, shop.admin, guestOrder)).body.note.text).toBe(text);
    const recorded: RecordedEvent[] = await shop.app.get(EVENT_STORE).readStream(`ordernote-${guestOrder}`);
    expect(recorded).toHaveLength(1);
    for (const trace of ['Ishaan', 'Bellweather', '9811100077', 'Peepal'])
      expect(JSON.stringify(recorded.map((event) => event.data))).not.toContain(trace);

    const erased = await call(shop.app, 'POST', '/api/personal-data/erase-guest', {
      token: shop.admin,
      body: { email },
    });
    expect(erased.body.erased).toBe(1);
    const history = await call(shop.app, 'GET', `/api/orders/${guestOrder}/history`, { token: shop.admin });
    const summaries = history.body.history.map((entry: { summary: string }) => entry.summary);
    expect(summaries).toContain('Internal note (erased with the customer’s personal data)');
    expect(JSON.stringify(summaries)).not.toContain('Ishaan');
    // A note written after the erasure reads; the customer stays erased.
    expect(
      (await note({ noteId: randomUUID(), text: 'Refund sent by bank transfer' }, shop.admin, guestOrder)).status,
    ).toBe(201);
    const after = (
      await call(shop.app, 'GET', `/api/orders/${guestOrder}/history`, { token: shop.admin })
    ).body.history.map((entry: { summary: string }) => entry.summary);
    expect(after).toContain('Internal note: Refund sent by bank transfer');
    expect((await call(shop.app, 'GET', `/api/orders/${guestOrder}`, { token: shop.admin })).body.order).toMatchObject({
      personalDataErased: true,
      customerName: null,
    });
  });

  it('never shows a note to the shopper', async () => {
    await note({ noteId: randomUUID(), text: 'Suspicious address, check before shipping' });
    const mine = await call(shop.app, 'GET', `/api/orders/${orderId}`, { token: asha.token });
    expect(JSON.stringify(mine.body)).not.toContain('Suspicious');
    const list = await call(shop.app, 'GET', '/api/orders/myorders', { token: asha.token });
    expect(JSON.stringify(list.body)).not.toContain('Suspicious');
  });

  it('answers 400 for an empty, long or id-less note and writes nothing; 404 for an unknown order; 401/403 to others', async () => {
    // The order's own events: stock and e-mail lines come from other read models, on their own time.
    const ownEntries = async () =>
      (await call(shop.app, 'GET', `/api/orders/${orderId}/history`, { token: shop.admin })).body.history.filter(
        (entry: { type: string }) => !entry.type.startsWith('Stock') && entry.type !== 'MailSent',
      ).length;
    const before = await ownEntries();
    expect([
      (await note({ noteId: randomUUID(), text: '   ' })).status,
      (await note({ noteId: randomUUID(), text: '   ' })).body.message,
    ]).toEqual([400, 'Note is required']);
    expect((await note({ noteId: randomUUID(), text: 'x'.repeat(1001) })).body.message).toBe(
      'Note must be at most 1000 characters',
    );
    expect((await note({ noteId: 'not-a-uuid', text: 'ok' })).status).toBe(400);
    expect((await note({ noteId: randomUUID(), text: 42 })).status).toBe(400);
    expect(
      (await note({ noteId: randomUUID(), text: 'ok' }, shop.admin, '00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
    expect((await note({ noteId: randomUUID(), text: 'ok' }, null)).status).toBe(401);
    expect((await note({ noteId: randomUUID(), text: 'ok' }, asha.token)).status).toBe(403);
    expect(await ownEntries()).toBe(before);
  });
});

/** GET /orders/{id}/history: the lines from other modules (stock, e-mails) and those that depend on what came before. */
describe('the order timeline: stock reserved, payment retried, e-mails sent', () => {
  let shop: Shop;
  let asha: { token: string; id: string };

  beforeAll(async () => {
    shop = await startShop();
    asha = await shopper(shop);
  });
  afterAll(() => shop.close());

  type Entry = { type: string; summary: string; actor: { role: string }; at: string };
  const history = async (orderId: string) =>
    (await call(shop.app, 'GET', `/api/orders/${orderId}/history`, { token: shop.admin })).body.history as Entry[];

  it('shows the stock reserved, the failed payment with its reason, the retry, the payment, the stock sold and each e-mail sent, in time order', async () => {
    const product = await createProduct(shop, { name: 'Linen Shirt' });
    const orderId = (await placeOrder(shop, asha.token, [lineOf(product, 'M', 2)])).body.order._id as string;
    const first = await payOrder(shop, orderId, asha.token);
    const failed = await call(shop.app, 'POST', '/api/payments/payment-failed', {
      token: asha.token,
      body: {
        orderId,
        error: {
          description: 'Card declined by the bank',
          metadata: { order_id: first.verification.razorpay_order_id },
        },
      },
    });
    expect(failed.status).toBe(200);
    const { verification } = await payOrder(shop, orderId, asha.token);
    expect((await verify(shop, asha.token, verification)).status).toBe(200);
    expect(
      (await call(shop.app, 'PUT', `/api/orders/${orderId}/status`, { token: shop.admin, body: { status: 'shipped' } }))
        .status,
    ).toBe(200);

    const lines = await eventually('the stock moves and both e-mails in the timeline', async () => {
      const entries = await history(orderId);
      const mails = entries.filter((entry) => entry.type === 'MailSent');
      return mails.length === 2 && entries.some((entry) => entry.type === 'StockCommitted') ? entries : null;
    });
    const summaries = lines.map((entry) => entry.summary);
    expect(summaries).toContain('Stock reserved: 2 × Linen Shirt (M, Black)');
    expect(lines.find((entry) => entry.type === 'StockReserved')!.actor.role).toBe('user');
    expect(
      summaries.some((line) => /^Payment failed \(provider order order_\w+\): Card declined by the bank$/.test(line)),
    ).toBe(true);
    expect(
      summaries.some((line) => /^Payment of ₹[\d,.]+ retried, attempt 2 of 4 \(provider order order_\w+\)$/.test(line)),
    ).toBe(true);
    expect(summaries).toContain('Reserved stock sold: Linen Shirt (M, Black)');
    expect(summaries).toContain('E-mail sent to the customer: order confirmation with the items and totals');
    expect(summaries).toContain('E-mail sent to the customer: order shipped');
    const order = (type: string) => lines.findIndex((entry) => entry.type === type);
    expect(order('StockReserved')).toBeLessThan(order('PaymentStarted'));
    expect(order('OrderPaid')).toBeLessThan(order('MailSent'));
    expect([...lines].sort((a, b) => Date.parse(a.at) - Date.parse(b.at)).map((entry) => entry.summary)).toEqual(
      summaries,
    );
  });
});
