// The preparation `npm start` and `npm test` share. Dependency-free on purpose: it runs before
// node_modules exists.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const DEFAULTS = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/store',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

export function step(message) {
  console.log(`\u25b8 ${message}`);
}

/** Reads .env (if present) into process.env without overriding what is already set. */
export function loadDotEnv() {
  const file = path.join(root, '.env');
  if (!existsSync(file)) return;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (match && process.env[match[1]] === undefined) process.env[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  return result.status === 0;
}

/** npm ci (or npm install where the mirror makes ci refuse) when node_modules is missing or stale. */
export function ensureDependencies() {
  const lock = path.join(root, 'package-lock.json');
  const stamp = path.join(root, 'node_modules/.store-install-stamp');
  const wanted = createHash('sha256')
    .update(existsSync(lock) ? readFileSync(lock) : readFileSync(path.join(root, 'package.json')))
    .digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  step('installing dependencies');
  const quiet = ['--no-audit', '--no-fund'];
  const ok = (existsSync(lock) && run('npm', ['ci', ...quiet])) || run('npm', ['install', ...quiet]);
  if (!ok) throw new Error('npm could not install the dependencies (see above)');
  writeFileSync(stamp, wanted);
}

function canConnect(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function waitFor(host, port, seconds) {
  for (let i = 0; i < seconds * 4; i += 1) {
    if (await canConnect(host, port, 250)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

const isLocal = (host) => ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host);
const hasCommand = (name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;

const starters = {
  postgres: () => {
    if (!hasCommand('pg_ctlcluster') || !existsSync('/etc/postgresql')) return false;
    const versions = readdirSync('/etc/postgresql');
    return versions.some((version) => run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']));
  },
  redis: () =>
    hasCommand('redis-server') &&
    run('redis-server', [
      '--daemonize',
      'yes',
      '--bind',
      '127.0.0.1',
      '-::1',
      '--port',
      '6379',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      existsSync('/var/lib/redis') ? '/var/lib/redis' : '/tmp',
      '--logfile',
      existsSync('/var/log/redis') ? '/var/log/redis/ci.log' : '/tmp/redis.log',
    ]),
};

async function ensureService(name, url, defaultPort) {
  const { hostname, port } = new URL(url);
  const host = hostname.replace(/^\[|\]$/g, '');
  const portNumber = Number(port || defaultPort);
  if (await canConnect(host, portNumber)) return;
  if (isLocal(host)) {
    step(`${name} is not answering on ${host}:${portNumber}; starting the local server`);
    if (starters[name]() && (await waitFor(host, portNumber, 20))) return;
  }
  throw new Error(
    `${name} does not answer at ${host}:${portNumber}.\n` +
      `  Start it with Docker: docker compose -f docker-compose.yml -f docker-compose.dev.yml up -d postgres redis\n` +
      `  or install Debian's packages: apt-get install -y postgresql redis-server\n` +
      `  or point ${name === 'postgres' ? 'DATABASE_URL' : 'REDIS_URL'} at a running server.`,
  );
}

export async function ensureServices() {
  process.env.DATABASE_URL ??= DEFAULTS.DATABASE_URL;
  process.env.REDIS_URL ??= DEFAULTS.REDIS_URL;
  await ensureService('postgres', process.env.DATABASE_URL, 5432);
  await ensureService('redis', process.env.REDIS_URL, 6379);
}

function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== 'node_modules' && name !== 'dist') visit(path.join(p, name));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

/** Compiles the server (always: it takes a fraction of a second) and the web app when stale. */
export function buildAll({ force = false } = {}) {
  step('building the server');
  execFileSync(process.execPath, [path.join(root, 'tools/build.mjs')], { stdio: 'inherit', cwd: root });
  const web = path.join(root, 'apps/web');
  const built = path.join(web, 'dist-server/entry-server.cjs');
  const sources = newestMtime([
    path.join(web, 'src'),
    path.join(web, 'public'),
    path.join(web, 'index.html'),
    path.join(web, 'vite.config.ts'),
    path.join(root, 'libs/contracts/src'),
  ]);
  if (!force && existsSync(built) && statSync(built).mtimeMs >= sources) return;
  step('building the web app and its server renderer');
  const vite = (...args) =>
    run(process.execPath, [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'apps/web/vite.config.ts',
      '--logLevel',
      'warn',
      ...args,
    ]);
  // The browser build first: the server renderer is checked as newer than it.
  if (!vite() || !vite('--ssr')) throw new Error('the web app did not build (see above)');
}

/** Debian's chromium for the browser tests. */
export function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  step('installing chromium for the browser tests');
  const ok = run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', 'chromium']);
  if (!ok || !existsSync('/usr/bin/chromium'))
    throw new Error('chromium could not be installed (apt-get install -y chromium)');
}

/**
 * The test run's parallel files each hold their own databases and pools (an e2e store alone about
 * 20 connections), more than Debian's default 100 connections allow at peaks. A local cluster gets
 * TEST_MAX_CONNECTIONS (300) once, persisted with ALTER SYSTEM and a restart; others are left alone.
 */
export async function ensureTestConnections() {
  const wanted = Number(process.env.TEST_MAX_CONNECTIONS ?? 300);
  const { hostname } = new URL(process.env.DATABASE_URL);
  if (!isLocal(hostname) || !hasCommand('psql') || !hasCommand('pg_ctlcluster') || !existsSync('/etc/postgresql'))
    return;
  const server = process.env.DATABASE_URL.replace(/\/[^/?]*(\?|$)/, '/postgres$1');
  const current = spawnSync('psql', [server, '-Atc', 'show max_connections'], { encoding: 'utf8' });
  if (current.status !== 0 || Number(current.stdout.trim()) >= wanted) return;
  step(
    `raising PostgreSQL's max_connections from ${current.stdout.trim()} to ${wanted} for the parallel tests (restarts the local server)`,
  );
  if (!run('psql', [server, '-qc', `alter system set max_connections = ${wanted}`])) return;
  for (const version of readdirSync('/etc/postgresql'))
    run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart']);
  const { port } = new URL(process.env.DATABASE_URL);
  await waitFor(hostname, Number(port || 5432), 30);
}

export async function prepare({ browser = false } = {}) {
  loadDotEnv();
  ensureDependencies();
  await ensureServices();
  if (browser) await ensureTestConnections();
  buildAll();
  if (browser) ensureChromium();
}
