import { randomUUID } from 'node:crypto';
import type { TaxDocument, TaxDocumentSummary } from '@store/contracts';
import type { EventStore } from '@store/eventstore';
import { CLOCK, EVENT_STORE, eventMetadata, systemContext, type Clock } from '@store/platform';
import {
  call,
  createProduct,
  eventually,
  lineOf,
  placePaidOrder,
  shopper,
  startShop,
  type Shop,
} from '../support/shop';

const ship = (shop: Shop, orderId: string, body: Record<string, unknown>) =>
  call(shop.app, 'POST', `/api/orders/${orderId}/shipments`, { token: shop.admin, body });

const setStatus = (shop: Shop, orderId: string, status: string) =>
  call(shop.app, 'PUT', `/api/orders/${orderId}/status`, { token: shop.admin, body: { status } });

const listed = async (shop: Shop, orderId: string, options: { token?: string; query?: Record<string, string> }) =>
  (await call(shop.app, 'GET', `/api/orders/${orderId}/tax-documents`, options)).body.documents as TaxDocumentSummary[];

const invoicesListed = (shop: Shop, orderId: string, count: number) =>
  eventually(`${count} invoices of ${orderId}`, async () => {
    const invoices = (await listed(shop, orderId, { token: shop.admin })).filter((doc) => doc.kind === 'invoice');
    return invoices.length === count && invoices;
  });

const creditNotesListed = (shop: Shop, orderId: string, count: number) =>
  eventually(`${count} credit notes of ${orderId}`, async () => {
    const notes = (await listed(shop, orderId, { token: shop.admin })).filter((doc) => doc.kind === 'credit-note');
    return notes.length === count && notes;
  });

const json = async (shop: Shop, path: string, token = shop.admin) =>
  (await call(shop.app, 'GET', path, { token, query: { format: 'json' } })).body.document as TaxDocument;

