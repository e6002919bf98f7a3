import { LIMIT_MESSAGES } from '@store/contracts';
import { shippedTrafficLimits } from '@store/identity/testing';
import { OrderingCommands } from '@store/ordering';
import { paymentSignature } from '@store/payments';
import { systemContext } from '@store/platform';
import { randomUUID } from 'node:crypto';
import { call, createProduct, eventually, lineOf, startShop, stockBecomes, type Shop } from '../support/shop';

/** RFC 6598's shared address space: what carrier-grade NAT puts hundreds of mobile shoppers behind. */
const CARRIER_IP = '100.64.7.21';
const DEVICE_COOKIE =
  /^store_device=([A-Za-z0-9_-]{22})\.[0-9a-z]+\.[A-Za-z0-9_-]{43}; Path=\/api; Max-Age=31536000; HttpOnly; SameSite=Lax$/;

let phones = Math.floor(Math.random() * 1e8);
/** A guest nobody else is: their own e-mail and phone. */
const newGuest = () => ({
  email: `g-${randomUUID()}@example.in`,
  phone: `9${String((phones += 1) % 1e9).padStart(9, '0')}`,
});

interface GuestCall {
  email?: string;
  phone: string;
  /** The Cookie header the browser sends (none: a browser the store has not seen). */
  cookie?: string;
  ip?: string;
}

type Answer = Awaited<ReturnType<typeof call>>;
const setCookieOf = (res: Answer): string | undefined =>
  [res.headers['set-cookie'] ?? []].flat()[0] as string | undefined;
/** The Cookie header a browser sends back after this answer. */
const cookieFrom = (res: Answer) => setCookieOf(res)!.split(';')[0];

/**
 * Issue #38: limits that hold back hoarding, not honest shoppers sharing one carrier address.
 * The store runs with its shipped limits (the other suites lift them).
 */
