import { existsSync } from 'node:fs';
import { closeRedisConnection, createRedisConnection, silentLogger } from '@store/platform';
import { createTestDatabase, startDatabaseProxy, type DatabaseProxy, type TestDatabase } from '@store/platform/testing';
import { mainJs, startStoreProcess, type StoreProcess, until } from '../support/processes';

/**
 * #39 as an operator met it: store processes of every role (the built server, as `npm start` and
 * docker run it), their PostgreSQL behind a relay the test stops and starts: down before they
 * start, then gone for five seconds, then its connections cut. Only this test's own connections go
 * through the relay; the real server, which other tests share, is never touched.
 */
jest.setTimeout(180_000);

const UNAVAILABLE = 'The store is briefly unavailable. Please try again in a moment.';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function get(port: number, path: string) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`);
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as any };
}
/** A sign-in with a wrong password: 401 when the store can read its accounts, 503 while PostgreSQL is away. */
async function signIn(port: number) {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'nobody@example.in', password: 'wrong-password' }),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as any };
}

describe('store processes of every role while PostgreSQL is down, goes away and comes back', () => {
  let db: TestDatabase;
  let proxy: DatabaseProxy;
  const prefix = `pg-restart-${Date.now().toString(36)}`;
  const processes: Record<'api' | 'projector' | 'worker', StoreProcess | undefined> = {
    api: undefined,
    projector: undefined,
    worker: undefined,
  };
  const all = () => Object.values(processes).filter((s): s is StoreProcess => s !== undefined);
  const alive = () => all().every((s) => s.child.exitCode === null && s.child.signalCode === null);

  beforeAll(async () => {
    if (!existsSync(mainJs)) throw new Error(`${mainJs} is missing: run npm run build first`);
    db = await createTestDatabase();
    proxy = await startDatabaseProxy(db.url);
    await proxy.stop();
  });
  afterAll(async () => {
    for (const s of all()) await s.stop();
    await proxy?.close();
    await db?.destroy();
    const redis = createRedisConnection(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', silentLogger);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await closeRedisConnection(redis);
  });

  it('each waits for a PostgreSQL that is not up yet, saying so, and starts once it is', async () => {
    for (const role of ['api', 'projector', 'worker'] as const) {
      processes[role] = await startStoreProcess({ databaseUrl: proxy.url, role, queuePrefix: prefix });
    }
    const address = `127.0.0.1:${new URL(proxy.url).port}${new URL(proxy.url).pathname}`;
    for (const s of all())
      await until(
        'the waiting line',
        () => s.output().includes(`waiting for PostgreSQL at ${address}`) || s.child.exitCode !== null,
        60,
      );
    await sleep(1_500);
    expect(alive()).toBe(true);

    await proxy.start();
    for (const s of all())
      await until(
        'the process to start',
        () => /store process started|store is serving/.test(s.output()) || s.child.exitCode !== null,
        90,
      );
    expect(alive()).toBe(true);
    for (const s of all()) expect(s.output()).toContain('is reachable; starting');
    await until(
      'health ok',
      async () => (await get(processes.api!.port, '/api/health').catch(() => ({ status: 0 }))).status === 200,
      60,
    );
  });

  it('none exits while PostgreSQL is gone for 5 s: the API answers 503 with Retry-After and names it on /api/health, and serves again within 5 s of its return', async () => {
    const port = processes.api!.port;
    expect((await signIn(port)).status).toBe(401);

    await proxy.stop();
    await sleep(1_000);
    const refused = await signIn(port);
    expect([refused.status, refused.retryAfter, refused.body]).toEqual([
      503,
      '2',
      { success: false, message: UNAVAILABLE },
    ]);
    const health = await get(port, '/api/health');
    expect(health.status).toBe(503);
    expect(health.body.down).toEqual(expect.arrayContaining(['postgres', 'eventStore', 'projections']));
    await sleep(4_000);
    expect(alive()).toBe(true);

    const backAt = Date.now();
    await proxy.start();
    await until('sign-in answers from the accounts again', async () => (await signIn(port)).status === 401, 20);
    const servingMs = Date.now() - backAt;
    await until('health ok', async () => (await get(port, '/api/health')).status === 200, 20);
    process.stdout.write(
      `processes: PostgreSQL back -> API serving: ${servingMs} ms, healthy: ${Date.now() - backAt} ms\n`,
    );
    expect(servingMs).toBeLessThan(5_000);
    expect(alive()).toBe(true);
  });

  it('none exits when every connection is cut at once (a restart or fail-over), and the API serves again within 5 s', async () => {
    const port = processes.api!.port;
    const cutAt = Date.now();
    proxy.cutAll();
    await until('sign-in answers from the accounts again', async () => (await signIn(port)).status === 401, 20);
    const servingMs = Date.now() - cutAt;
    process.stdout.write(`processes: connections cut -> API serving: ${servingMs} ms\n`);
    expect(servingMs).toBeLessThan(5_000);
    await sleep(2_000);
    expect(alive()).toBe(true);
    for (const s of all()) expect(s.output()).not.toMatch(/Emitted 'error'|uncaughtException|could not start/);
  });

  it('each still stops cleanly (exit code 0) afterwards', async () => {
    for (const s of all()) expect(await s.stop()).toBe(0);
    processes.api = processes.projector = processes.worker = undefined;
  });
});
