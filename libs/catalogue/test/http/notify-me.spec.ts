import { CatalogueTestApp, startCatalogueApp } from '../support/catalogue-test-app';
import { adminToken, call, registerVerified } from '@store/identity/testing';
import { productBody } from '../support/products';

const isAlert = (mail: { subject: string }) => /is now available/.test(mail.subject);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('notify me', () => {
  let t: CatalogueTestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startCatalogueApp();
    admin = (await adminToken(t)).token;
  });
  afterAll(() => t?.close());

  const soldOut = async (overrides: Record<string, unknown> = {}) => {
    const body = productBody({ colorVariants: [{ colorName: 'Black', images: ['/demo/a.svg'], isDefault: true, stock: { M: 0 } }], ...overrides });
    return (await call(t.app, 'POST', '/api/products', { token: admin, body })).body.product;
  };

  it('subscribes a guest by e-mail and a signed-in shopper by account e-mail, idempotently, and counts them (admin)', async () => {
    const p = await soldOut();
    const guest = await call(t.app, 'POST', `/api/products/${p._id}/notify`, { body: { email: 'Guest.Buyer@example.in' } });
    expect(guest.status).toBe(200);
    expect(guest.body).toEqual({ success: true, message: "We'll notify you when this product is available" });
    const again = await call(t.app, 'POST', `/api/products/${p._id}/notify`, { body: { email: 'guest.buyer@example.in' } });
    expect(again.body.message).toBe("You're already on the list for this product");
    const shopper = await registerVerified(t);
    expect((await call(t.app, 'POST', `/api/products/${p._id}/notify`, { token: shopper.token })).status).toBe(200);
    const count = await call(t.app, 'GET', `/api/products/${p._id}/notify/count`, { token: admin });
    expect(count.body).toEqual({ success: true, count: 2 });
    expect((await call(t.app, 'GET', `/api/products/${p._id}/notify/count`)).status).toBe(401);
    expect((await call(t.app, 'GET', `/api/products/${p._id}/notify/count`, { token: shopper.token })).status).toBe(403);
  });

  it('answers 400 for a guest without a valid e-mail and 404 for an unknown product', async () => {
    const p = await soldOut();
    const missing = await call(t.app, 'POST', `/api/products/${p._id}/notify`, { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Email is required');
    const bad = await call(t.app, 'POST', `/api/products/${p._id}/notify`, { body: { email: 'nope' } });
    expect(bad.body.message).toBe('Please enter a valid email address');
    expect((await call(t.app, 'POST', '/api/products/unknown/notify', { body: { email: 'a@b.in' } })).status).toBe(404);
  });

  it('e-mails each subscriber exactly once when the product comes back in stock, then marks them notified', async () => {
    const p = await soldOut();
    const emails = ['first.fan@example.in', 'second.fan@example.in'];
    for (const email of emails) await call(t.app, 'POST', `/api/products/${p._id}/notify`, { body: { email } });
    const restock = { ...productBody({ name: p.name, colorVariants: [{ ...p.colorVariants[0], stock: { M: 5 } }] }) };
    expect((await call(t.app, 'PUT', `/api/products/${p._id}`, { token: admin, body: restock })).status).toBe(200);
    for (const email of emails) {
      const mail = await t.smtp.waitFor(email, isAlert, 10_000);
      expect(mail.subject).toBe(`${p.name} is now available`);
    }
    // More stock while already in stock triggers nothing new.
    await call(t.app, 'PUT', `/api/products/${p._id}`, { token: admin, body: { ...restock, colorVariants: [{ ...p.colorVariants[0], stock: { M: 9 } }] } });
    await pause(1500);
    for (const email of emails) expect(t.smtp.to(email).filter(isAlert)).toHaveLength(1);
    const count = await call(t.app, 'GET', `/api/products/${p._id}/notify/count`, { token: admin });
    expect(count.body.count).toBe(0);
  });

  it('e-mails subscribers when an upcoming product in stock is launched', async () => {
    const p = await soldOut({ isUpcoming: true, colorVariants: [{ colorName: 'Black', images: ['/demo/a.svg'], isDefault: true, stock: { M: 3 } }] });
    await call(t.app, 'POST', `/api/products/${p._id}/notify`, { body: { email: 'launch.fan@example.in' } });
    await call(t.app, 'PUT', `/api/products/${p._id}/upcoming`, { token: admin, body: { isUpcoming: false } });
    await t.smtp.waitFor('launch.fan@example.in', isAlert, 10_000);
    await pause(500);
    expect(t.smtp.to('launch.fan@example.in').filter(isAlert)).toHaveLength(1);
  });
});
