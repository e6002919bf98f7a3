import { createTestDatabase, TestDatabase } from '@store/platform/testing';
import { existsSync } from 'node:fs';
import { sql } from 'kysely';
import { mainJs, startStoreProcess, StoreProcess, until } from '../support/processes';

/**
 * DATABASE_POOL_SIZE is the whole budget of one process: its event store and read-model pools
 * share it, and beside them it keeps at most three single connections (LISTEN, the projections'
 * lock session, the read caches' version check). Measured on the built server under writes and
 * reads at once, with every projection catching up.
 */
jest.setTimeout(180_000);

const POOL = 6;

const product = (n: number) => ({
  name: `Budget Tee ${n}`,
  description: 'A product created while the connections are counted',
  category: 'topwear',
  brand: 'ThreadFit',
  material: 'Cotton',
  hsnCode: '6109',
  sizes: ['M'],
  price: 499,
  colorVariants: [
    {
      colorName: 'Black',
      colorCode: '#000000',
      images: [{ url: '/demo/black.svg', altText: 'Black' }],
      isDefault: true,
      stock: { M: 5 },
    },
  ],
});

describe('connections held by one ROLE=all process', () => {
  let db: TestDatabase;
  let store: StoreProcess | undefined;

  beforeAll(async () => {
    if (!existsSync(mainJs)) throw new Error(`${mainJs} is missing: run npm run build first`);
    db = await createTestDatabase([], { maxConnections: 1 });
  });
  afterAll(async () => {
    await store?.stop();
    await db?.destroy();
  });

  it(`never exceed DATABASE_POOL_SIZE + 3 under concurrent writes and reads`, async () => {
    store = await startStoreProcess({
      databaseUrl: db.url,
      role: 'all',
      queuePrefix: `budget-${Date.now().toString(36)}`,
      env: { DATABASE_POOL_SIZE: String(POOL) },
    });
    const base = `http://127.0.0.1:${store.port}`;
    await until(
      `the store to serve (output so far: ${store.output().slice(-2000)})`,
      async () =>
        (await fetch(`${base}/api/health`).then(
          (res) => res.status,
          () => 0,
        )) === 200,
      90,
    );
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@threadfit.in', password: 'Admin@12345' }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };

    const name = new URL(db.url).pathname.slice(1);
    let peak = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const { rows } = await sql<{
          n: number;
        }>`select count(*)::int as n from pg_stat_activity where datname = ${name} and backend_type = 'client backend' and application_name <> 'store-test'`.execute(
          db.db,
        );
        peak = Math.max(peak, rows[0].n);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const created = await Promise.all(
      Array.from({ length: 24 }, (_, n) =>
        fetch(`${base}/api/products`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(product(n)),
        }).then((res) => res.status),
      ),
    );
    const read = await Promise.all(
      Array.from({ length: 48 }, (_, n) =>
        fetch(`${base}/api/products?page=${(n % 3) + 1}&limit=8`).then((res) => res.status),
      ),
    );
    sampling = false;
    await sampler;

    expect(created.every((status) => status === 201)).toBe(true);
    expect(read.every((status) => status === 200)).toBe(true);
    expect(peak).toBeGreaterThan(POOL / 2); // the load did reach the pools
    expect(peak).toBeLessThanOrEqual(POOL + 3);
  });
});
