import { EVENT_STORE } from '@store/platform';
import type { EventStore } from '@store/eventstore';
import { TaxDocumentIssuer } from '@store/invoicing/testing';
import { systemContext } from '@store/platform';
import { call, createProduct, lineOf, placePaidOrder, shopper, startShop, type Shop } from '../support/shop';

/** A second issuer over the same store, as another process has: its own lock, the same streams. */
function anotherIssuer(shop: Shop, store: EventStore = shop.app.get(EVENT_STORE)): TaxDocumentIssuer {
  const first = shop.app.get(TaxDocumentIssuer) as unknown as Record<string, unknown>;
  const deps = [
    'config',
    'clock',
    'personalData',
    'orders',
    'orderPersonal',
    'refunds',
    'settings',
    'rates',
    'hsnCodes',
  ];
  return new (TaxDocumentIssuer as unknown as new (...args: unknown[]) => TaxDocumentIssuer)(
    store,
    ...deps.map((name) => first[name]),
  );
}

async function shippedOrders(shop: Shop, token: string, count: number): Promise<string[]> {
  const product = await createProduct(shop, { price: 799, stock: { M: count + 5 }, colorVariants: [] });
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    ids.push((await placePaidOrder(shop, token, [lineOf(product, 'M', 1)])).orderId);
  }
  return ids;
}

const numberOf = (document: { number: string } | null) => Number(document!.number.split('/').pop());

describe('invoice numbers: consecutive, unique, no gaps (issue #42)', () => {
  let shop: Shop;
  let token: string;

  beforeAll(async () => {
    shop = await startShop({ UNPAID_ORDERS_PER_CONTACT: '100', UNPAID_ORDERS_PER_DEVICE: '100' });
    token = (await shopper(shop)).token;
  });
  afterAll(() => shop.close());

  it('50 orders shipped at once, issued by the job and by two more issuers racing it, get the numbers 1 to 50, each order one', async () => {
    const orderIds = await shippedOrders(shop, token, 50);
    const issuers = [anotherIssuer(shop), anotherIssuer(shop)];
    // Shipped at once: the invoicing job starts numbering them at once, and two more issuers race it.
    await Promise.all(
      orderIds.map((orderId) =>
        call(shop.app, 'PUT', `/api/orders/${orderId}/status`, { token: shop.admin, body: { status: 'shipped' } }),
      ),
    );
    const raced = await Promise.all(
      issuers.map((issuer) => Promise.all(orderIds.map((orderId) => issuer.issueInvoice(orderId, systemContext())))),
    );
    // Every issuer answers each order with the one invoice it has.
    expect(raced[0].map(numberOf)).toEqual(raced[1].map(numberOf));
    const numbers = raced[0].map(numberOf).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const listed = await Promise.all(
      orderIds.map(
        async (orderId) =>
          (await call(shop.app, 'GET', `/api/orders/${orderId}/tax-documents`, { token })).body.documents,
      ),
    );
    expect(listed.every((documents) => documents.length === 1)).toBe(true);
  });
});

describe('an issue killed mid-way (issue #42)', () => {
  let shop: Shop;
  let token: string;

  beforeAll(async () => {
    shop = await startShop();
    token = (await shopper(shop)).token;
  });
  afterAll(() => shop.close());

  it('leaves no number taken when it dies before its commit, and is found done when it dies after: no gap, no duplicate', async () => {
    const [first, second, third] = await shippedOrders(shop, token, 3);
    // Only the issuers below number these orders: the invoicing job and the shipping e-mail (which issues the invoice it attaches) are paused.
    for (const reactor of ['invoicing_reactor', 'ordering_reactor'])
      expect(
        (await call(shop.app, 'POST', `/api/admin/system/projections/${reactor}/pause`, { token: shop.admin })).status,
      ).toBe(200);
    for (const orderId of [first, second, third])
      await call(shop.app, 'PUT', `/api/orders/${orderId}/status`, { token: shop.admin, body: { status: 'shipped' } });
    const real: EventStore = shop.app.get(EVENT_STORE);
    let dies: 'before' | 'after' | null = null;
    const dying = new Proxy(real, {
      get(target, property, receiver) {
        if (property !== 'appendToStreams') return Reflect.get(target, property, receiver);
        return async (...args: Parameters<EventStore['appendToStreams']>) => {
          const when = dies;
          dies = null;
          if (when === 'before') throw new Error('killed before the commit');
          const result = await target.appendToStreams(...args);
          if (when === 'after') throw new Error('killed after the commit');
          return result;
        };
      },
    });
    const issuer = anotherIssuer(shop, dying);

    dies = 'before';
    await expect(issuer.issueInvoice(first, systemContext())).rejects.toThrow('killed before the commit');
    expect(numberOf(await issuer.issueInvoice(first, systemContext()))).toBe(1);

    dies = 'after';
    await expect(issuer.issueInvoice(second, systemContext())).rejects.toThrow('killed after the commit');
    // Started again (as the job's retry would), it finds the invoice the dead attempt committed.
    expect(numberOf(await issuer.issueInvoice(second, systemContext()))).toBe(2);
    expect(numberOf(await anotherIssuer(shop).issueInvoice(third, systemContext()))).toBe(3);
    for (const orderId of [first, second, third]) {
      const { state } = await issuer.documentsOf(orderId);
      expect(state.invoices).toHaveLength(1);
    }
  });
});

