import { existsSync } from 'node:fs';
import { closeRedisConnection, createRedisConnection, silentLogger } from '@store/platform';
import { createTestDatabase, TestDatabase } from '@store/platform/testing';
import { mainJs, startStoreProcess, StoreProcess, until } from '../support/processes';

/**
 * Issue #40, a readable npm start, on the built server as npm start runs it (ROLE=all): on a
 * terminal one readable line per event, piped (CI, the browser tests' store logs) JSON lines only;
 * in both, no wall of route listings, and one line saying the store is serving, with its URL and
 * role.
 */
jest.setTimeout(120_000);

const ANSI = /\x1b\[[0-9;]*m/g; // eslint-disable-line no-control-regex -- pino-pretty's colours
const lines = (text: string) =>
  text
    .replace(ANSI, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
const parses = (line: string) => {
  try {
    return typeof JSON.parse(line) === 'object';
  } catch {
    return false;
  }
};
const ROUTE_LISTING = /Mapped \{|RouterExplorer|RoutesResolver|InstanceLoader|dependencies initialized/;

describe('what npm start writes while the store starts', () => {
  let db: TestDatabase;
  const prefix = `start-output-${Date.now().toString(36)}`;
  const running: StoreProcess[] = [];

  beforeAll(async () => {
    if (!existsSync(mainJs)) throw new Error(`${mainJs} is missing: run npm run build first`);
    db = await createTestDatabase();
  });
  afterAll(async () => {
    for (const s of running) await s.stop();
    await db?.destroy();
    const redis = createRedisConnection(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', silentLogger);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await closeRedisConnection(redis);
  });

  async function started(terminal: boolean) {
    const s = await startStoreProcess({ databaseUrl: db.url, role: 'all', queuePrefix: prefix, terminal });
    running.push(s);
    await until(
      `the store to serve (output so far: ${s.output().slice(-2000)})`,
      () => s.output().includes('store is serving') || s.child.exitCode !== null,
    );
    // A request, so its line is written too.
    expect((await fetch(`http://127.0.0.1:${s.port}/api/health`)).status).toBe(200);
    await until('the request line', () => s.output().includes('request completed'), 10);
    await s.stop();
    running.splice(running.indexOf(s), 1);
    return s;
  }

  it('on a terminal: one readable line per event, no route listing, one line serving its URL and role', async () => {
    const s = await started(true);
    const written = lines(s.output());
    const serving = written.filter((line) => line.includes('store is serving'));
    expect(serving).toHaveLength(1);
    expect(serving[0]).toMatch(
      new RegExp(
        `^\\[\\d\\d:\\d\\d:\\d\\d\\.\\d{3}\\] INFO: store is serving http://localhost:${s.port} \\(role all\\)`,
      ),
    );
    expect(written.find((line) => line.includes('request completed'))).toMatch(
      /INFO: request completed \{.*"status":200/,
    );
    expect(written.filter(parses)).toEqual([]);
    expect(written.filter((line) => ROUTE_LISTING.test(line))).toEqual([]);
  });

  it('piped (not a terminal): JSON lines only, no route listing, one line serving its URL and role', async () => {
    const s = await started(false);
    const written = lines(s.stdout());
    expect(written.filter((line) => !parses(line))).toEqual([]);
    const entries = written.map((line) => JSON.parse(line));
    expect(entries.filter((entry) => ROUTE_LISTING.test(`${entry.msg} ${entry.context}`))).toEqual([]);
    expect(entries.filter((entry) => /store is serving/.test(entry.msg))).toEqual([
      expect.objectContaining({
        level: 30,
        role: 'all',
        msg: `store is serving http://localhost:${s.port} (role all)`,
        url: `http://localhost:${s.port}`,
      }),
    ]);
    expect(entries).toContainEqual(expect.objectContaining({ msg: 'request completed', res: { status: 200 } }));
  });
});
