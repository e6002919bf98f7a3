import { call, createProduct, eventually, lineOf, placeOrder, shopper, startShop, type Shop } from '../support/shop';

const item = (
  product: { _id: string; colorVariants: { _id: string }[] },
  size: string,
  quantity: number,
  variant = 0,
) => ({
  product: product._id,
  quantity,
  size,
  colorVariantId: product.colorVariants[variant]?._id ?? null,
  price: 1,
  originalPrice: 1,
});

describe('the server-side cart', () => {
  let shop: Shop;
  let asha: { token: string; id: string };

  beforeAll(async () => {
    shop = await startShop();
    asha = await shopper(shop);
  });
  afterAll(async () => {
    await shop.close();
  });

  it('answers 401 without a token', async () => {
    expect((await call(shop.app, 'GET', '/api/cart')).status).toBe(401);
    expect((await call(shop.app, 'PUT', '/api/cart', { body: { items: [] } })).status).toBe(401);
    expect((await call(shop.app, 'POST', '/api/cart/merge', { body: { items: [] } })).status).toBe(401);
  });

  it('keeps the lines, merges one product, colour and size, and prices them itself', async () => {
    const shopperB = await shopper(shop);
    const product = await createProduct(shop, {
      price: 999,
      hasOfferPricing: true,
      offerPrice: 749,
      originalPrice: 999,
    });
    const res = await call(shop.app, 'PUT', '/api/cart', {
      token: shopperB.token,
      body: { items: [item(product, 'M', 1), item(product, 'M', 1), item(product, 'L', 2, 1)] },
    });
    expect(res.status).toBe(200);
    expect(res.body.cart.items).toEqual([
      expect.objectContaining({
        quantity: 2,
        size: 'M',
        colorName: 'Black',
        colorCode: '#000000',
        image: '/demo/black.svg',
        price: 749,
        originalPrice: 999,
        product: expect.objectContaining({ _id: product._id }),
      }),
      expect.objectContaining({ quantity: 2, size: 'L', colorName: 'Olive', price: 749 }),
    ]);
    const again = await call(shop.app, 'GET', '/api/cart', { token: shopperB.token });
    expect(again.body.cart.items.map((line: { quantity: number }) => line.quantity)).toEqual([2, 2]);
    expect((await call(shop.app, 'GET', '/api/cart', { token: asha.token })).body.cart.items).toEqual([]);
  });

  it("caps quantities by stock with 'Only {n} items available in stock for {product name} ({size} - {colour})' and writes nothing", async () => {
    const product = await createProduct(shop);
    await call(shop.app, 'PUT', '/api/cart', { token: asha.token, body: { items: [item(product, 'S', 1)] } });
    const res = await call(shop.app, 'PUT', '/api/cart', {
      token: asha.token,
      body: { items: [item(product, 'S', 1), item(product, 'S', 2)] },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`Only 2 items available in stock for ${product.name} (S - Black)`);
    expect(
      (await call(shop.app, 'GET', '/api/cart', { token: asha.token })).body.cart.items.map(
        (l: { quantity: number }) => l.quantity,
      ),
    ).toEqual([1]);
  });

  it("names the product without a colour when it has no variants, and says 'Only 1 item' for one", async () => {
    const plain = await createProduct(shop, {
      colorVariants: [],
      stock: { M: 1 },
      baseImages: [{ url: '/demo/plain.svg', altText: 'Plain' }],
    });
    const res = await call(shop.app, 'PUT', '/api/cart', {
      token: asha.token,
      body: { items: [{ product: plain._id, size: 'M', quantity: 2 }] },
    });
    expect(res.body.message).toBe(`Only 1 item available in stock for ${plain.name} (M)`);
  });

  it('refuses unknown products and sizes, and bad quantities with clear 400s', async () => {
    const product = await createProduct(shop);
    const cases: Array<[unknown, string]> = [
      [{ product: '00000000-0000-4000-8000-000000000000', size: 'M', quantity: 1 }, 'Product not found'],
      [item(product, 'XXL', 1), `${product.name} does not come in size XXL`],
      [item(product, 'M', 0), 'Quantity must be a whole number from 1 to 100'],
      [item(product, 'M', 1.5), 'Quantity must be a whole number from 1 to 100'],
    ];
    for (const [line, message] of cases) {
      const res = await call(shop.app, 'PUT', '/api/cart', { token: asha.token, body: { items: [line] } });
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect((await call(shop.app, 'PUT', '/api/cart', { token: asha.token, body: { items: 'nope' } })).status).toBe(400);
  });

  it('merges the guest cart on login: same lines add up, capped at stock, unknown lines dropped', async () => {
    const shopperC = await shopper(shop);
    const product = await createProduct(shop);
    await call(shop.app, 'PUT', '/api/cart', { token: shopperC.token, body: { items: [item(product, 'M', 2)] } });
    const res = await call(shop.app, 'POST', '/api/cart/merge', {
      token: shopperC.token,
      body: { items: [item(product, 'M', 2), item(product, 'L', 1, 1), { product: 'gone', size: 'M', quantity: 1 }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.cart.items.map((l: { size: string; quantity: number }) => [l.size, l.quantity])).toEqual([
      ['M', 3],
      ['L', 1],
    ]);
  });

  it('takes ordered lines out of the cart when the order is placed, and reports conversion to admins', async () => {
    const shopperD = await shopper(shop);
    const product = await createProduct(shop);
    await call(shop.app, 'PUT', '/api/cart', {
      token: shopperD.token,
      body: { items: [item(product, 'M', 1), item(product, 'L', 1, 1)] },
    });
    const { body } = await placeOrder(shop, shopperD.token, [lineOf(product, 'M', 1)]);
    await eventually('the ordered line leaves the cart', async () => {
      const cart = await call(shop.app, 'GET', '/api/cart', { token: shopperD.token });
      return cart.body.cart.items.length === 1 && cart.body.cart.items[0].size === 'L';
    });
    await call(shop.app, 'PUT', `/api/orders/${body.order._id}/pay`, { token: shop.admin, body: {} });
    const row = await eventually('the report counts the paid order', async () => {
      const report = await call(shop.app, 'GET', '/api/reports/cart-conversion', { token: shop.admin });
      const found = report.body.products.find((p: { productId: string }) => p.productId === product._id);
      return found?.ordersPaid === 1 ? found : undefined;
    });
    expect(row).toEqual({
      productId: product._id,
      name: product.name,
      cartAdds: 2,
      unitsAdded: 2,
      ordersPlaced: 1,
      unitsOrdered: 1,
      ordersPaid: 1,
      unitsPaid: 1,
      checkoutRate: 0.5,
    });
    expect((await call(shop.app, 'GET', '/api/reports/cart-conversion')).status).toBe(401);
    expect((await call(shop.app, 'GET', '/api/reports/cart-conversion', { token: shopperD.token })).status).toBe(403);
  });
});
