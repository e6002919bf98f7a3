// One store per e2e spec file: the built app (apps/api/dist/main.js serving apps/web/dist) on a
// free port with a fresh database, its own queue prefix and mail outbox, and the e2e catalogue
// (the 24 demo products plus the products below, more than one page of 24).
const { spawn } = require('node:child_process');
const { closeSync, mkdirSync, mkdtempSync, openSync, rmSync } = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '../../..');
const ADMIN = { email: 'admin@threadfit.in', password: 'Admin@12345' };

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

async function waitForHealth(url, child, seconds) {
  for (let i = 0; i < seconds * 4; i += 1) {
    if (child.exitCode !== null) throw new Error(`the store exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the store did not become healthy within ${seconds} s`);
}

async function api(baseUrl, method, pathname, { token, body } = {}) {
  const response = await fetch(`${baseUrl}/api${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json().catch(() => undefined);
  if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

const SIZES3 = ['S', 'M', 'L'];
const image = (file, altText) => [{ url: `/demo/${file}`, altText }];

/**
 * The e2e products, created through the admin API after the demo catalogue (so they are the
 * newest): a sold-out tee for notify-me, a tee whose base stock differs from its one colour
 * variant (the 'Original' colour), and in-stock fillers at distinct prices, so /products has
 * 34 products: two pages.
 */
const E2E_PRODUCTS = [
  {
    name: 'E2E Sold Out Tee',
    description: 'A plain training tee that is sold out in every size until the admin restocks it.',
    category: 'topwear',
    brand: 'ThreadFit',
    material: 'Cotton',
    hsnCode: '6109',
    price: 459,
    sizes: SIZES3,
    baseImages: image('tee-grey.svg', 'E2E Sold Out Tee'),
    stock: { S: 0, M: 0, L: 0 },
  },
  {
    name: 'E2E Original Colour Tee',
    description: 'A training tee offered in its original colour and in a forest green variant.',
    category: 'topwear',
    brand: 'ThreadFit',
    material: 'Cotton',
    hsnCode: '6109',
    price: 555,
    sizes: SIZES3,
    baseImages: image('tee-black.svg', 'E2E Original Colour Tee'),
    stock: { S: 2, M: 4, L: 0 },
    colorVariants: [
      {
        colorName: 'Forest Green',
        colorCode: '#228b22',
        images: image('tee-olive.svg', 'E2E Original Colour Tee in Forest Green'),
        isDefault: true,
        stock: { S: 5, M: 5, L: 5 },
      },
    ],
  },
  ...Array.from({ length: 8 }, (_, i) => ({
    name: `E2E Filler Tee ${i + 1}`,
    description: `Filler tee number ${i + 1}, so the catalogue holds more than one page of products.`,
    category: 'topwear',
    brand: 'Kinetic India',
    material: 'Polyester',
    hsnCode: '6109',
    price: 1011 + i * 100,
    sizes: SIZES3,
    colorVariants: [
      {
        colorName: 'Sky Blue',
        colorCode: '#6cb4ee',
        images: image('tee-sky.svg', `E2E Filler Tee ${i + 1}`),
        isDefault: true,
        stock: { S: 10, M: 10, L: 10 },
      },
    ],
  })),
];

/** The start-up admin's login; on a machine short of database connections the admin may come a little late. */
async function adminLogin(baseUrl) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await api(baseUrl, 'POST', '/auth/login', { body: ADMIN });
    } catch (error) {
      if (attempt >= 5) throw error; // few: wrong logins count towards the login limiter
      await new Promise((r) => setTimeout(r, 2000));
    }
  }
}

async function seedCatalogue(baseUrl) {
  const login = await adminLogin(baseUrl);
  for (const product of E2E_PRODUCTS) await api(baseUrl, 'POST', '/products', { token: login.token, body: product });
}

/** Starts a store for `name` (the spec file); `env` overrides its settings. */
async function startStore(name, env = {}) {
  const port = await freePort();
  const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = new URL(server);
  const unique = `${Date.now().toString(36)}_${process.pid}_${port}`;
  database.pathname = `/e2e_${unique}`;
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'store-e2e-'));
  const logDir = path.join(root, 'test-results/e2e/logs');
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `${name}.log`);
  const log = openSync(logFile, 'w');
  const baseUrl = `http://127.0.0.1:${port}`;
  const outbox = path.join(workDir, 'mail');
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.toString(),
      // The whole budget of the process (event store 2, read models 4, plus at most 3 single
      // connections): two stores run at once beside the other test projects' databases.
      DATABASE_POOL_SIZE: '6',
      WEB_ORIGIN: baseUrl,
      QUEUE_PREFIX: `e2e-${unique}`,
      MAIL_OUTBOX_DIR: outbox,
      UPLOAD_DIR: path.join(workDir, 'uploads'),
      // global-setup.cjs's copy of the web build (apps/web/dist when run without it).
      WEB_DIST_DIR: process.env.E2E_WEB_DIST ?? path.join(root, 'apps/web/dist'),
      SMTP_URL: '',
      DEMO_CATALOGUE: 'on',
      BCRYPT_ROUNDS: '4',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log); // the child keeps its own copy
  const store = {
    child,
    baseUrl,
    databaseUrl: database.toString(),
    queuePrefix: `e2e-${unique}`,
    outbox,
    workDir,
    logFile,
  };
  try {
    await waitForHealth(baseUrl, child, 90);
    await seedCatalogue(baseUrl);
  } catch (error) {
    await stopStore(store);
    throw new Error(`${error.message} (store log: ${path.relative(root, logFile)})`, { cause: error });
  }
  return store;
}

async function stopStore(store) {
  const { child } = store;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    let timer;
    await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 10000)))]);
    clearTimeout(timer);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  const { Pool } = require('pg');
  const admin = new URL(store.databaseUrl);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const pool = new Pool({ connectionString: admin.toString(), max: 1 });
  try {
    await pool.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await pool.end();
  }
  await dropRedisKeys(store.queuePrefix);
  rmSync(store.workDir, { recursive: true, force: true });
}

/** The store's queues, rate-limit counters and simulated-gateway orders, all under its QUEUE_PREFIX. */
async function dropRedisKeys(prefix) {
  const { Redis } = require('ioredis');
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
    maxRetriesPerRequest: null,
    lazyConnect: true,
  });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } catch {
    /* leftovers under a unique prefix harm nothing */
  } finally {
    redis.disconnect();
  }
}

module.exports = { startStore, stopStore, dropRedisKeys, ADMIN, E2E_PRODUCTS };
