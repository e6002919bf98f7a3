// Starts the built store (apps/api/dist/main.js) as a child process on a free port with a
// scratch database of its own, for benchmarks. stop() ends it and drops the database.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export const ADMIN = { email: 'bench-admin@threadfit.test', password: 'Bench@12345' };

/** Resolves once /api/health answers 200. */
async function healthy(url, child, output, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the store exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the store did not become healthy in time:\n${output()}`);
}

/**
 * `nodeArgs` go before main.js (e.g. --cpu-prof --cpu-prof-dir=...). `databaseUrl` starts it on
 * another store's database (kept by that one's stop({ keepDatabase: true })).
 */
export async function startStore(name, env = {}, { nodeArgs = [], databaseUrl: existing } = {}) {
  const { withDatabase, dropDatabase } = require('@store/platform');
  const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const databaseUrl = existing ?? withDatabase(server, `bench_${name}_${Date.now()}`);
  const port = await freePort();
  const scratch = mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      // Not production: a production process refuses the simulated gateway the benches pay with.
      NODE_ENV: 'development',
      PAYMENT_GATEWAY: 'simulated',
      MAIL_TRANSPORT: 'file',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      QUEUE_PREFIX: `bench-${name}-${Date.now()}`,
      DEMO_CATALOGUE: 'off',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-jwt-secret-that-is-long-enough-0123456789',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RAZORPAY_KEY_SECRET: 'bench_key_secret',
      RAZORPAY_WEBHOOK_SECRET: 'bench_webhook_secret',
      MAIL_OUTBOX_DIR: path.join(scratch, 'mail'),
      UPLOAD_DIR: path.join(scratch, 'uploads'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout.on('data', (chunk) => (text = (text + chunk).slice(-20_000)));
  child.stderr.on('data', (chunk) => (text = (text + chunk).slice(-20_000)));
  const url = `http://127.0.0.1:${port}`;
  await healthy(url, child, () => text);
  return {
    url,
    databaseUrl,
    pid: child.pid,
    env: { RAZORPAY_KEY_SECRET: 'bench_key_secret' },
    async stop({ keepDatabase = false } = {}) {
      keepAlive.destroy(); // idle keep-alive sockets would hold up the graceful stop
      child.kill('SIGTERM');
      // A graceful shutdown can wait on the measuring clients' idle keep-alive sockets: not forever.
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
      clearTimeout(killer);
      if (!keepDatabase) await dropDatabase(databaseUrl).catch(() => undefined);
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/**
 * Keep-alive connections for the measuring clients: node:http costs the shared CPU a fraction of
 * what fetch does, and the benches measure the store, not their own client.
 */
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** JSON over HTTP with an optional bearer token: { status, body }. */
export function api(url, method, pathname, { token, body } = {}) {
  const payload = body !== undefined ? JSON.stringify(body) : undefined;
  const headers = {
    ...(payload !== undefined
      ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
      : {}),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  return new Promise((resolve, reject) => {
    const request = http.request(`${url}${pathname}`, { method, headers, agent: keepAlive }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        try {
          resolve({ status: response.statusCode, body: text ? JSON.parse(text) : undefined });
        } catch (error) {
          reject(error);
        }
      });
    });
    request.on('error', reject);
    request.end(payload);
  });
}

export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;

/** Waits until every projection and reactor has applied the whole log; returns how long that took. */
export async function settled(url, timeoutMs = 300_000) {
  const started = Date.now();
  // Public /api/health answers its status only: the projections' lag is for admins.
  const { token } = (await api(url, 'POST', '/api/auth/login', { body: ADMIN })).body;
  for (;;) {
    const health = (await api(url, 'GET', '/api/health', { token })).body;
    const behind = health.checks.projections.projections.filter((p) => p.lagEvents !== 0);
    if (behind.length === 0 || Date.now() - started > timeoutMs) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
