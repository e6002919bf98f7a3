import { randomUUID } from 'node:crypto';
import type { TaxDocument } from '@store/contracts';
import {
  address,
  call,
  createProduct,
  eventually,
  lineOf,
  placePaidOrder,
  shopper,
  startShop,
  type Shop,
} from '../support/shop';

/** A paid order of `quantity` pieces at `price` (tax included), delivered to `state`. */
async function paidOrder(shop: Shop, token: string | null, { price = 1000, quantity = 1, state = 'Maharashtra' } = {}) {
  const product = await createProduct(shop, { price });
  const { orderId, order, accessToken } = await placePaidOrder(shop, token, [lineOf(product, 'M', quantity)], {
    shippingAddress: { ...address, state },
  });
  return { orderId, total: order.totalPrice as number, accessToken: accessToken! };
}

/** A GET whose answer is a file (the PDF): status, headers and the raw bytes. */
async function download(shop: Shop, url: string, options: { token?: string; query?: Record<string, string> } = {}) {
  const response = await shop.app.inject({
    method: 'GET',
    url,
    query: options.query,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

const setStatus = (shop: Shop, orderId: string, status: string) =>
  call(shop.app, 'PUT', `/api/orders/${orderId}/status`, { token: shop.admin, body: { status } });

const invoiceJson = (shop: Shop, orderId: string, token: string | undefined = shop.admin) =>
  call(shop.app, 'GET', `/api/orders/${orderId}/invoice`, { token, query: { format: 'json' } });

const invoiced = (shop: Shop, orderId: string) =>
  eventually(`the invoice of ${orderId}`, async () => {
    const res = await invoiceJson(shop, orderId);
    return res.status === 200 && (res.body.document as TaxDocument);
  });

const refund = (shop: Shop, orderId: string, amount: number, reason = 'Returned: damaged seam') =>
  call(shop.app, 'POST', `/api/orders/${orderId}/refunds`, {
    token: shop.admin,
    body: { refundId: randomUUID(), amount, reason },
  });

describe('GST tax invoices and credit notes (issue #42)', () => {
  let shop: Shop;
  let asha: { token: string; id: string; payload: Record<string, unknown> };
  let ravi: { token: string; id: string; payload: Record<string, unknown> };

  beforeAll(async () => {
    shop = await startShop();
    [asha, ravi] = await Promise.all([shopper(shop), shopper(shop)]);
  });
  afterAll(() => shop.close());

  it('issues the invoice when the order ships, not before, numbered INV/<year>/000001, with CGST and SGST within Maharashtra and a total equal to what was paid', async () => {
    const { orderId, total } = await paidOrder(shop, asha.token, { price: 1049.5, quantity: 2 });
    const none = await invoiceJson(shop, orderId);
    expect([none.status, none.body.message]).toEqual([404, 'No invoice yet: it is issued when the order ships']);
    expect((await setStatus(shop, orderId, 'shipped')).status).toBe(200);
    const invoice = await invoiced(shop, orderId);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number: expect.stringMatching(/^INV\/\d{4}\/000001$/),
      orderId,
      taxKind: 'CGST+SGST',
      placeOfSupply: { state: 'Maharashtra', stateCode: '27' },
      seller: { gstin: '27AABCT1234F1ZQ', stateCode: '27' },
      buyer: { name: 'Asha Verma', state: 'Maharashtra', stateCode: '27', gstin: null },
      b2b: false,
      reverseCharge: false,
    });
    expect(invoice.buyer.address).toContain('12 MG Road');
    expect(invoice.totals.totalPaise).toBe(Math.round(total * 100));
    const goods = invoice.lines.find((line) => line.kind === 'goods')!;
    expect(goods).toMatchObject({ quantity: 2, unit: 'pcs', ratePercent: 5, igstPaise: 0 });
    expect(goods.cgstPaise + goods.sgstPaise + goods.taxablePaise).toBe(goods.totalPaise);
  });

  it('uses IGST for a parcel to another state and UTGST for Chandigarh', async () => {
    const karnataka = await paidOrder(shop, asha.token, { state: 'Karnataka' });
    const chandigarh = await paidOrder(shop, asha.token, { state: 'Chandigarh' });
    await Promise.all([setStatus(shop, karnataka.orderId, 'shipped'), setStatus(shop, chandigarh.orderId, 'shipped')]);
    expect(await invoiced(shop, karnataka.orderId)).toMatchObject({
      taxKind: 'IGST',
      placeOfSupply: { stateCode: '29' },
    });
    // Chandigarh is a union territory without a legislature; the seller is in Maharashtra: IGST.
    expect(await invoiced(shop, chandigarh.orderId)).toMatchObject({
      taxKind: 'IGST',
      placeOfSupply: { stateCode: '04' },
    });
  });

  it('answers the PDF to the buyer, to a guest with the order link’s token, and to the admin; 404 to anyone else', async () => {
    const { orderId } = await paidOrder(shop, asha.token);
    await setStatus(shop, orderId, 'shipped');
    await invoiced(shop, orderId);
    const pdf = await download(shop, `/api/orders/${orderId}/invoice`, { token: asha.token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="Invoice-INV-\d{4}-\d{6}\.pdf"$/);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await download(shop, `/api/orders/${orderId}/invoice`, { token: ravi.token })).status).toBe(404);
    expect((await download(shop, `/api/orders/${orderId}/invoice`)).status).toBe(404);
    expect((await call(shop.app, 'GET', `/api/orders/not-an-order/invoice`, { token: shop.admin })).status).toBe(404);

    const guest = await paidOrder(shop, null);
    await setStatus(shop, guest.orderId, 'shipped');
    await invoiced(shop, guest.orderId);
    const byLink = await download(shop, `/api/orders/${guest.orderId}/invoice`, {
      query: { token: guest.accessToken },
    });
    expect([byLink.status, byLink.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(
      (await download(shop, `/api/orders/${guest.orderId}/invoice`, { query: { token: 'forged.token' } })).status,
    ).toBe(404);
    const listed = await call(shop.app, 'GET', `/api/orders/${guest.orderId}/tax-documents`, {
      query: { token: guest.accessToken },
    });
    const [only] = listed.body.documents;
    expect(listed.body.documents).toEqual([
      expect.objectContaining({
        kind: 'invoice',
        downloadPath: `/api/orders/${guest.orderId}/tax-documents/${only.number.replace(/\//g, '-')}`,
        shipment: null,
      }),
    ]);
  });

  it('attaches the invoice to the shipping e-mail, with a download link for a guest that opens it', async () => {
    const guest = await paidOrder(shop, null);
    await setStatus(shop, guest.orderId, 'shipped');
    const mail = await shop.smtp.waitFor('ravi@example.in', (message) => /has shipped/.test(message.subject ?? ''));
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [expect.stringMatching(/^Invoice-INV-\d{4}-\d{6}\.pdf$/), 'application/pdf'],
    ]);
    const link = /(http\S+\/api\/orders\/\S+\/invoice\?token=\S+)/.exec(mail.text ?? '')?.[1];
    expect(link).toBeDefined();
    const url = new URL(link!);
    const opened = await download(shop, url.pathname, { query: Object.fromEntries(url.searchParams) });
    expect([opened.status, opened.headers['content-type']]).toEqual([200, 'application/pdf']);
  });

  it('issues no invoice for a paid order cancelled before it shipped, and no credit note for its refund', async () => {
    const { orderId, total } = await paidOrder(shop, asha.token);
    await setStatus(shop, orderId, 'cancelled');
    expect((await refund(shop, orderId, total)).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const listed = await call(shop.app, 'GET', `/api/orders/${orderId}/tax-documents`, { token: asha.token });
    expect(listed.body.documents).toEqual([]);
  });

  it('issues a credit note naming the invoice for each refund of a returned order, the taxes reversed, half then the rest adding up to the invoice', async () => {
    const { orderId, total } = await paidOrder(shop, asha.token, { price: 2999, quantity: 1 });
    await setStatus(shop, orderId, 'shipped');
    const invoice = await invoiced(shop, orderId);
    await setStatus(shop, orderId, 'returned');
    const half = Math.round((total / 2) * 100) / 100;
    expect((await refund(shop, orderId, half)).status).toBe(201);
    const first = await eventually('the first credit note', async () => {
      const res = await call(shop.app, 'GET', `/api/orders/${orderId}/tax-documents`, { token: asha.token });
      return res.body.documents.find((doc: { kind: string }) => doc.kind === 'credit-note');
    });
    expect(first).toMatchObject({
      number: expect.stringMatching(/^CN\/\d{4}\/\d{6}$/),
      totalPaise: Math.round(half * 100),
    });
    const firstJson = await call(shop.app, 'GET', `${first.downloadPath}`, {
      token: asha.token,
      query: { format: 'json' },
    });
    const note = firstJson.body.document as TaxDocument;
    expect(note).toMatchObject({
      kind: 'credit-note',
      correctsInvoice: { number: invoice.number, issueDate: invoice.issueDate },
      reason: 'Returned: damaged seam',
      taxKind: invoice.taxKind,
    });
    expect(note.totals.cgstPaise + note.totals.sgstPaise + note.totals.taxablePaise).toBe(note.totals.totalPaise);
    const pdf = await download(shop, first.downloadPath, { token: asha.token });
    expect([pdf.status, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);

    expect((await refund(shop, orderId, Math.round((total - half) * 100) / 100)).status).toBe(201);
    const both = await eventually('the second credit note', async () => {
      const res = await call(shop.app, 'GET', `/api/orders/${orderId}/tax-documents`, { token: shop.admin });
      const notes = res.body.documents.filter((doc: { kind: string }) => doc.kind === 'credit-note');
      return notes.length === 2 && notes;
    });
    expect(both.reduce((sum: number, doc: { totalPaise: number }) => sum + doc.totalPaise, 0)).toBe(
      invoice.totals.totalPaise,
    );

    const history = await call(shop.app, 'GET', `/api/orders/${orderId}/history`, { token: shop.admin });
    const lines = history.body.history.map((entry: { summary: string }) => entry.summary);
    expect(lines).toContain(`Tax invoice ${invoice.number} issued`);
    expect(lines).toContain(`Credit note ${first.number} issued for a refund, against invoice ${invoice.number}`);
  });

  it('lets only the admin read and change the business and tax settings; a bad GSTIN is refused with its reason and nothing is saved', async () => {
    expect((await call(shop.app, 'GET', '/api/admin/settings/tax')).status).toBe(401);
    expect((await call(shop.app, 'GET', '/api/admin/settings/tax', { token: asha.token })).status).toBe(403);
    const before = await call(shop.app, 'GET', '/api/admin/settings/tax', { token: shop.admin });
    expect(before.body.settings).toMatchObject({
      legalName: 'ThreadFit Apparel Private Limited',
      state: 'Maharashtra',
      stateCode: '27',
      invoiceSeries: 'INV',
      hsnDigits: 4,
      updatedAt: null,
    });
    const settings = { ...before.body.settings, updatedAt: undefined, updatedBy: undefined, stateCode: undefined };
    const put = (body: Record<string, unknown>, token = shop.admin) =>
      call(shop.app, 'PUT', '/api/admin/settings/tax', { token, body });
    expect((await put(settings, asha.token)).status).toBe(403);
    const badChecksum = await put({ ...settings, gstin: '27AABCT1234F1ZA' });
    expect([badChecksum.status, badChecksum.body.errors]).toEqual([
      400,
      [{ param: 'gstin', msg: 'GSTIN check character does not match: please check the number' }],
    ]);
    const otherState = await put({ ...settings, state: 'Karnataka' });
    expect([otherState.status, otherState.body.errors?.[0]?.msg]).toEqual([
      400,
      "GSTIN's state code must match the business's state",
    ]);
    expect((await put({ ...settings, hsnDigits: 5 })).status).toBe(400);
    expect((await put({ ...settings, invoiceSeries: 'INVOICE' })).status).toBe(400);
    expect(
      (await call(shop.app, 'GET', '/api/admin/settings/tax', { token: shop.admin })).body.settings.updatedAt,
    ).toBeNull();

    const saved = await put({
      ...settings,
      legalName: 'ThreadFit Apparel Pvt Ltd',
      gstin: ' 29aabct1234f1zm ',
      state: 'Karnataka',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toMatchObject({
      legalName: 'ThreadFit Apparel Pvt Ltd',
      gstin: '29AABCT1234F1ZM',
      stateCode: '29',
      updatedAt: expect.any(String),
      updatedBy: expect.any(String),
    });
    // Put back: the other tests of this file sell from Maharashtra.
    expect((await put(settings)).status).toBe(200);
  });

  it('keeps GST rates as dated bands the admin edits; an invalid table is refused whole', async () => {
    const current = await call(shop.app, 'GET', '/api/admin/tax/rates', { token: shop.admin });
    expect(current.body.bands).toEqual(
      expect.arrayContaining([
        { chapter: '61', validFrom: '2025-09-22', upTo: 2500, rate: 5 },
        { chapter: '61', validFrom: '2025-09-22', upTo: null, rate: 18 },
        { chapter: '62', validFrom: '2017-07-01', upTo: 1000, rate: 5 },
      ]),
    );
    expect(
      (await call(shop.app, 'PUT', '/api/admin/tax/rates', { token: asha.token, body: current.body })).status,
    ).toBe(403);
    const noOpenBand = await call(shop.app, 'PUT', '/api/admin/tax/rates', {
      token: shop.admin,
      body: { bands: [{ chapter: '61', validFrom: '2025-09-22', upTo: 2500, rate: 5 }] },
    });
    expect(noOpenBand.status).toBe(400);
    const bad = await call(shop.app, 'PUT', '/api/admin/tax/rates', {
      token: shop.admin,
      body: { bands: [{ chapter: '61', validFrom: 'soon', upTo: null, rate: 99 }] },
    });
    expect(bad.status).toBe(400);
    const same = await call(shop.app, 'PUT', '/api/admin/tax/rates', {
      token: shop.admin,
      body: { bands: current.body.bands },
    });
    expect(same.status).toBe(200);
  });

  it('answers the monthly summaries whose totals equal the invoices minus the credit notes, and their CSVs, to the admin only', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const summaries = await eventually('the month’s documents in the summaries', async () => {
      const res = await call(shop.app, 'GET', '/api/admin/tax/summaries', { token: shop.admin, query: { month } });
      return res.body.summaries?.totals.creditNoteCount >= 2 && res.body.summaries;
    });
    const { totals } = summaries;
    expect(totals.netPaise).toBe(totals.invoicesPaise - totals.creditNotesPaise);
    const b2cs = summaries.b2cs.reduce(
      (sum: number, row: Record<string, number>) =>
        sum + row.taxablePaise + row.cgstPaise + row.sgstPaise + row.igstPaise,
      0,
    );
    expect(b2cs).toBe(totals.netPaise);
    const hsn = summaries.hsn.reduce((sum: number, row: { totalPaise: number }) => sum + row.totalPaise, 0);
    expect(hsn).toBe(totals.netPaise);
    const csv = await download(shop, '/api/admin/tax/summaries/hsn.csv', { token: shop.admin, query: { month } });
    expect(csv.status).toBe(200);
    expect(csv.bytes.toString('utf8').split('\r\n')[0]).toMatch(/^HSN,/);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="gst-hsn-${month}.csv"`);
    expect(
      (await download(shop, '/api/admin/tax/summaries/gstr9.csv', { token: shop.admin, query: { month } })).status,
    ).toBe(404);
    expect(
      (await call(shop.app, 'GET', '/api/admin/tax/summaries', { token: shop.admin, query: { month: '2026-13' } }))
        .status,
    ).toBe(400);
    expect(
      (await call(shop.app, 'GET', '/api/admin/tax/summaries', { token: asha.token, query: { month } })).status,
    ).toBe(403);
  });
});