describe('invoices per dispatch: numbers consecutive, unique, no gaps (issue #43)', () => {
  let shop: Shop;
  let token: string;

  beforeAll(async () => {
    shop = await startShop({ UNPAID_ORDERS_PER_CONTACT: '100', UNPAID_ORDERS_PER_DEVICE: '100' });
    token = (await shopper(shop)).token;
  });
  afterAll(() => shop.close());

  const ship = (orderId: string, awb: string, lines?: { line: number; quantity: number }[]) =>
    call(shop.app, 'POST', `/api/orders/${orderId}/shipments`, {
      token: shop.admin,
      body: { carrier: 'Delhivery', awb, ...(lines && { lines }) },
    });

  it('15 orders shipped in two parcels at once, issued by the job and two more issuers racing it, get the numbers 1 to 30, one per shipment', async () => {
    const product = await createProduct(shop, { price: 799, stock: { M: 40 }, colorVariants: [] });
    const orderIds: string[] = [];
    for (let i = 0; i < 15; i += 1)
      orderIds.push((await placePaidOrder(shop, token, [lineOf(product, 'M', 2)])).orderId);
    const issuers = [anotherIssuer(shop), anotherIssuer(shop)];
    await Promise.all(
      orderIds.map(async (orderId, i) => {
        expect((await ship(orderId, `FIRST${1000 + i}`, [{ line: 0, quantity: 1 }])).status).toBe(201);
        expect((await ship(orderId, `REST${1000 + i}`)).status).toBe(201);
      }),
    );
    const raced = await Promise.all(
      issuers.map((issuer) => Promise.all(orderIds.map((orderId) => issuer.issueInvoices(orderId, systemContext())))),
    );
    expect(raced[0].map((invoices) => invoices.map(numberOf))).toEqual(
      raced[1].map((invoices) => invoices.map(numberOf)),
    );
    expect(raced[0].every((invoices) => invoices.length === 2)).toBe(true);
    const numbers = raced[0].flatMap((invoices) => invoices.map(numberOf)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    // Each order's first invoice is its first parcel's, with the shipping if any; each names its shipment.
    for (const [first, second] of raced[0]) {
      expect(first!.shipment!.awb).toMatch(/^FIRST/);
      expect(second!.shipment!.awb).toMatch(/^REST/);
    }
    // The job, finishing after the racers, adds nothing.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const orderId of orderIds) expect((await issuers[0]!.documentsOf(orderId)).state.invoices).toHaveLength(2);
  });

  it('a dispatch’s issue killed before or after its commit leaves no gap and no duplicate', async () => {
    for (const reactor of ['invoicing_reactor', 'ordering_reactor'])
      expect(
        (await call(shop.app, 'POST', `/api/admin/system/projections/${reactor}/pause`, { token: shop.admin })).status,
      ).toBe(200);
    const product = await createProduct(shop, { price: 799, stock: { M: 10 }, colorVariants: [] });
    const { orderId } = await placePaidOrder(shop, token, [lineOf(product, 'M', 2)]);
    expect((await ship(orderId, 'KILL0001', [{ line: 0, quantity: 1 }])).status).toBe(201);
    expect((await ship(orderId, 'KILL0002')).status).toBe(201);
    const real: EventStore = shop.app.get(EVENT_STORE);
    let dies: 'before' | 'after' | null = null;
    const dying = new Proxy(real, {
      get(target, property, receiver) {
        if (property !== 'appendToStreams') return Reflect.get(target, property, receiver);
        return async (...args: Parameters<EventStore['appendToStreams']>) => {
          const when = dies;
          dies = null;
          if (when === 'before') throw new Error('killed before the commit');
          const result = await target.appendToStreams(...args);
          if (when === 'after') throw new Error('killed after the commit');
          return result;
        };
      },
    });
    const issuer = anotherIssuer(shop, dying);
    dies = 'before';
    await expect(issuer.issueInvoices(orderId, systemContext())).rejects.toThrow('killed before the commit');
    dies = 'after';
    await expect(issuer.issueInvoices(orderId, systemContext())).rejects.toThrow('killed after the commit');
    const invoices = await issuer.issueInvoices(orderId, systemContext());
    expect(invoices.map(numberOf)).toEqual([31, 32]);
    expect(invoices.map((invoice) => invoice.shipment!.awb)).toEqual(['KILL0001', 'KILL0002']);
  });
});
