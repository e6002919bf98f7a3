import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { databaseName, DATABASE, EVENT_STORE, REDIS } from '@store/platform';
import { rebuildProjection } from '@store/projections';
import type { Redis } from 'ioredis';
import { allProjections } from '../../src/projections.registry';
import {
  call,
  createProduct,
  eventually,
  lineOf,
  payOrder,
  placeOrder,
  startShop,
  verify,
  type Shop,
} from '../support/shop';
import { registerVerified } from '@store/identity/testing';

const run = promisify(execFile);
const unique = `${Date.now().toString(36)}${process.pid}`;

/** What a signed-in shopper and a guest leave behind; every value is unlikely to occur by chance. */
const member = {
  name: 'Zubin Quarterman',
  email: `zubin.${unique}@erasure.test`,
  phone: `98${String(Date.now()).slice(-8)}`,
  street: '77 Vetiver Lane',
  houseName: 'Tamarind House',
};
const guest = {
  name: 'Ottoline Bramblewick',
  email: `ottoline.${unique}@erasure.test`,
  phone: `97${String(Date.now() + 1).slice(-8)}`,
  street: '9 Quillon Street',
  houseName: 'Marigold Villa',
};
const traces = [member, guest].flatMap((person) => Object.values(person));
const shipTo = (person: typeof member) => ({
  name: person.name,
  phone: person.phone,
  houseName: person.houseName,
  street: person.street,
  city: 'Pune',
  state: 'Maharashtra',
  zipCode: '411001',
  country: 'India',
});

/** The whole database, schema and rows (events, read models, keys, checkpoints), as pg_dump writes it. */
async function dumpDatabase(shop: Shop): Promise<string> {
  const { stdout } = await run('pg_dump', ['--no-owner', '--dbname', shop.config.DATABASE_URL], {
    maxBuffer: 256 * 1024 * 1024,
  });
  expect(stdout).toContain(`database dump`);
  return stdout;
}

/** Every value of every Redis key of this store (its queue prefix). */
async function redisContents(shop: Shop): Promise<string> {
  const redis = shop.app.get<Redis>(REDIS);
  const keys = await redis.keys(`${shop.config.QUEUE_PREFIX}*`);
  const values = await Promise.all(
    keys.map(async (key) => {
      const type = await redis.type(key);
      if (type === 'hash') return JSON.stringify(await redis.hgetall(key));
      if (type === 'string') return (await redis.get(key)) ?? '';
      if (type === 'list') return (await redis.lrange(key, 0, -1)).join('\n');
      if (type === 'set') return (await redis.smembers(key)).join('\n');
      if (type === 'zset') return (await redis.zrange(key, 0, -1)).join('\n');
      if (type === 'stream') return JSON.stringify(await redis.xrange(key, '-', '+'));
      return '';
    }),
  );
  return [...keys, ...values].join('\n');
}

const foundOf = (list: string[]) => (text: string) =>
  list.filter((trace) => text.toLowerCase().includes(trace.toLowerCase()));
const found = foundOf(traces);

/** A full rebuild of every read model (reactors are not replayed), as `npm run replay -- --all` does. */
async function rebuildEveryReadModel(shop: Shop) {
  const db = shop.app.get(DATABASE);
  const eventStore = shop.app.get(EVENT_STORE);
  for (const projection of allProjections.filter((definition) => !definition.reactor)) {
    await rebuildProjection(projection, { db, eventStore, databaseUrl: shop.config.DATABASE_URL });
  }
}