/** A GET whose answer is a file: status, content type and the first bytes. */
async function download(shop: Shop, url: string, options: { token?: string; query?: Record<string, string> } = {}) {
  const response = await shop.app.inject({
    method: 'GET',
    url,
    query: options.query,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
  return {
    status: response.statusCode,
    type: response.headers['content-type'],
    head: response.rawPayload.subarray(0, 5),
  };
}

const sequenceOf = (number: string) => Number(number.split('/').pop());

/** A paid order of 2 tees at ₹250 (line 0) and a hoodie at ₹150 (line 1): ₹650 and ₹29 shipping. */
async function teesAndHoodie(shop: Shop, token: string | null) {
  const [tee, hoodie] = await Promise.all([createProduct(shop, { price: 250 }), createProduct(shop, { price: 150 })]);
  const paid = await placePaidOrder(shop, token, [lineOf(tee, 'M', 2), lineOf(hoodie, 'L', 1, 1)]);
  return { ...paid, totalPaise: Math.round((paid.order.totalPrice as number) * 100) };
}

/** Ships the first tee with Delhivery, then the rest with Blue Dart: the order's two invoices. */
async function shippedInTwo(shop: Shop, orderId: string) {
  expect(
    (await ship(shop, orderId, { carrier: 'Delhivery', awb: `DL${Date.now()}`, lines: [{ line: 0, quantity: 1 }] }))
      .status,
  ).toBe(201);
  await invoicesListed(shop, orderId, 1);
  expect((await ship(shop, orderId, { carrier: 'Blue Dart', awb: `BD-${Date.now()}` })).status).toBe(201);
  return invoicesListed(shop, orderId, 2);
}

describe('an invoice per dispatch (issue #43)', () => {
  let shop: Shop;
  let asha: { token: string };
  let ravi: { token: string };

  beforeAll(async () => {
    shop = await startShop();
    [asha, ravi] = await Promise.all([shopper(shop), shopper(shop)]);
  });
  afterAll(() => shop.close());

  it('ships half an order then the rest: two invoices, consecutive numbers, naming each shipment, shipping on the first, adding up to what was paid', async () => {
    const { orderId, totalPaise } = await teesAndHoodie(shop, asha.token);
    const [first, second] = await shippedInTwo(shop, orderId);
    expect(sequenceOf(second!.number)).toBe(sequenceOf(first!.number) + 1);
    expect(first!.shipment).toMatchObject({ carrier: 'Delhivery', awb: expect.stringMatching(/^DL/) });
    expect(second!.shipment).toMatchObject({ carrier: 'Blue Dart', awb: expect.stringMatching(/^BD-/) });
    expect(first!.downloadPath).toBe(`/api/orders/${orderId}/tax-documents/${first!.number.replace(/\//g, '-')}`);

    const one = await json(shop, first!.downloadPath);
    const two = await json(shop, second!.downloadPath);
    expect(one.lines.map((line) => [line.kind, line.quantity, line.totalPaise])).toEqual([
      ['goods', 1, 25000],
      ['shipping', 1, 2900],
    ]);
    expect(two.lines.map((line) => [line.kind, line.orderLine, line.quantity, line.totalPaise])).toEqual([
      ['goods', 0, 1, 25000],
      ['goods', 1, 1, 15000],
    ]);
    expect(one.totals.totalPaise + two.totals.totalPaise).toBe(totalPaise);
    expect(two.shipment).toEqual(expect.objectContaining({ carrier: 'Blue Dart' }));
    // The first invoice keeps answering where e-mails sent before named it.
    expect((await json(shop, `/api/orders/${orderId}/invoice`)).number).toBe(first!.number);
  });

  it('answers each invoice to the buyer and the admin, and 404 to another shopper, to no one and for a number that is not the order’s', async () => {
    const { orderId } = await teesAndHoodie(shop, asha.token);
    const invoices = await shippedInTwo(shop, orderId);
    for (const invoice of invoices) {
      const pdf = await download(shop, invoice.downloadPath, { token: asha.token });
      expect([pdf.status, pdf.type, pdf.head.toString('latin1')]).toEqual([200, 'application/pdf', '%PDF-']);
      expect((await json(shop, invoice.downloadPath)).number).toBe(invoice.number);
      expect((await download(shop, invoice.downloadPath, { token: ravi.token })).status).toBe(404);
      expect((await download(shop, invoice.downloadPath)).status).toBe(404);
    }
    expect((await listed(shop, orderId, { token: asha.token })).map((doc) => doc.number)).toEqual(
      invoices.map((doc) => doc.number),
    );
    expect((await call(shop.app, 'GET', `/api/orders/${orderId}/tax-documents`, { token: ravi.token })).status).toBe(
      404,
    );
    const stranger = await call(shop.app, 'GET', `/api/orders/${orderId}/tax-documents/INV-2627-999999`, {
      token: shop.admin,
      query: { format: 'json' },
    });
    expect([stranger.status, stranger.body.message]).toEqual([404, 'Tax document not found']);
    const tooLong = await call(shop.app, 'GET', `/api/orders/${orderId}/tax-documents/${'X'.repeat(90)}`, {
      token: shop.admin,
    });
    expect([tooLong.status, tooLong.body.message]).toEqual([400, 'Invalid number']);
    const badFormat = await call(shop.app, 'GET', invoices[0]!.downloadPath, {
      token: shop.admin,
      query: { format: 'xml' },
    });
    expect(badFormat.status).toBe(400);
  });

  it('lets a guest download each dispatch’s invoice with the order’s token, not without it', async () => {
    const { orderId, accessToken } = await teesAndHoodie(shop, null);
    const invoices = await shippedInTwo(shop, orderId);
    expect((await listed(shop, orderId, { query: { token: accessToken! } })).length).toBe(2);
    for (const invoice of invoices) {
      const pdf = await download(shop, invoice.downloadPath, { query: { token: accessToken! } });
      expect([pdf.status, pdf.type]).toEqual([200, 'application/pdf']);
      expect((await download(shop, invoice.downloadPath, { query: { token: 'forged.token' } })).status).toBe(404);
    }
  });

  it('attaches both invoices to the ‘has shipped’ e-mail sent when the last parcel leaves, with a guest’s link to each', async () => {
    const { orderId } = await teesAndHoodie(shop, null);
    const invoices = await shippedInTwo(shop, orderId);
    const mail = await shop.smtp.waitFor(
      'ravi@example.in',
      // Not 'Part of your order has shipped' (the first parcel's, fulfilment's), but the order's.
      (message) =>
        /has shipped/.test(message.subject ?? '') &&
        !/^Part/.test(message.subject ?? '') &&
        (message.text ?? '').includes(orderId),
    );
    expect(mail.attachments.map((file) => file.filename)).toEqual(
      invoices.map((invoice) => `Invoice-${invoice.number.replace(/\//g, '-')}.pdf`),
    );
    expect(mail.text).toContain(`Your tax invoices ${invoices[0]!.number} (Delhivery `);
    const links = [...(mail.text ?? '').matchAll(/(http\S+\/tax-documents\/\S+\?token=\S+)/g)].map(
      (match) => match[1]!,
    );
    expect(links).toHaveLength(2);
    for (const link of links) {
      const url = new URL(link);
      const opened = await download(shop, url.pathname, { query: Object.fromEntries(url.searchParams) });
      expect([opened.status, opened.type]).toEqual([200, 'application/pdf']);
    }
  });

  it('keeps one invoice for the whole order shipped through its status, and adds none for a shipment recorded after it', async () => {
    const { orderId, totalPaise } = await teesAndHoodie(shop, asha.token);
    expect((await setStatus(shop, orderId, 'shipped')).status).toBe(200);
    const [whole] = await invoicesListed(shop, orderId, 1);
    expect([whole!.shipment, whole!.totalPaise]).toEqual([null, totalPaise]);
    expect((await ship(shop, orderId, { carrier: 'DTDC', awb: 'DT-LATE-0001' })).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await listed(shop, orderId, { token: shop.admin })).length).toBe(1);
  });

  it('keeps the first parcel’s invoice alone while the status cannot be set to shipped with units left, and invoices the rest when it ships, never the same goods twice', async () => {
    const { orderId, totalPaise } = await teesAndHoodie(shop, asha.token);
    expect(
      (await ship(shop, orderId, { carrier: 'Delhivery', awb: 'DL-PART-0001', lines: [{ line: 0, quantity: 1 }] }))
        .status,
    ).toBe(201);
    await invoicesListed(shop, orderId, 1);
    // The status follows the shipments: 'shipped' is refused while units are left (fulfilment's rule).
    expect((await setStatus(shop, orderId, 'shipped')).status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await listed(shop, orderId, { token: shop.admin })).length).toBe(1);
    expect((await ship(shop, orderId, { carrier: 'Blue Dart', awb: 'BD-PART-0002' })).status).toBe(201);
    const [first, rest] = await invoicesListed(shop, orderId, 2);
    expect(rest!.shipment).toMatchObject({ carrier: 'Blue Dart', awb: 'BD-PART-0002' });
    expect(first!.totalPaise + rest!.totalPaise).toBe(totalPaise);
    const restLines = (await json(shop, rest!.downloadPath)).lines.map((line) => [line.orderLine, line.quantity]);
    expect(restLines).toEqual([
      [0, 1],
      [1, 1],
    ]);
    // The status shipped that followed the last parcel adds none.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await listed(shop, orderId, { token: shop.admin })).length).toBe(2);
  });

  it('credits a return’s lines against the invoice that carried them, and a refund without lines over both invoices, each note downloadable', async () => {
    const { orderId, paymentId } = await teesAndHoodie(shop, asha.token);
    const [, second] = await shippedInTwo(shop, orderId);
    expect((await setStatus(shop, orderId, 'returned')).status).toBe(200);

    // The returns work's refund (RefundRequested with lines), as ordering records it, processed by the gateway.
    const refundId = randomUUID();
    const store: EventStore = shop.app.get(EVENT_STORE);
    const metadata = eventMetadata(systemContext('test-return'), shop.app.get<Clock>(CLOCK));
    await store.append(`refund-${orderId}`, [
      {
        type: 'RefundRequested',
        data: {
          orderId,
          refundId,
          amount: 150,
          reason: 'Return: damaged',
          restock: true,
          paymentId,
          returnId: randomUUID(),
          lines: [{ line: 1, quantity: 1, amount: 150 }],
        },
        metadata,
      },
      { type: 'RefundProcessed', data: { orderId, refundId, providerRefundId: `rfnd_${refundId}` }, metadata },
    ]);
    const [note] = await creditNotesListed(shop, orderId, 1);
    expect(note).toMatchObject({ correctsInvoice: second!.number, totalPaise: 15000, shipment: second!.shipment });
    const hoodie = (await json(shop, note!.downloadPath, asha.token)).lines.filter((line) => line.totalPaise > 0);
    expect(hoodie).toEqual([expect.objectContaining({ kind: 'goods', orderLine: 1, quantity: 1, totalPaise: 15000 })]);
    expect((await json(shop, `/api/orders/${orderId}/credit-notes/${refundId}`)).number).toBe(note!.number);

    const refund = await call(shop.app, 'POST', `/api/orders/${orderId}/refunds`, {
      token: shop.admin,
      body: { refundId: randomUUID(), amount: 100, reason: 'Goodwill' },
    });
    expect(refund.status).toBe(201);
    const notes = await creditNotesListed(shop, orderId, 3);
    const goodwill = notes.slice(1);
    expect(goodwill.map((doc) => doc.correctsInvoice).sort()).toEqual(
      (await invoicesListed(shop, orderId, 2)).map((doc) => doc.number).sort(),
    );
    expect(goodwill.reduce((sum, doc) => sum + doc.totalPaise, 0)).toBe(10000);
    expect(sequenceOf(goodwill[1]!.number)).toBe(sequenceOf(goodwill[0]!.number) + 1);
    for (const doc of goodwill) {
      const pdf = await download(shop, doc.downloadPath, { token: asha.token });
      expect([pdf.status, pdf.type]).toEqual([200, 'application/pdf']);
    }
    const history = await call(shop.app, 'GET', `/api/orders/${orderId}/history`, { token: shop.admin });
    expect(history.body.history.map((entry: { summary: string }) => entry.summary)).toContain(
      `Credit note ${note!.number} issued for a refund, against invoice ${second!.number}`,
    );
  });
});
