import { existsSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { closeRedisConnection, createRedisConnection, silentLogger } from '@store/platform';
import { createTestDatabase, TestDatabase } from '@store/platform/testing';
import { mainJs, startStoreProcess, StoreProcess, until } from '../support/processes';

/**
 * The built server (apps/api/dist/main.js, ROLE=all as npm start runs it) stopped with SIGTERM
 * while keep-alive clients are connected and one request is in flight: the in-flight request is
 * answered in full (with Connection: close), the idle keep-alive sockets are closed, and the
 * process exits 0 within 5 s.
 */
const STOP_WITHIN_MS = 5_000;
jest.setTimeout(120_000);

/** GET over a keep-alive agent, so its socket stays open (idle) afterwards. */
const getKeptAlive = (agent: http.Agent, port: number, pathname: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * A POST whose headers go first (with Expect: 100-continue) and whose body waits for `sendBody`:
 * `continued` resolves once the server has the request (it sent 100 Continue), `answer` once the
 * whole final answer arrived (its Content-Length of body bytes).
 */
function requestInFlight(port: number, pathname: string, body: string) {
  const socket = net.connect(port, '127.0.0.1');
  let received = Buffer.alloc(0);
  let onContinue: () => void;
  const continued = new Promise<void>((resolve) => (onContinue = resolve));
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`the connection closed before a whole answer: ${received.toString()}`)));
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      let text = received.toString('latin1');
      if (text.startsWith('HTTP/1.1 100')) {
        const end = text.indexOf('\r\n\r\n');
        if (end < 0) return;
        onContinue();
        received = received.subarray(end + 4);
        text = received.toString('latin1');
      }
      const headEnd = text.indexOf('\r\n\r\n');
      if (headEnd < 0) return;
      const [statusLine, ...lines] = text.slice(0, headEnd).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      const bodyBytes = received.subarray(headEnd + 4);
      if (bodyBytes.length < Number(headers['content-length'] ?? 0)) return;
      socket.removeAllListeners('close');
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: bodyBytes.toString('utf8') });
    });
  });
  socket.write(
    `POST ${pathname} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\nConnection: keep-alive\r\n\r\n`,
  );
  return { continued, answer, sendBody: () => socket.write(body), close: () => socket.destroy() };
}

describe('stopping on SIGTERM with keep-alive clients connected', () => {
  let db: TestDatabase;
  let store: StoreProcess | undefined;
  const prefix = `graceful-stop-${Date.now().toString(36)}`;

  beforeAll(async () => {
    if (!existsSync(mainJs)) throw new Error(`${mainJs} is missing: run npm run build first`);
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await store?.stop();
    await db?.destroy();
    const redis = createRedisConnection(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', silentLogger);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await closeRedisConnection(redis);
  });

  it('answers the request in flight in full, closes the idle sockets and exits 0 within 5 s', async () => {
    store = await startStoreProcess({ databaseUrl: db.url, role: 'all', queuePrefix: prefix });
    const { child: started, port, output } = store;
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      started.once('exit', (code) => resolve({ code, at: Date.now() })),
    );
    await until(
      `the store to serve (output so far: ${output().slice(-2000)})`,
      async () => {
        if (started.exitCode !== null) throw new Error(`the store exited: ${output().slice(-2000)}`);
        return (
          (await fetch(`http://127.0.0.1:${port}/api/health`).then(
            (res) => res.status,
            () => 0,
          )) === 200
        );
      },
      90,
    );

    // Keep-alive clients: four sockets, each left idle after an answered request.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    expect(await Promise.all([1, 2, 3, 4].map(() => getKeptAlive(agent, port, '/api/products')))).toEqual([
      200, 200, 200, 200,
    ]);
    const idleSockets = Object.values(agent.freeSockets).flat();
    expect(idleSockets.length).toBe(4);
    const idleClosed = Promise.all(
      idleSockets.map((socket) => new Promise((resolve) => socket!.once('close', resolve))),
    );

    // One request in flight: the server has its headers (100 Continue), its body is still coming.
    // A cheap one (a cart merge without a session): a login's password hash can outlast the grace
    // period on a loaded CI machine, and the stop is what is tested here, not the login.
    const inFlight = requestInFlight(port, '/api/cart/merge', JSON.stringify({ items: [] }));
    await inFlight.continued;

    const signalledAt = Date.now();
    started.kill('SIGTERM');
    await until('the store to begin stopping', () => output().includes('store process stopping'), 5);
    inFlight.sendBody();

    const answer = await inFlight.answer;
    expect(answer.status).toBe(401);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toMatchObject({ success: false });
    await idleClosed;

    const { code, at } = await exited;
    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThanOrEqual(STOP_WITHIN_MS);
    expect(output()).toContain('store process stopped');
    agent.destroy();
    inFlight.close();
  });
});