describe('personal data can be erased everywhere (issue #16)', () => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(async () => {
    await shop.close();
  });

  it('leaves no name, e-mail, phone or street of an erased user or guest in the database, before or after a full replay', async () => {
    const product = await createProduct(shop, { stock: { M: 5 } });
    const soldOut = await createProduct(shop, {
      colorVariants: [{ colorName: 'Black', images: ['/demo/a.svg'], isDefault: true, stock: { M: 0 } }],
    });
    const notify = (token: string | undefined, body: Record<string, string>) =>
      call(shop.app, 'POST', `/api/products/${soldOut._id}/notify`, { token, body });
    const user = await registerVerified(shop, {
      name: member.name,
      email: member.email,
      phone: member.phone,
      address: { street: member.street, city: 'Pune', state: 'Maharashtra', zipCode: '411001', country: 'India' },
    });

    // The signed-in shopper orders (and pays: a confirmation e-mail goes out) and reviews.
    const mine = await placeOrder(shop, user.token, [lineOf(product, 'M')], { shippingAddress: shipTo(member) });
    expect(mine.status).toBe(201);
    expect(mine.body.order).toMatchObject({
      customerName: member.name,
      shippingAddress: { street: member.street },
      personalDataErased: false,
    });
    const payment = await payOrder(shop, mine.body.order._id, user.token);
    expect((await verify(shop, user.token, payment.verification)).status).toBe(200);
    await shop.smtp.waitFor(member.email, (mail) => /confirmed/.test(mail.subject ?? ''));
    const review = await call(shop.app, 'POST', '/api/reviews', {
      token: user.token,
      body: { productId: product._id, rating: 5, comment: 'Fits well and keeps its shape' },
    });
    expect([review.status, review.body.review?.userId?.name]).toEqual([201, member.name]);
    expect((await notify(user.token, {})).status).toBe(200); // the account's address, subscribed at once

    // A guest orders and pays.
    const theirs = await placeOrder(shop, null, [lineOf(product, 'M')], {
      customerName: guest.name,
      customerEmail: guest.email,
      customerPhone: guest.phone,
      shippingAddress: shipTo(guest),
    });
    expect(theirs.status).toBe(201);
    const guestPayment = await payOrder(shop, theirs.body.order._id, null);
    expect((await verify(shop, null, guestPayment.verification)).status).toBe(200);
    await shop.smtp.waitFor(guest.email, (mail) => /confirmed/.test(mail.subject ?? ''));
    // The guest asks to hear about the sold-out product and confirms the address from the e-mail.
    expect((await notify(undefined, { email: guest.email })).status).toBe(200);
    const confirmation = await shop.smtp.waitFor(guest.email, (mail) =>
      /notify-me\/confirm\?token=/.test(mail.text ?? ''),
    );
    const token = decodeURIComponent(/notify-me\/confirm\?token=(\S+)/.exec(confirmation.text ?? '')![1]);
    expect((await call(shop.app, 'POST', '/api/notify-me/confirm', { body: { token } })).status).toBe(200);
    expect(
      (await call(shop.app, 'GET', `/api/products/${soldOut._id}/notify/count`, { token: shop.admin })).body.count,
    ).toBe(2);

    expect(found(await dumpDatabase(shop))).toEqual(traces); // the read models show them while they may
    const adminOrder = async (id: string) =>
      (await call(shop.app, 'GET', `/api/orders/${id}`, { token: shop.admin })).body.order;
    expect(await adminOrder(theirs.body.order._id)).toMatchObject({
      customerName: guest.name,
      customerEmail: guest.email,
    });

    // Erase both: the user by deleting the account, the guest by e-mail address.
    expect((await call(shop.app, 'DELETE', `/api/users/${user.id}`, { token: shop.admin })).status).toBe(200);
    const erased = await call(shop.app, 'POST', '/api/personal-data/erase-guest', {
      token: shop.admin,
      body: { email: `  ${guest.email.toUpperCase()} ` },
    });
    expect([erased.status, erased.body.erased]).toEqual([200, 2]); // the order, the notify-me address

    // Every view forgets at once; the orders stay, for the accounts.
    await eventually('both orders shown as erased in the admin list', async () => {
      const list = await call(shop.app, 'GET', '/api/orders', { token: shop.admin });
      const ours = list.body.orders.filter((order: { _id: string }) =>
        [mine.body.order._id, theirs.body.order._id].includes(order._id),
      );
      return (
        ours.length === 2 &&
        ours.every(
          (order: any) =>
            order.personalDataErased && order.customerName === null && order.shippingAddress === null && order.isPaid,
        )
      );
    });
    expect(await adminOrder(mine.body.order._id)).toMatchObject({
      personalDataErased: true,
      customerName: null,
      customerEmail: null,
      customerPhone: null,
      shippingAddress: null,
      totalPrice: mine.body.order.totalPrice,
    });
    await eventually('the review reads Anonymous', async () => {
      const reviews = await call(shop.app, 'GET', `/api/reviews/${product._id}`);
      return reviews.body.reviews[0]?.userId.name === 'Anonymous';
    });

    const dump = await dumpDatabase(shop);
    expect(found(dump)).toEqual([]);
    expect(dump).toContain(mine.body.order._id); // the dump is of the right database
    expect(found(await redisContents(shop))).toEqual([]);

    // A full replay of every read model opens nothing, so restores nothing.
    await rebuildEveryReadModel(shop);
    expect(found(await dumpDatabase(shop))).toEqual([]);
    expect(await adminOrder(theirs.body.order._id)).toMatchObject({
      personalDataErased: true,
      customerName: null,
      isPaid: true,
    });
    const list = await call(shop.app, 'GET', '/api/orders', { token: shop.admin, query: { search: 'Ottoline' } });
    expect(list.body.orders).toEqual([]);
    expect(databaseName(shop.config.DATABASE_URL)).toMatch(/^test_app_/);
  }, 180_000);

  it("erases what a deleted user wrote, their own name, phone and street typed into a review, and an admin's note about their order: nothing of it in a pg_dump nor after a full rebuild; the review stays as its rating (issue #38)", async () => {
    const writer = {
      name: 'Philomena Okonkwo-Thrale',
      phone: `96${String(Date.now() + 2).slice(-8)}`,
      street: '5 Jacaranda Mews',
    };
    const written = foundOf(Object.values(writer));
    const product = await createProduct(shop, { stock: { M: 5 } });
    const user = await registerVerified(shop, { name: writer.name, phone: writer.phone });
    const comment = `I am ${writer.name}, call ${writer.phone} or come to ${writer.street}: lovely fabric`;
    const review = await call(shop.app, 'POST', '/api/reviews', {
      token: user.token,
      body: { productId: product._id, rating: 4, comment },
    });
    expect([review.status, review.body.review?.comment]).toEqual([201, comment]);
    const order = await placeOrder(shop, user.token, [lineOf(product, 'M')], {
      shippingAddress: { ...shipTo(member), name: 'Someone Else', phone: '9000000001', street: 'Elsewhere 1' },
    });
    expect(order.status).toBe(201);
    const orderId = order.body.order._id;
    const note = `Called ${writer.name} on ${writer.phone}: leave it at ${writer.street}`;
    const noted = await call(shop.app, 'POST', `/api/orders/${orderId}/notes`, {
      token: shop.admin,
      body: { noteId: randomUUID(), text: note },
    });
    expect([noted.status, noted.body.note?.text]).toEqual([201, note]);
    const history = async () =>
      (await call(shop.app, 'GET', `/api/orders/${orderId}/history`, { token: shop.admin })).body.history.map(
        (entry: { summary: string }) => entry.summary,
      );
    expect(await history()).toContain(`Internal note: ${note}`);
    const ratings = async () => {
      const { averageRating, totalReviews } = (await call(shop.app, 'GET', `/api/products/${product._id}`)).body
        .product;
      return { averageRating, totalReviews };
    };
    expect(await ratings()).toEqual({ averageRating: 4, totalReviews: 1 });
    await eventually('the review is in the dump', async () => written(await dumpDatabase(shop)).length === 3);

    expect((await call(shop.app, 'DELETE', `/api/users/${user.id}`, { token: shop.admin })).status).toBe(200);

    const erasedReview = { rating: 4, comment: null, userId: { _id: user.id, name: 'Anonymous' } };
    await eventually('the review shows its rating only', async () => {
      const reviews = await call(shop.app, 'GET', `/api/reviews/${product._id}`);
      return reviews.body.reviews[0]?.comment === null;
    });
    expect((await call(shop.app, 'GET', `/api/reviews/${product._id}`)).body.reviews).toEqual([
      expect.objectContaining(erasedReview),
    ]);
    expect(await ratings()).toEqual({ averageRating: 4, totalReviews: 1 });
    expect(await history()).toContain('Internal note (erased with the customer’s personal data)');
    expect(written(await dumpDatabase(shop))).toEqual([]);

    await rebuildEveryReadModel(shop);
    expect(written(await dumpDatabase(shop))).toEqual([]);
    expect((await call(shop.app, 'GET', `/api/reviews/${product._id}`)).body.reviews).toEqual([
      expect.objectContaining(erasedReview),
    ]);
    expect(await ratings()).toEqual({ averageRating: 4, totalReviews: 1 });
  }, 180_000);
});

