import { BUYER_GSTIN_MESSAGES, HSN_MESSAGES } from '@store/contracts';
import type { EventStore } from '@store/eventstore';
import { EVENT_STORE } from '@store/platform';
import { randomUUID } from 'node:crypto';
import {
  address,
  call,
  createProduct,
  eventually,
  lineOf,
  placeOrder,
  shopper,
  startShop,
  stockOf,
  type Shop,
} from '../support/shop';

/** Issue #42: what an order keeps for its GST tax invoice, and what checkout refuses without it. */
describe('orders: HSN codes, the buyer’s GSTIN and the delivery state', () => {
  let shop: Shop;
  let store: EventStore;
  let asha: { token: string; id: string };

  beforeAll(async () => {
    shop = await startShop();
    store = shop.app.get<EventStore>(EVENT_STORE);
    asha = await shopper(shop);
  });
  afterAll(async () => {
    await shop.close();
  });

  const writtenCount = async (type: string) => (await store.readAll({ eventTypes: [type], limit: 100_000 })).length;

  /** A product as created before HSN codes were asked for: its ProductCreated has none. */
  async function productWithoutHsn(name: string): Promise<string> {
    const productId = randomUUID();
    const now = new Date().toISOString();
    await store.append(`catalogue-product-${productId}`, [
      {
        type: 'ProductCreated',
        data: {
          productId,
          details: {
            name,
            description: 'Created before HSN codes',
            category: 'topwear',
            brand: 'ThreadFit',
            material: 'Cotton',
            sizes: ['M'],
            tags: [],
            specifications: {},
            baseImages: [{ url: '/demo/black.svg', altText: name }],
          },
          pricing: {
            price: 499,
            hasOfferPricing: false,
            offerPrice: null,
            originalPrice: null,
            offerValidFrom: null,
            offerValidUntil: null,
          },
          flags: { isFeatured: false, isNewArrival: false, isBestSeller: false },
          isUpcoming: false,
          createdAt: now,
        },
        metadata: {
          actor: { id: null, role: 'system' },
          correlationId: randomUUID(),
          causationId: null,
          occurredAt: now,
        },
      },
    ]);
    await eventually(
      'the old product is listed',
      async () => (await call(shop.app, 'GET', `/api/products/${productId}`)).status === 200,
    );
    return productId;
  }

  it("shows a product created before HSN codes with none, and refuses an order of it with 409 '{name} cannot be sold yet: it has no HSN code', writing nothing", async () => {
    const name = `Old Tee ${Date.now()}`;
    const oldId = await productWithoutHsn(name);
    expect((await call(shop.app, 'GET', `/api/products/${oldId}`)).body.product.hsnCode).toBe('');
    const good = await createProduct(shop);
    const [placedBefore, reservedBefore] = [await writtenCount('OrderPlaced'), await writtenCount('StockReserved')];

    const res = await placeOrder(shop, asha.token, [
      lineOf(good, 'M'),
      { product: oldId, quantity: 1, size: 'M', colorVariantId: null },
    ]);

    expect(res.status).toBe(409);
    expect(res.body.message).toBe(HSN_MESSAGES.notSellable(name));
    expect(await writtenCount('OrderPlaced')).toBe(placedBefore);
    expect(await writtenCount('StockReserved')).toBe(reservedBefore);
    expect(await stockOf(shop, good._id, 'M')).toBe(3);
  });

  it("records each product's HSN code on its order line, as the admin reads the order", async () => {
    const tee = await createProduct(shop, { hsnCode: '61091000' });
    const joggers = await createProduct(shop, { category: 'bottomwear', hsnCode: '6103' });
    const res = await placeOrder(shop, asha.token, [lineOf(tee, 'M'), lineOf(joggers, 'S')]);
    expect(res.status).toBe(201);
    const lines = [
      { product: tee._id, hsn: '61091000' },
      { product: joggers._id, hsn: '6103' },
    ];
    expect(res.body.order.orderItems).toEqual(lines.map((line) => expect.objectContaining(line)));
    const admin = await call(shop.app, 'GET', `/api/orders/${res.body.order._id}`, { token: shop.admin });
    expect(admin.body.order.orderItems).toEqual(lines.map((line) => expect.objectContaining(line)));
  });

  it.each([
    ['27AAPFU0939F1Z', BUYER_GSTIN_MESSAGES.format],
    ['27-AAPFU-0939F1ZV', BUYER_GSTIN_MESSAGES.format],
    ['27AAPFU0939F1ZA', BUYER_GSTIN_MESSAGES.checksum],
  ])("refuses the buyer's GSTIN %s with 400 and the field error buyerGstin, writing nothing", async (gstin, msg) => {
    const product = await createProduct(shop);
    const placedBefore = await writtenCount('OrderPlaced');
    const res = await placeOrder(shop, asha.token, [lineOf(product, 'M')], { buyerGstin: gstin });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: msg, errors: [{ param: 'buyerGstin', msg }] });
    expect(await writtenCount('OrderPlaced')).toBe(placedBefore);
  });

  it("keeps a valid GSTIN, trimmed and in capitals, with the order's personal details: the buyer and the admin see it, a consumer's order has none", async () => {
    const product = await createProduct(shop);
    const business = await placeOrder(shop, asha.token, [lineOf(product, 'M')], { buyerGstin: ' 27aapfu0939f1zv ' });
    expect(business.status).toBe(201);
    expect(business.body.order.buyerGstin).toBe('27AAPFU0939F1ZV');
    const id = business.body.order._id;
    const admin = await call(shop.app, 'GET', `/api/orders/${id}`, { token: shop.admin });
    expect(admin.body.order).toMatchObject({ buyerGstin: '27AAPFU0939F1ZV', shippingAddress: address });
    // The list's personal columns come from their own projection, which may follow the order's by a moment.
    const listed = await eventually('the order is in the admin list with its personal details', async () => {
      const list = await call(shop.app, 'GET', '/api/orders', { token: shop.admin, query: { search: id } });
      const found = list.body.orders?.find((order: { _id: string }) => order._id === id);
      return found?.buyerGstin ? found : undefined;
    });
    expect(listed.buyerGstin).toBe('27AAPFU0939F1ZV');

    const guest = await placeOrder(shop, null, [lineOf(product, 'S')], { buyerGstin: '29AAGCB7383J1Z4' });
    expect(guest.body.order.buyerGstin).toBe('29AAGCB7383J1Z4');
    const consumer = await placeOrder(shop, asha.token, [lineOf(product, 'S')], { buyerGstin: '' });
    expect(consumer.status).toBe(201);
    expect(consumer.body.order.buyerGstin).toBeNull();
  });

  it("refuses a delivery state that is not one of India's with 400 'Please select a valid state' on shippingAddress.state, writing nothing", async () => {
    const product = await createProduct(shop);
    const placedBefore = await writtenCount('OrderPlaced');
    for (const state of ['MH', 'Bombay']) {
      const res = await placeOrder(shop, asha.token, [lineOf(product, 'M')], {
        shippingAddress: { ...address, state },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: 'Please select a valid state',
        errors: [{ param: 'shippingAddress.state', msg: 'Please select a valid state' }],
      });
    }
    expect(await writtenCount('OrderPlaced')).toBe(placedBefore);
  });
});
