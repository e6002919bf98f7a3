import { CatalogueTestApp, startCatalogueApp } from '../support/catalogue-test-app';
import { adminToken, call, registerVerified } from '@store/identity/testing';
import { productBody } from '../support/products';
import { NotifyMeConfirmLinks } from '../../src/commands/notify-me-confirm-links';
import { NotifyMeSubscriptions } from '../../src/commands/notify-me-subscriptions.service';
import { notifyStream } from '../../src/streams';

const isAlert = (mail: { subject: string }) => /is now available/.test(mail.subject);
const isConfirmation = (mail: { subject: string }) => /^Confirm your email/.test(mail.subject);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const CONFIRMATION_SENT =
  "Check your email: click the link we sent to confirm, and we'll notify you when this product is available";
const CONFIRMED = "Your email address is confirmed. We'll notify you when this product is available";
const LINK_INVALID = 'This confirmation link is not valid. Please ask to be notified again from the product page.';
const LINK_EXPIRED = 'This confirmation link has expired. Please ask to be notified again from the product page.';
const HOUR = 3_600_000;

let unique = 0;
const address = (name: string) => `${name}.${Date.now().toString(36)}${(unique += 1)}@example.in`;

describe('notify me', () => {
  let t: CatalogueTestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startCatalogueApp({ RATE_LIMIT_NOTIFY_ME_IP: '4/1h', RATE_LIMIT_NOTIFY_ME_ADDRESS: '3/1h' });
    admin = (await adminToken(t)).token;
  });
  afterAll(() => t?.close());

  const soldOut = async (overrides: Record<string, unknown> = {}) => {
    const body = productBody({
      colorVariants: [{ colorName: 'Black', images: ['/demo/a.svg'], isDefault: true, stock: { M: 0 } }],
      ...overrides,
    });
    return (await call(t.app, 'POST', '/api/products', { token: admin, body })).body.product;
  };
  const notify = (productId: string, options: { email?: string; token?: string; ip?: string } = {}) =>
    call(t.app, 'POST', `/api/products/${productId}/notify`, {
      token: options.token,
      ip: options.ip,
      body: options.email === undefined ? {} : { email: options.email },
    });
  const confirm = (token: unknown) => call(t.app, 'POST', '/api/notify-me/confirm', { body: { token } });
  const count = async (productId: string) =>
    (await call(t.app, 'GET', `/api/products/${productId}/notify/count`, { token: admin })).body.count;
  const tokenIn = (mail: { text: string }) => {
    const match = /\/notify-me\/confirm\?token=(\S+)/.exec(mail.text);
    if (!match) throw new Error(`no confirmation link in: ${mail.text}`);
    return decodeURIComponent(match[1]);
  };
  /** A guest asks, reads the confirmation e-mail and follows its link. */
  const subscribeConfirmed = async (productId: string, email: string) => {
    expect((await notify(productId, { email })).body.message).toBe(CONFIRMATION_SENT);
    const res = await confirm(tokenIn(await t.smtp.waitFor(email, isConfirmation, 10_000)));
    expect(res.status).toBe(200);
  };
  const restock = (
    product: { _id: string; name: string; colorVariants: Array<Record<string, unknown>> },
    units: number,
  ) =>
    call(t.app, 'PUT', `/api/products/${product._id}`, {
      token: admin,
      body: productBody({ name: product.name, colorVariants: [{ ...product.colorVariants[0], stock: { M: units } }] }),
    });

  describe('a signed-in shopper', () => {
    it('is subscribed at once with their verified account e-mail, idempotently, and counted (admin only)', async () => {
      const p = await soldOut();
      const shopper = await registerVerified(t);
      const first = await notify(p._id, { token: shopper.token });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ success: true, message: "We'll notify you when this product is available" });
      expect(
        (await notify(p._id, { token: shopper.token, email: shopper.payload.email.toUpperCase() })).body.message,
      ).toBe("You're already on the list for this product");
      expect(await count(p._id)).toBe(1);
      expect((await call(t.app, 'GET', `/api/products/${p._id}/notify/count`)).status).toBe(401);
      expect((await call(t.app, 'GET', `/api/products/${p._id}/notify/count`, { token: shopper.token })).status).toBe(
        403,
      );
      expect(t.smtp.to(shopper.payload.email).filter(isConfirmation)).toHaveLength(0);
    });

    it('who types another address gets it confirmed by e-mail like a guest', async () => {
      const p = await soldOut();
      const shopper = await registerVerified(t);
      const other = address('other');
      expect((await notify(p._id, { token: shopper.token, email: other })).body.message).toBe(CONFIRMATION_SENT);
      await t.smtp.waitFor(other, isConfirmation, 10_000);
      expect(await count(p._id)).toBe(0);
    });
  });

  describe('a guest', () => {
    it('is sent a confirmation e-mail instead of being subscribed; its link subscribes the address once', async () => {
      const p = await soldOut();
      const email = address('Guest.Buyer');
      const res = await notify(p._id, { email: `  ${email.toUpperCase()} ` });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: CONFIRMATION_SENT });
      expect(await count(p._id)).toBe(0);

      const mail = await t.smtp.waitFor(email, isConfirmation, 10_000);
      expect(mail.subject).toBe(`Confirm your email to hear about ${p.name}`);
      expect(mail.text).toContain('The link works for 48 hours');
      expect(mail.text).not.toContain(email); // the address is not in the link
      const token = tokenIn(mail);

      const confirmed = await confirm(token);
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toEqual({ success: true, message: CONFIRMED, productId: p._id, productName: p.name });
      expect(await count(p._id)).toBe(1);

      const again = await confirm(token);
      expect(again.status).toBe(200);
      expect(again.body.message).toBe(CONFIRMED);
      expect(await count(p._id)).toBe(1);

      // Recorded as events, the address in one place (data.email) only, and sealed there.
      const events = await t.eventStore.readStream(notifyStream(p._id));
      expect(events.map((event) => event.type)).toEqual(['NotifyMeConfirmationRequested', 'NotifyMeSubscribed']);
      const subscriberKey = await t.app.get(NotifyMeSubscriptions).subscriberKey(email);
      expect(events[1].data).toMatchObject({
        subscriberKey,
        email: expect.stringMatching(/^v2\./),
        userId: null,
        confirmedBy: 'email-link',
      });
      expect(JSON.stringify(events.map((event) => event.data)).toLowerCase()).not.toContain(email.toLowerCase());
      expect(events[1].metadata.actor).toEqual({ id: null, role: 'guest' });
    });

    it('gets at most one confirmation e-mail per address and product per window, with the same answer each time', async () => {
      const p = await soldOut();
      const email = address('repeat');
      expect((await notify(p._id, { email })).body.message).toBe(CONFIRMATION_SENT);
      await t.smtp.waitFor(email, isConfirmation, 10_000);
      expect((await notify(p._id, { email })).body.message).toBe(CONFIRMATION_SENT);
      await pause(1000);
      expect(t.smtp.to(email).filter(isConfirmation)).toHaveLength(1);
      const events = await t.eventStore.readStream(notifyStream(p._id));
      expect(events.map((event) => event.type)).toEqual(['NotifyMeConfirmationRequested']);

      // Once confirmed, asking again sends nothing and says the same (nothing is revealed about the address).
      await confirm(tokenIn(t.smtp.to(email).filter(isConfirmation)[0]));
      expect((await notify(p._id, { email })).body.message).toBe(CONFIRMATION_SENT);
      await pause(500);
      expect(t.smtp.to(email).filter(isConfirmation)).toHaveLength(1);
    });

    it('answers 400 for a missing or invalid e-mail and 404 for an unknown product', async () => {
      const p = await soldOut();
      const missing = await notify(p._id);
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('Email is required');
      const bad = await notify(p._id, { email: 'nope' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Please enter a valid email address');
      expect((await notify('00000000-0000-4000-8000-000000000000', { email: address('lost') })).status).toBe(404);
    });
  });

  describe('the confirmation link', () => {
    it('answers 400 with a clear message for a missing, malformed, altered or expired token and subscribes no one', async () => {
      const p = await soldOut();
      const email = address('tamper');
      await notify(p._id, { email });
      const token = tokenIn(await t.smtp.waitFor(email, isConfirmation, 10_000));
      const [productId, key, expires, signature] = token.split('.');
      const flip = (s: string) => `${s.startsWith('A') ? 'B' : 'A'}${s.slice(1)}`; // the first character: all its bits count
      const otherKey = await t.app.get(NotifyMeSubscriptions).subscriberKey(address('victim'));
      const later = (parseInt(expires, 36) + 365 * 86_400).toString(36);
      const invalid: unknown[] = [
        undefined,
        '',
        42,
        'not-a-token',
        'x'.repeat(10_000),
        `${productId}.${key}.${expires}.${flip(signature)}`,
        `${productId}.${otherKey}.${expires}.${signature}`,
        `${(await soldOut())._id}.${key}.${expires}.${signature}`,
        `${productId}.${key}.${later}.${signature}`,
      ];
      for (const value of invalid) {
        const res = await call(t.app, 'POST', '/api/notify-me/confirm', {
          body: value === undefined ? {} : { token: value },
        });
        expect({ value, status: res.status, message: res.body.message }).toEqual({
          value,
          status: 400,
          message: LINK_INVALID,
        });
      }

      expect((await confirm(`${token}\u0000`)).status).toBe(400); // refused before any handler: 'Text must not contain NUL characters'

      const expired = t.app.get(NotifyMeConfirmLinks).token(p._id, key, Date.now() - 49 * HOUR);
      const res = await confirm(expired);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(LINK_EXPIRED);
      expect(res.body.errors).toEqual([{ param: 'token', msg: LINK_EXPIRED }]);
      expect(await count(p._id)).toBe(0);

      // Still good after all that: the real link works.
      expect((await confirm(token)).status).toBe(200);
      expect(await count(p._id)).toBe(1);
    });

    it('answers 404 when the product was deleted meanwhile', async () => {
      const p = await soldOut();
      const email = address('deleted');
      await notify(p._id, { email });
      const token = tokenIn(await t.smtp.waitFor(email, isConfirmation, 10_000));
      expect((await call(t.app, 'DELETE', `/api/products/${p._id}`, { token: admin })).status).toBe(200);
      expect((await confirm(token)).status).toBe(404);
    });
  });

  describe('limits', () => {
    const expectLimited = (res: { status: number; headers: Record<string, unknown>; body: { message: string } }) => {
      expect(res.status).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.body.message).toBe('Too many requests. Please try again later.');
    };

    it('answers 429 with Retry-After beyond the requests per IP (RATE_LIMIT_NOTIFY_ME_IP)', async () => {
      const p = await soldOut();
      const ip = '198.51.100.77';
      for (let i = 0; i < 4; i += 1) expect((await notify(p._id, { email: address(`ip${i}`), ip })).status).toBe(200);
      expectLimited(await notify(p._id, { email: address('ip-over'), ip }));
    });

    it('answers 429 beyond the requests naming one address from any IP or product (RATE_LIMIT_NOTIFY_ME_ADDRESS)', async () => {
      const email = address('target');
      for (let i = 0; i < 3; i += 1) expect((await notify((await soldOut())._id, { email })).status).toBe(200);
      expectLimited(await notify((await soldOut())._id, { email }));
      await pause(500);
      expect(t.smtp.to(email).filter(isConfirmation)).toHaveLength(3);
    });
  });

  describe('the back-in-stock e-mail', () => {
    it('goes once to each confirmed subscriber and never to an unconfirmed address; only confirmed ones are counted', async () => {
      const p = await soldOut();
      const confirmed = [address('first.fan'), address('second.fan')];
      for (const email of confirmed) await subscribeConfirmed(p._id, email);
      const unconfirmed = address('never.clicked');
      await notify(p._id, { email: unconfirmed });
      await t.smtp.waitFor(unconfirmed, isConfirmation, 10_000);
      expect(await count(p._id)).toBe(2);

      expect((await restock(p, 5)).status).toBe(200);
      for (const email of confirmed) {
        const mail = await t.smtp.waitFor(email, isAlert, 10_000);
        expect(mail.subject).toBe(`${p.name} is now available`);
      }
      // More stock while already in stock triggers nothing new.
      await restock(p, 9);
      await pause(1500);
      for (const email of confirmed) expect(t.smtp.to(email).filter(isAlert)).toHaveLength(1);
      expect(t.smtp.to(unconfirmed).filter(isAlert)).toHaveLength(0);
      expect(await count(p._id)).toBe(0);
    });

    it('goes to confirmed subscribers when an upcoming product in stock is launched', async () => {
      const p = await soldOut({
        isUpcoming: true,
        colorVariants: [{ colorName: 'Black', images: ['/demo/a.svg'], isDefault: true, stock: { M: 3 } }],
      });
      const email = address('launch.fan');
      await subscribeConfirmed(p._id, email);
      await call(t.app, 'PUT', `/api/products/${p._id}/upcoming`, { token: admin, body: { isUpcoming: false } });
      await t.smtp.waitFor(email, isAlert, 10_000);
      await pause(500);
      expect(t.smtp.to(email).filter(isAlert)).toHaveLength(1);
    });
  });
});
