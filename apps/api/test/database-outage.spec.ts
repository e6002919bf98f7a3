import { randomBytes } from 'node:crypto';
import { createDatabase, dropDatabase, withDatabase } from '@store/platform';
import {
  backendsOf,
  startDatabaseProxy,
  terminateBackends,
  testServerUrl,
  type DatabaseProxy,
} from '@store/platform/testing';
import { sql, type Kysely } from 'kysely';
import { migrateDatabase } from '../src/app/migrate';
import { call, createProduct, eventually, lineOf, placeOrder, startShop, type Shop } from './support/shop';

const UNAVAILABLE = 'The store is briefly unavailable. Please try again in a moment.';

/** One unit of size M of the product's own stock (the 'Original' colour: 50 units here). */
const originalLine = (product: Parameters<typeof lineOf>[0]) => ({ ...lineOf(product, 'M'), colorVariantId: null });

/** Places guest orders until one is accepted; how long that took from `since`. */
async function firstCheckoutAfter(shop: Shop, product: Parameters<typeof lineOf>[0], since: number): Promise<number> {
  for (;;) {
    const res = await placeOrder(shop, null, [originalLine(product)]);
    if (res.status === 201) return Date.now() - since;
    expect(res.status).toBe(503); // never a 500 on the way back
    if (Date.now() - since > 20_000) throw new Error('no order accepted within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const countEvents = async (db: Kysely<any>, type: string) =>
  (await sql<{ n: number }>`select count(*)::int as n from events where type = ${type}`.execute(db)).rows[0].n;

/**
 * #39: the whole store (API, projections, reactors, workers) in this process, its PostgreSQL behind
 * a relay that the test stops and starts (PostgreSQL down and back, for this store only), or whose
 * connections it ends with pg_terminate_backend (a restart, seen from the store).
 */
describe('a store whose PostgreSQL goes away', () => {
  let databaseUrl: string;
  let proxy: DatabaseProxy;
  let shop: Shop;
  let direct: Kysely<any>;
  let product: Awaited<ReturnType<typeof createProduct>>;

  beforeAll(async () => {
    databaseUrl = withDatabase(
      testServerUrl(),
      `test_outage_${process.env.JEST_WORKER_ID ?? '0'}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`,
    );
    await migrateDatabase(databaseUrl);
    direct = createDatabase(databaseUrl, { maxConnections: 2, applicationName: 'test-outage-observer' });
    proxy = await startDatabaseProxy(databaseUrl);
    shop = await startShop({ DATABASE_URL: proxy.url });
    await eventually(
      'the read models are built',
      async () => (await call(shop.app, 'GET', '/api/products')).status === 200,
    );
    product = await createProduct(shop, { stock: { M: 50 } });
  });
  afterEach(async () => {
    await proxy.start(); // a failed test must not leave the next one without its database
  });
  afterAll(async () => {
    await shop?.close();
    await proxy?.close();
    await direct?.destroy();
    if (databaseUrl) await dropDatabase(databaseUrl);
  });

  it('answers 503 with Retry-After and the store message while PostgreSQL is unreachable, never 500; keeps answering cached storefront reads; keeps nothing of an order refused meanwhile; serves again within 5 s of its return', async () => {
    expect((await placeOrder(shop, null, [originalLine(product)])).status).toBe(201);
    // The storefront's public reads, cached once.
    const listing = await call(shop.app, 'GET', '/api/products');
    const detail = await call(shop.app, 'GET', `/api/products/${product._id}`);
    const offer = await call(shop.app, 'GET', '/api/offers/current');
    const ordersBefore = await countEvents(direct, 'OrderPlaced');
    const reservationsBefore = await countEvents(direct, 'StockReserved');

    await proxy.stop();
    const refused = await placeOrder(shop, null, [originalLine(product)]);
    expect([refused.status, refused.body, refused.headers['retry-after']]).toEqual([
      503,
      { success: false, message: UNAVAILABLE },
      '2',
    ]);
    const signIn = await call(shop.app, 'POST', '/api/auth/login', {
      body: { email: 'nobody@example.in', password: 'whatever1' },
    });
    expect([signIn.status, signIn.body.message]).toEqual([503, UNAVAILABLE]);
    // A signed-in request is not signed out (401) because its token cannot be checked now.
    const adminList = await call(shop.app, 'GET', '/api/orders', { token: shop.admin });
    expect([adminList.status, adminList.body.message]).toEqual([503, UNAVAILABLE]);

    expect(await call(shop.app, 'GET', '/api/products')).toMatchObject({ status: 200, body: listing.body });
    expect(await call(shop.app, 'GET', `/api/products/${product._id}`)).toMatchObject({
      status: 200,
      body: detail.body,
    });
    expect(await call(shop.app, 'GET', '/api/offers/current')).toMatchObject({ status: 200, body: offer.body });

    const health = await call(shop.app, 'GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({
      success: false,
      status: 'degraded',
      message: 'Some of the store is unavailable',
      down: ['eventStore', 'postgres', 'projections'],
    });

    await new Promise((resolve) => setTimeout(resolve, 2_000)); // down a while: every runner and connection notices
    const backAt = Date.now();
    await proxy.start();
    const tookMs = await firstCheckoutAfter(shop, product, backAt);
    await eventually(
      'the runners hold their locks again',
      async () => (await backendsOf(direct, 'store-runner:%')).length === 1,
      10_000,
    );
    const runnersMs = Date.now() - backAt;
    process.stdout.write(
      `PostgreSQL back -> first order accepted: ${tookMs} ms, runners active again: ${runnersMs} ms\n`,
    );
    expect(tookMs).toBeLessThan(5_000);
    expect(runnersMs).toBeLessThan(5_000);
    // The refused order left nothing: no OrderPlaced, no reservation (the one accepted since adds one of each).
    expect(await countEvents(direct, 'OrderPlaced')).toBe(ordersBefore + 1);
    expect(await countEvents(direct, 'StockReserved')).toBe(reservationsBefore + 1);
    await eventually(
      'health is ok again',
      async () => (await call(shop.app, 'GET', '/api/health')).status === 200,
      10_000,
    );
  });

  it.each([
    ['the read-model pool', 'store'],
    ['the event store pool', 'eventstore'],
    ['the LISTEN connection', 'eventstore-listener%'],
    ['the runners’ lock session', 'store-runner:%'],
    ['the read caches’ version check', 'store-read-version'],
    ['every connection of the store at once (a restart)', '%'],
  ])(
    'keeps serving when PostgreSQL ends %s: orders are accepted again within 5 s, and the connection is opened again',
    async (_kind, pattern) => {
      await call(shop.app, 'GET', '/api/products'); // the version check has a connection to end
      await eventually(
        'the connections are there to end',
        async () =>
          (await backendsOf(direct, pattern)).length > 0 && (await backendsOf(direct, 'store-runner:%')).length === 1,
        10_000,
      );
      const endedAt = Date.now();
      const ended = await terminateBackends(direct, pattern);
      expect(ended.length).toBeGreaterThan(0);
      const tookMs = await firstCheckoutAfter(shop, product, endedAt);
      await eventually(
        'the connection is opened again',
        async () => {
          // Some connections (the read caches' version check) are only opened again when a read needs them.
          await call(shop.app, 'GET', '/api/products');
          return (await backendsOf(direct, pattern)).some((pid) => !ended.includes(pid));
        },
        10_000,
      );
      await eventually(
        'the runners hold their locks again',
        async () => (await backendsOf(direct, 'store-runner:%')).length === 1,
        10_000,
      );
      process.stdout.write(
        `connections ended (${pattern}) -> first order accepted: ${tookMs} ms, reconnected: ${Date.now() - endedAt} ms\n`,
      );
      expect(tookMs).toBeLessThan(5_000);
      await eventually(
        'health is ok again',
        async () => (await call(shop.app, 'GET', '/api/health')).status === 200,
        10_000,
      );
    },
  );
});