describe('Limits: shoppers behind one carrier address, and hoarding', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop(shippedTrafficLimits());
  });
  afterAll(() => shop.close());

  const guestOrder = (items: unknown[], who: GuestCall) =>
    call(shop.app, 'POST', '/api/orders/guest', {
      ip: who.ip,
      headers: who.cookie ? { cookie: who.cookie } : {},
      body: {
        customerName: 'Ravi Kumar',
        customerPhone: who.phone,
        ...(who.email ? { customerEmail: who.email } : {}),
        orderItems: items,
        shippingAddress: {
          name: 'Ravi Kumar',
          phone: who.phone,
          street: '1 MG Road',
          city: 'Pune',
          state: 'Maharashtra',
          zipCode: '411001',
        },
        paymentMethod: 'razorpay',
      },
    });

  /** Pays a guest order the way the confirmation page does: with its access token, from the shopper's address. */
  async function payAsGuest(order: { _id: string; accessToken: string }, ip?: string) {
    const started = await call(shop.app, 'POST', '/api/payments/create-order-guest', {
      ip,
      body: { amount: 1, orderId: order._id, currency: 'INR', orderToken: order.accessToken },
    });
    if (started.status !== 200) return started;
    const providerOrderId = started.body.orderId as string;
    const paymentId = `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`;
    const signature = paymentSignature(providerOrderId, paymentId, shop.config.RAZORPAY_KEY_SECRET);
    return call(shop.app, 'POST', '/api/payments/verify-guest', {
      ip,
      body: {
        razorpay_order_id: providerOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: signature,
        orderId: order._id,
        orderToken: order.accessToken,
      },
    });
  }

  /** A product with one size of one colour (Black) stocked with `units`. */
  const stocked = (units: number, size = 'M') =>
    createProduct(shop, {
      sizes: [size],
      colorVariants: [
        {
          colorName: 'Black',
          colorCode: '#000000',
          images: [{ url: '/demo/black.svg', altText: 'Black tee' }],
          isDefault: true,
          stock: { [size]: units },
        },
      ],
    });

  it('300 different guest shoppers from one IP place and pay orders within 15 minutes, all accepted', async () => {
    const product = await stocked(1000);
    const started = Date.now();
    const answers: Array<{ placed: number; paid: number; cookie: boolean }> = [];
    for (let wave = 0; wave < 30; wave += 1) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, async (_, i) => {
            const placed = await guestOrder([lineOf(product, 'M', 1 + (i % 2))], { ...newGuest(), ip: CARRIER_IP });
            const paid = placed.status === 201 ? (await payAsGuest(placed.body.order, CARRIER_IP)).status : 0;
            return { placed: placed.status, paid, cookie: DEVICE_COOKIE.test(setCookieOf(placed) ?? '') };
          }),
        )),
      );
    }
    expect(Date.now() - started).toBeLessThan(15 * 60_000);
    expect(answers.filter((answer) => answer.placed === 201)).toHaveLength(300);
    expect(answers.filter((answer) => answer.paid === 200)).toHaveLength(300);
    // Each new browser was given its device cookie.
    expect(answers.every((answer) => answer.cookie)).toBe(true);
  });

  // Register, forgot-password and notify-me send e-mails: once 10, 10 and 30 an hour per IP.
  it('keeps per-IP limits only where the store pays (e-mails), above what a shared carrier address sends honestly', async () => {
    const ip = '100.64.7.22';
    const product = await stocked(0);
    for (let i = 0; i < 15; i += 1) {
      const guest = newGuest();
      const register = await call(shop.app, 'POST', '/api/auth/register', {
        ip,
        body: { name: 'Asha Verma', email: guest.email, phone: guest.phone, password: 'secret123' },
      });
      expect(register.status).toBe(201);
      expect(
        (await call(shop.app, 'POST', '/api/auth/forgot-password', { ip, body: { email: newGuest().email } })).status,
      ).toBe(200);
    }
    for (let i = 0; i < 35; i += 1)
      expect(
        (await call(shop.app, 'POST', `/api/products/${product._id}/notify`, { ip, body: { email: newGuest().email } }))
          .status,
      ).toBe(200);
  });

  it('refuses one contact placing unpaid orders for the last units after its cap (3), with Retry-After until its oldest unpaid order expires', async () => {
    // The last unit of four sizes.
    const product = await createProduct(shop, {
      sizes: ['S', 'M', 'L', 'XL'],
      colorVariants: [
        {
          colorName: 'Black',
          colorCode: '#000000',
          images: [{ url: '/demo/black.svg', altText: 'Black tee' }],
          isDefault: true,
          stock: { S: 1, M: 1, L: 1, XL: 1 },
        },
      ],
    });
    const hoarder = newGuest();
    // From another browser and address each time: what counts is the contact.
    for (const size of ['S', 'M', 'L']) expect((await guestOrder([lineOf(product, size)], hoarder)).status).toBe(201);
    const refused = await guestOrder([lineOf(product, 'XL')], hoarder);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(LIMIT_MESSAGES.unpaidOrdersOfContact(3));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // The same phone under another e-mail is the same contact.
    expect((await guestOrder([lineOf(product, 'XL')], { ...newGuest(), phone: hoarder.phone })).status).toBe(429);
    // The last unit is still there for someone else.
    expect((await guestOrder([lineOf(product, 'XL')], newGuest())).status).toBe(201);
  });

  it('never lets one contact pass its cap, however many orders it fires at once', async () => {
    const product = await stocked(500);
    const hoarder = newGuest();
    const answers = await Promise.all(Array.from({ length: 15 }, () => guestOrder([lineOf(product, 'M')], hoarder)));
    expect(answers.filter((res) => res.status === 201)).toHaveLength(3);
    expect(answers.filter((res) => res.status === 429)).toHaveLength(12);
  });

  it('holds the stock of unpaid orders from one source (contact or browser) to its share (25% of a size, at least 2 units), whatever the timing', async () => {
    const product = await stocked(12); // 25% of 12: 3 units
    const share = LIMIT_MESSAGES.unpaidStockShare(product.name, 'M', 'Black', 3);
    const asha = newGuest();
    const ashas = [await guestOrder([lineOf(product, 'M', 2)], asha)];
    expect(ashas[0].status).toBe(201);
    const beyond = await guestOrder([lineOf(product, 'M', 2)], asha);
    expect(beyond.status).toBe(409);
    expect(beyond.body.message).toBe(share);
    ashas.push(await guestOrder([lineOf(product, 'M', 1)], asha));
    expect(ashas[1].status).toBe(201);

    // One browser, a new contact per order, four at once: the browser's share holds.
    const first = await guestOrder([lineOf(product, 'M', 1)], newGuest());
    const browser = cookieFrom(first);
    const burst = await Promise.all(
      Array.from({ length: 4 }, () => guestOrder([lineOf(product, 'M', 1)], { ...newGuest(), cookie: browser })),
    );
    const accepted = [first, ...burst].filter((res) => res.status === 201);
    expect(accepted.reduce((units, res) => units + res.body.order.orderItems[0].quantity, 0)).toBe(3);
    for (const res of burst.filter((answer) => answer.status !== 201)) expect(res.body.message).toBe(share);
    // 12 - 3 (Asha) - 3 (the browser): the rest is on sale for everyone else.
    await stockBecomes(shop, product._id, 'M', 6);

    // Once Asha has paid, her units are sold, not held: she may hold her share (now 2 of the 9 on hand) again.
    for (const res of ashas) expect((await payAsGuest(res.body.order)).status).toBe(200);
    await eventually(
      'her paid units no longer held',
      async () => (await guestOrder([lineOf(product, 'M', 2)], asha)).status === 201,
    );
  });

  it('gives the slot back when an unpaid order is paid, cancelled or expires', async () => {
    const product = await stocked(500);
    const asha = newGuest();
    const place = () => guestOrder([lineOf(product, 'M')], asha);
    const orders = [];
    for (let i = 0; i < 3; i += 1) orders.push((await place()).body.order);
    expect((await place()).status).toBe(429);
    const slotFreed = async (what: string) => {
      const next = await eventually(what, async () => {
        const res = await place();
        return res.status === 201 ? res.body.order : undefined;
      });
      expect((await place()).status).toBe(429);
      return next;
    };

    expect((await payAsGuest(orders[0])).status).toBe(200);
    await slotFreed('a slot after the payment');
    const cancelled = await call(shop.app, 'PUT', `/api/orders/${orders[1]._id}/cancel`, { token: shop.admin });
    expect(cancelled.status).toBe(200);
    await slotFreed('a slot after the cancel');
    await shop.app.get(OrderingCommands).expire(orders[2]._id, systemContext('expire-in-test'));
    await slotFreed('a slot after the expiry');
  });

  it('sets a signed, HttpOnly device cookie for a new browser and caps the browser at 5 unpaid orders across contacts; a tampered cookie is not trusted', async () => {
    const product = await stocked(500);
    const first = await guestOrder([lineOf(product, 'M')], newGuest());
    expect(first.status).toBe(201);
    expect(setCookieOf(first)).toMatch(DEVICE_COOKIE);
    const browser = cookieFrom(first);
    for (let i = 0; i < 4; i += 1) {
      const again = await guestOrder([lineOf(product, 'M')], { ...newGuest(), cookie: `theme=dark; ${browser}` });
      expect(again.status).toBe(201);
      expect(setCookieOf(again)).toBeUndefined(); // a known browser keeps its cookie
    }
    const sixth = await guestOrder([lineOf(product, 'M')], { ...newGuest(), cookie: browser });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe(LIMIT_MESSAGES.unpaidOrdersOfDevice(5));

    const [, id, expiry, signature] = /^store_device=([^.]+)\.([^.]+)\.(.+)$/.exec(browser)!;
    const otherId = `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [
      `store_device=${otherId}.${expiry}.${signature}`,
      `store_device=${id}`,
      `store_device=${id}.${expiry}.${signature.slice(0, -2)}AA`,
    ]) {
      const res = await guestOrder([lineOf(product, 'M')], { ...newGuest(), cookie: forged });
      // Not the capped browser: a new one, with a cookie of its own.
      expect(res.status).toBe(201);
      expect(setCookieOf(res)).toMatch(DEVICE_COOKIE);
      expect(DEVICE_COOKIE.exec(setCookieOf(res)!)![1]).not.toBe(id);
    }
  });
});
