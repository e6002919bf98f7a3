import { createProduct, lineOf, placeOrder, shopper, startShop, stockBecomes, type Shop } from '../support/shop';

describe('100 shoppers racing for the last 10 units', () => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(async () => {
    await shop.close();
  });

  it('sells exactly 10 units, never more, and refuses the rest with the spec’s message', async () => {
    const product = await createProduct(shop, {
      colorVariants: [
        {
          colorName: 'Black',
          colorCode: '#000000',
          images: [{ url: '/demo/black.svg', altText: 'Black' }],
          isDefault: true,
          stock: { M: 10 },
        },
      ],
    });
    const buyers = await Promise.all(Array.from({ length: 4 }, () => shopper(shop)));
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        placeOrder(shop, i % 5 === 4 ? null : buyers[i % 4].token, [lineOf(product, 'M', 1)]),
      ),
    );
    const placed = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 409);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(90);
    expect(new Set(refused.map((r) => r.body.message))).toEqual(
      new Set([`Insufficient stock for ${product.name} in size M (Black). Available: 0`]),
    );
    await stockBecomes(shop, product._id, 'M', 0);
  }, 120_000);
});
