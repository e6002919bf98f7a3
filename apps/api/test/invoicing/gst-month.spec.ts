import { randomUUID } from 'node:crypto';
import type { GstSummaries, TaxDocument } from '@store/contracts';
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

const paise = (rupees: number) => Math.round(rupees * 100);

/**
 * Issue #42: a month of orders across states, at both rates, one business buyer, a partial and a
 * full refund: the summaries' totals equal the invoices' totals equal the payments minus refunds.
 */
describe('a month of GST summaries (issue #42)', () => {
  let shop: Shop;
  let token: string;

  beforeAll(async () => {
    shop = await startShop({ UNPAID_ORDERS_PER_CONTACT: '50', UNPAID_ORDERS_PER_DEVICE: '50' });
    token = (await shopper(shop)).token;
  });
  afterAll(() => shop.close());

  async function shippedOrder(price: number, quantity: number, state: string, buyerGstin?: string) {
    const product = await createProduct(shop, { price });
    const { orderId, order } = await placePaidOrder(shop, token, [lineOf(product, 'M', quantity)], {
      shippingAddress: { ...address, state },
      ...(buyerGstin ? { buyerGstin } : {}),
    });
    expect(
      (await call(shop.app, 'PUT', `/api/orders/${orderId}/status`, { token: shop.admin, body: { status: 'shipped' } }))
        .status,
    ).toBe(200);
    const invoice = await eventually(`the invoice of ${orderId}`, async () => {
      const res = await call(shop.app, 'GET', `/api/orders/${orderId}/invoice`, {
        token: shop.admin,
        query: { format: 'json' },
      });
      return res.status === 200 && (res.body.document as TaxDocument);
    });
    return { orderId, paid: paise(order.totalPrice), invoice };
  }

  async function refund(orderId: string, amountPaise: number) {
    const res = await call(shop.app, 'POST', `/api/orders/${orderId}/refunds`, {
      token: shop.admin,
      body: { refundId: randomUUID(), amount: amountPaise / 100, reason: 'Returned' },
    });
    expect(res.status).toBe(201);
  }

  it('adds up: summaries = invoices - credit notes = payments - refunds, B2B named by GSTIN, each invoice with the settings in force when issued', async () => {
    const orders = [
      await shippedOrder(799, 2, 'Maharashtra'), // 5%, CGST + SGST
      await shippedOrder(2999, 1, 'Karnataka'), // 18% (above ₹2,500 a piece), IGST
      await shippedOrder(1299.5, 3, 'Tamil Nadu'),
      await shippedOrder(3499, 1, 'Maharashtra', '29AABCT1234F1ZM'), // a business in Karnataka, delivered in Maharashtra
      await shippedOrder(499, 1, 'Chandigarh'),
      await shippedOrder(2625, 1, 'Delhi'), // exactly ₹2,500 taxable at 5%
    ];
    expect(new Set(orders.flatMap(({ invoice }) => invoice.lines.map((line) => line.ratePercent)))).toEqual(
      new Set([5, 18]),
    );
    expect(orders[3].invoice).toMatchObject({ b2b: true, buyer: { gstin: '29AABCT1234F1ZM' }, taxKind: 'CGST+SGST' });
    expect(orders[5].invoice.lines[0].ratePercent).toBe(5);

    // The settings change: issued invoices keep the ones they printed, the next one has the new.
    const settings = (await call(shop.app, 'GET', '/api/admin/settings/tax', { token: shop.admin })).body.settings;
    const {
      legalName,
      tradeName,
      address: sellerAddress,
      state,
      gstin,
      invoiceSeries,
      creditNoteSeries,
      hsnDigits,
    } = settings;
    expect(
      (
        await call(shop.app, 'PUT', '/api/admin/settings/tax', {
          token: shop.admin,
          body: {
            legalName,
            tradeName: 'ThreadFit Gym',
            address: sellerAddress,
            state,
            gstin,
            invoiceSeries,
            creditNoteSeries,
            hsnDigits,
          },
        })
      ).status,
    ).toBe(200);
    const later = await shippedOrder(999, 1, 'Kerala');
    orders.push(later);
    expect(later.invoice.seller.tradeName).toBe('ThreadFit Gym');
    const first = await call(shop.app, 'GET', `/api/orders/${orders[0].orderId}/invoice`, {
      token: shop.admin,
      query: { format: 'json' },
    });
    expect(first.body.document.seller.tradeName).toBe(tradeName);

    // A partial refund of one returned order, the whole of another.
    for (const order of [orders[1], orders[2]])
      await call(shop.app, 'PUT', `/api/orders/${order.orderId}/status`, {
        token: shop.admin,
        body: { status: 'returned' },
      });
    const partial = Math.round(orders[1].paid / 3);
    await refund(orders[1].orderId, partial);
    await refund(orders[2].orderId, orders[2].paid);
    const refunded = partial + orders[2].paid;

    const month = later.invoice.issueDate.slice(0, 7);
    const summaries = await eventually('both credit notes in the summaries', async () => {
      const res = await call(shop.app, 'GET', '/api/admin/tax/summaries', { token: shop.admin, query: { month } });
      const found = res.body.summaries as GstSummaries;
      return found.totals.creditNoteCount === 2 && found.totals.invoiceCount === orders.length && found;
    });
    const paid = orders.reduce((sum, order) => sum + order.paid, 0);
    const invoiced = orders.reduce((sum, order) => sum + order.invoice.totals.totalPaise, 0);
    expect(invoiced).toBe(paid);
    expect(summaries.totals).toMatchObject({
      invoicesPaise: paid,
      creditNotesPaise: refunded,
      netPaise: paid - refunded,
    });

    const sum = (rows: Array<{ taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number }>) =>
      rows.reduce((total, row) => total + row.taxablePaise + row.cgstPaise + row.sgstPaise + row.igstPaise, 0);
    const b2bCredit = summaries.creditNotes.filter((row) => row.buyerGstin !== null);
    expect(sum(summaries.b2cs) + sum(summaries.b2b) - sum(b2bCredit)).toBe(paid - refunded);
    expect(summaries.hsn.reduce((total, row) => total + row.totalPaise, 0)).toBe(paid - refunded);
    expect(summaries.b2b.map((row) => row.buyerGstin)).toEqual(['29AABCT1234F1ZM']);
    expect(summaries.b2b[0].invoiceValuePaise).toBe(orders[3].paid);
  });
});
