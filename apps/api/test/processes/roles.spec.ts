import { existsSync, readdirSync } from 'node:fs';
import { closeRedisConnection, createQueue, createRedisConnection, silentLogger } from '@store/platform';
import { createTestDatabase, TestDatabase } from '@store/platform/testing';
import { sql } from 'kysely';
import { mainJs, startStoreProcess, StoreProcess, until } from '../support/processes';

/**
 * Every ROLE started as its own process from the built server (apps/api/dist/main.js, which
 * `npm test` and `npm run build` produce), as README's Processes section tells a new user to:
 * it starts, runs its part, and stops cleanly (exit code 0) on SIGTERM.
 */
jest.setTimeout(120_000);

type Started = StoreProcess;

const prefixes = new Set<string>();

function startRole(role: string, db: TestDatabase, prefix: string): Promise<Started> {
  prefixes.add(prefix);
  return startStoreProcess({ databaseUrl: db.url, role, queuePrefix: prefix });
}

const stop = (started: Started) => started.stop();

const listening = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/health`).then(
    (res) => res.status,
    () => 0,
  );

const startedLine = (s: Started) => /store process started|store is serving/.test(s.output());
const checkpoints = async (db: TestDatabase) =>
  (
    await sql<{ n: number }>`select count(*)::int as n from projection_checkpoints where status = 'running'`
      .execute(db.db)
      .catch(() => ({ rows: [{ n: 0 }] }))
  ).rows[0].n;

describe('ROLE=api|projector|worker|all, each started as its own process', () => {
  let db: TestDatabase;
  const running: Started[] = [];

  beforeAll(async () => {
    if (!existsSync(mainJs)) throw new Error(`${mainJs} is missing: run npm run build first`);
    db = await createTestDatabase();
  });
  afterAll(async () => {
    for (const s of running) await stop(s);
    await db?.destroy();
    // The processes' BullMQ keys (every prefix this file used starts with 'roles-').
    const redis = createRedisConnection(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', silentLogger);
    for (const prefix of prefixes) {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.del(...keys);
    }
    await closeRedisConnection(redis);
  });

  it.each(['projector', 'worker', 'api', 'all'])(
    'ROLE=%s starts, reports it started and exits 0 on SIGTERM',
    async (role) => {
      const s = await startRole(role, db, `roles-${role}-${Date.now().toString(36)}`);
      running.push(s);
      await until(
        `ROLE=${role} to start (output so far: ${s.output().slice(-2000)})`,
        () => startedLine(s) || s.child.exitCode !== null,
      );
      expect(s.output()).not.toContain('could not start');
      expect(s.child.exitCode).toBeNull();
      // Only api and all answer HTTP.
      if (role === 'api' || role === 'all') expect(await listening(s.port)).toBe(200);
      else expect(await listening(s.port)).toBe(0);
      const code = await stop(s);
      running.splice(running.indexOf(s), 1);
      expect(code).toBe(0);
      expect(s.output()).not.toMatch(/"level":50|could not start/);
    },
  );

  it('split roles each run their part: the projector builds read models, the worker sends queued e-mail, the api serves them', async () => {
    const prefix = `roles-split-${Date.now().toString(36)}`;
    const api = await startRole('api', db, prefix);
    const projector = await startRole('projector', db, prefix);
    const worker = await startRole('worker', db, prefix);
    running.push(api, projector, worker);
    // Three processes migrating and starting at once on two busy cores: a generous deadline (it polls).
    for (const s of [api, projector, worker])
      await until('a role to start', () => startedLine(s) || s.child.exitCode !== null, 90);
    for (const s of [api, projector, worker]) expect(s.child.exitCode).toBeNull();

    // The projector: the read models' runners take their checkpoints and build the admin's account row.
    await until('the projector to run the projections', async () => (await checkpoints(db)) > 0);
    await until(
      'user_account to hold the admin',
      async () =>
        (
          await sql<{ n: number }>`select count(*)::int as n from user_account`
            .execute(db.db)
            .catch(() => ({ rows: [{ n: 0 }] }))
        ).rows[0].n > 0,
    );

    // The worker: a mail job put on the queue by someone else is sent (a .eml file in its outbox).
    const redis = createRedisConnection(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', silentLogger);
    const queue = createQueue('mail', { connection: redis, prefix }, silentLogger);
    await queue.add(
      'roles-test',
      { template: 'roles-test', to: 'roles@example.com', subject: 'Roles', text: 'Sent by the worker' },
      { jobId: 'roles-test-1' },
    );
    await until('the worker to send the mail', () => readdirSync(worker.outbox).some((name) => name.endsWith('.eml')));
    expect(readdirSync(api.outbox)).toEqual([]);
    expect(readdirSync(projector.outbox)).toEqual([]);
    await queue.obliterate({ force: true });
    await queue.close();
    await closeRedisConnection(redis);

    // The api: answers HTTP with every check up (the projector's projections included).
    expect(await listening(api.port)).toBe(200);
    const products = await fetch(`http://127.0.0.1:${api.port}/api/products`);
    expect(products.status).toBe(200);

    for (const s of [worker, projector, api]) {
      expect(await stop(s)).toBe(0);
      running.splice(running.indexOf(s), 1);
    }
  }, 240_000);
});
