import { DemoCatalogue } from '@store/catalogue';
import { offerReferencePrice } from '@store/contracts';
import { parseCsv } from '@store/catalogue/testing';
import { call, createProduct, eventually, lineOf, placeOrder, shopper, startShop, type Shop } from '../support/shop';

type Priced = {
  _id: string;
  name: string;
  price: number;
  offerPrice: number | null;
  originalPrice: number | null;
  isOfferValid: boolean;
  displayOriginalPrice: number | null;
  effectivePrice: number;
  colorVariants: { _id: string }[];
};

/** Issue #38: one rule for the struck-through price, the same in the storefront, the admin, the CSV, the cart and the order. */
describe('one truth for a price: the struck-through price of every demo product', () => {
  let shop: Shop;
  let storefront: Priced[];
  let adminList: Priced[];

  beforeAll(async () => {
    shop = await startShop();
    expect(await shop.app.get(DemoCatalogue).seedIfEmpty()).toBe(24);
    storefront = await eventually('the demo catalogue in the listing', async () => {
      const res = await call(shop.app, 'GET', '/api/products', { query: { limit: '100' } });
      return res.body.total === 24 && (res.body.products as Priced[]);
    });
    adminList = (await call(shop.app, 'GET', '/api/products', { token: shop.admin, query: { limit: '100' } })).body
      .products;
  });
  afterAll(() => shop?.close());

  it('strikes through, for each of the seven demo products on offer, the price the admin sets (no hidden original price), on the card, the product page and the admin list', async () => {
    const onOffer = storefront.filter((product) => product.isOfferValid);
    expect(onOffer.map((product) => product.name).sort()).toHaveLength(7);
    expect(onOffer.map((product) => product.name)).toContain('Compression Tights');
    for (const card of storefront) {
      const page = (await call(shop.app, 'GET', `/api/products/${card._id}`)).body.product as Priced;
      const admin = adminList.find((product) => product._id === card._id)!;
      const struck = card.isOfferValid ? offerReferencePrice(card) : null;
      expect({
        name: card.name,
        card: card.displayOriginalPrice,
        page: page.displayOriginalPrice,
        admin: admin.displayOriginalPrice,
      }).toEqual({ name: card.name, card: struck, page: struck, admin: struck });
      expect({
        name: card.name,
        card: card.effectivePrice,
        page: page.effectivePrice,
        admin: admin.effectivePrice,
      }).toEqual({
        name: card.name,
        card: card.offerPrice ?? card.price,
        page: card.offerPrice ?? card.price,
        admin: card.offerPrice ?? card.price,
      });
      // The demo data has no separate original price: what is struck through is the Price field of the admin form.
      expect(admin.originalPrice).toBeNull();
      if (card.isOfferValid) expect(card.displayOriginalPrice).toBe(admin.price);
    }
    const tights = storefront.find((product) => product.name === 'Compression Tights')!;
    expect(tights).toMatchObject({
      price: 1299,
      offerPrice: 899,
      originalPrice: null,
      displayOriginalPrice: 1299,
      effectivePrice: 899,
    });
  });

  it('exports the same prices in the catalogue CSV, original price column included', async () => {
    const res = await shop.app.inject({
      method: 'GET',
      url: '/api/admin/catalogue/export',
      headers: { authorization: `Bearer ${shop.admin}` },
    });
    const [header, ...rows] = parseCsv(res.body);
    const column = (name: string) => header.indexOf(name);
    for (const product of adminList) {
      const row = rows.find((cells) => cells[column('productId')] === product._id)!;
      expect([row[column('price')], row[column('offerPrice')], row[column('originalPrice')]]).toEqual([
        String(product.price),
        product.offerPrice === null ? '' : String(product.offerPrice),
        '',
      ]);
    }
  });

  it("keeps the struck-through price in the shopper's cart line and in the order line, as the listing showed it", async () => {
    const asha = await shopper(shop);
    const onOffer = storefront.filter(
      (product) => product.isOfferValid && !(product as unknown as { isUpcoming: boolean }).isUpcoming,
    );
    const cart = await call(shop.app, 'PUT', '/api/cart', {
      token: asha.token,
      body: {
        items: onOffer.map((product) => ({
          product: product._id,
          size: 'M',
          quantity: 1,
          colorVariantId: product.colorVariants[0]._id,
          price: 1,
          originalPrice: 1,
        })),
      },
    });
    expect(cart.status).toBe(200);
    for (const line of cart.body.cart.items as Array<{
      product: Priced;
      price: number;
      originalPrice: number | null;
    }>) {
      const listed = onOffer.find((product) => product._id === line.product._id)!;
      expect({ name: listed.name, price: line.price, originalPrice: line.originalPrice }).toEqual({
        name: listed.name,
        price: listed.offerPrice,
        originalPrice: listed.displayOriginalPrice,
      });
    }
    const placed = await placeOrder(
      shop,
      asha.token,
      onOffer.map((product) => lineOf(product, 'M')),
    );
    expect(placed.status).toBe(201);
    const read = await call(shop.app, 'GET', `/api/orders/${placed.body.order._id}`, { token: asha.token });
    for (const order of [placed.body.order, read.body.order]) {
      for (const item of order.orderItems as Array<{ product: string; price: number; originalPrice: number | null }>) {
        const listed = onOffer.find((product) => product._id === item.product)!;
        expect({ name: listed.name, price: item.price, originalPrice: item.originalPrice }).toEqual({
          name: listed.name,
          price: listed.offerPrice,
          originalPrice: listed.displayOriginalPrice,
        });
      }
    }
  });

  it('an order line of a product without an offer has no struck-through price', async () => {
    const asha = await shopper(shop);
    const plain = await createProduct(shop, { price: 899 });
    const placed = await placeOrder(shop, asha.token, [lineOf(plain, 'M')]);
    expect(placed.body.order.orderItems[0]).toMatchObject({ price: 899, originalPrice: null });
  });
});
