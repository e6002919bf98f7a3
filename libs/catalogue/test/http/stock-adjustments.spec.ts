import { CatalogueTestApp, startCatalogueApp } from '../support/catalogue-test-app';
import { adminToken, call } from '@store/identity/testing';
import { productBody } from '../support/products';

describe('POST /api/products/{id}/stock-adjustments', () => {
  let t: CatalogueTestApp;
  let admin: { token: string; id: string };
  let product: { _id: string; colorVariants: Array<{ _id: string; colorName: string }> };

  beforeAll(async () => {
    t = await startCatalogueApp();
    admin = await adminToken(t);
    product = (await call(t.app, 'POST', '/api/products', { token: admin.token, body: productBody() })).body.product;
  });
  afterAll(() => t?.close());

  const black = () => product.colorVariants.find((variant) => variant.colorName === 'Black')!._id;

  it("adds to one variant's size, shows it at once and records the admin's reason in the stock history", async () => {
    const res = await call(t.app, 'POST', `/api/products/${product._id}/stock-adjustments`, {
      token: admin.token,
      body: { variantId: black(), size: 'M', delta: 5, reason: 'Restock from Tiruppur' },
    });
    expect(res.status).toBe(201);
    const variant = res.body.product.colorVariants.find((v: { _id: string }) => v._id === black());
    expect(variant.stock.M).toBe(8);
    const history = await call(t.app, 'GET', `/api/products/${product._id}/stock-history`, { token: admin.token });
    expect(history.body.entries[0]).toMatchObject({
      size: 'M',
      delta: 5,
      quantity: 8,
      reason: 'Restock from Tiruppur',
      actor: { id: admin.id, role: 'admin' },
    });
  });

  it('never lets stock go below 0', async () => {
    const res = await call(t.app, 'POST', `/api/products/${product._id}/stock-adjustments`, {
      token: admin.token,
      body: { variantId: black(), size: 'S', delta: -3, reason: 'Damaged' },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Stock cannot go below 0');
  });

  it('refuses a missing reason, an unknown size and a variant the product does not have', async () => {
    const url = `/api/products/${product._id}/stock-adjustments`;
    const noReason = await call(t.app, 'POST', url, {
      token: admin.token,
      body: { variantId: black(), size: 'M', delta: 1 },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual([{ param: 'reason', msg: 'A reason is required' }]);
    const badSize = await call(t.app, 'POST', url, {
      token: admin.token,
      body: { variantId: black(), size: 'XL5', delta: 1, reason: 'x' },
    });
    expect(badSize.body.errors).toEqual([{ param: 'size', msg: 'Size must be one of XS, S, M, L, XL, XXL, XXXL' }]);
    const badVariant = await call(t.app, 'POST', url, {
      token: admin.token,
      body: { variantId: 'nope', size: 'M', delta: 1, reason: 'x' },
    });
    expect(badVariant.status).toBe(400);
    expect(badVariant.body.errors).toEqual([
      { param: 'variantId', msg: "Choose one of the product's colour variants" },
    ]);
  });

  it("answers 404 'Product not found' for an unknown product", async () => {
    const res = await call(t.app, 'POST', '/api/products/not-a-product/stock-adjustments', {
      token: admin.token,
      body: { size: 'M', delta: 1, reason: 'x' },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Product not found');
  });
});