describe('POST /api/personal-data/erase-guest', () => {
  let shop: Shop;
  let shopperToken: string;

  beforeAll(async () => {
    shop = await startShop();
    shopperToken = (await registerVerified(shop)).token;
  });
  afterAll(async () => {
    await shop.close();
  });

  it('answers 401 without a token and 403 for a shopper', async () => {
    const body = { email: 'someone@example.in' };
    expect((await call(shop.app, 'POST', '/api/personal-data/erase-guest', { body })).status).toBe(401);
    expect((await call(shop.app, 'POST', '/api/personal-data/erase-guest', { token: shopperToken, body })).status).toBe(
      403,
    );
  });

  it.each([
    [{}],
    [{ email: '' }],
    [{ email: 'not-an-address' }],
    [{ email: `${'a'.repeat(300)}@example.in` }],
    [{ email: 42 }],
  ])('refuses %p with 400', async (body) => {
    const res = await call(shop.app, 'POST', '/api/personal-data/erase-guest', { token: shop.admin, body });
    expect(res.status).toBe(400);
  });

  it('erases a guest once: the orders placed with the address, then nothing is left', async () => {
    const product = await createProduct(shop, { stock: { M: 5 } });
    const email = `once.${unique}@erasure.test`;
    for (let i = 0; i < 2; i += 1)
      expect((await placeOrder(shop, null, [lineOf(product, 'M')], { customerEmail: email })).status).toBe(201);
    const first = await call(shop.app, 'POST', '/api/personal-data/erase-guest', {
      token: shop.admin,
      body: { email },
    });
    expect(first.body).toEqual({ success: true, message: 'Erased the personal data of 2 records', erased: 2 });
    const again = await call(shop.app, 'POST', '/api/personal-data/erase-guest', {
      token: shop.admin,
      body: { email },
    });
    expect(again.body).toEqual({
      success: true,
      message: 'No personal data of this e-mail address is left to erase',
      erased: 0,
    });
  });
});
