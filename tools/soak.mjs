#!/usr/bin/env node
// npm run soak (#16): the store as separate processes on this machine (two ROLE=api used
// alternately by the load, two ROLE=projector, one ROLE=worker) against its own database and its
// own redis-server (loopback, SOAK_REDIS_PORT), a shopper load (browse, search, product pages,
// guest checkout with payment) for SOAK_SECONDS, and meanwhile: SIGKILL of the active projector,
// SIGKILL of one API process and its restart, a Redis restart, a PostgreSQL restart and a
// 10-second stop of PostgreSQL (#39). Then it checks and prints the table. Runs the BUILT server
// (npm run build). Not part of npm test.
//
// The PostgreSQL faults restart and stop the WHOLE local cluster (pg_ctlcluster
// --skip-systemctl-redirect <version> <cluster> restart|stop|start): every other user of that
// server loses its connections too. Run it on a machine of your own, or set SOAK_DB_FAULTS=0.
//
// Env: SOAK_SECONDS (default 180; 600 for a long run), SOAK_SHOPPERS (default 6),
// SOAK_REDIS_PORT (6390), SOAK_PORT (base port, 3910), DATABASE_URL (server; a soak_<time>
// database is created and dropped unless SOAK_KEEP=1), SOAK_DB_FAULTS (1; 0 leaves PostgreSQL
// alone), SOAK_PG_CLUSTER ("<version> <name>", default: the one cluster under /etc/postgresql, main).
import { execFile, spawn } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib/prepare.mjs';

const require = createRequire(import.meta.url);
const mainJs = path.join(root, 'apps/api/dist/main.js');
if (!existsSync(mainJs)) {
  console.error('The server is not built: run npm run build first.');
  process.exit(1);
}
const platform = require(path.join(root, 'libs/platform/dist/index.js'));
const { sql } = require('kysely');

const SECONDS = Number(process.env.SOAK_SECONDS ?? 180);
const SHOPPERS = Number(process.env.SOAK_SHOPPERS ?? 6);
const REDIS_PORT = Number(process.env.SOAK_REDIS_PORT ?? 6390);
const DB_FAULTS = process.env.SOAK_DB_FAULTS !== '0';
const BASE_PORT = Number(process.env.SOAK_PORT ?? 3910);
const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbUrl = platform.withDatabase(server, `soak_${Date.now().toString(36)}`);
const redisUrl = `redis://127.0.0.1:${REDIS_PORT}`;
const outbox = mkdtempSync(path.join(os.tmpdir(), 'soak-mail-'));
const redisDir = mkdtempSync(path.join(os.tmpdir(), 'soak-redis-'));
const KEY_SECRET = 'sim_secret_dev_only';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (line) => console.log(`[${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${line}`);
let t0 = Date.now();
/** Set while the soak holds PostgreSQL stopped: whatever happens, it is started again on the way out. */
let postgresStopped = false;

const env = {
  ...process.env,
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  // Every role's e-mails link to the first API process (a worker's own PORT serves nothing).
  WEB_ORIGIN: `http://127.0.0.1:${BASE_PORT}`,
  DATABASE_URL: dbUrl,
  DATABASE_POOL_SIZE: '6',
  REDIS_URL: redisUrl,
  QUEUE_PREFIX: 'soak',
  MAIL_TRANSPORT: 'file',
  MAIL_OUTBOX_DIR: outbox,
  DEMO_CATALOGUE: 'on',
  LOG_LEVEL: 'warn',
  STOCK_SWEEP_INTERVAL: '5s',
  ORDER_PAYMENT_TIMEOUT: process.env.SOAK_PAYMENT_TIMEOUT ?? '20s',
  RATE_LIMIT_ORDERS_IP: '1000000/1h',
  UNPAID_ORDERS_PER_CONTACT: '1000000',
  UNPAID_ORDERS_PER_DEVICE: '1000000',
  UNPAID_STOCK_SHARE_PERCENT: '100',
  RATE_LIMIT_REGISTER_IP: '100000/1h',
  RATE_LIMIT_REVIEW_WRITES_USER: '100000/1h',
  WEB_DIST_DIR: 'does-not-exist',
};

// ---- PostgreSQL faults (#39) ----
/** The local cluster pg_ctlcluster restarts and stops: SOAK_PG_CLUSTER, or the only version under /etc/postgresql and main. */
function pgCluster() {
  if (process.env.SOAK_PG_CLUSTER) return process.env.SOAK_PG_CLUSTER.trim().split(/\s+/);
  const versions = readdirSync('/etc/postgresql');
  if (versions.length !== 1)
    throw new Error(`set SOAK_PG_CLUSTER: /etc/postgresql holds ${versions.join(', ') || 'nothing'}`);
  return [versions[0], 'main'];
}
/** Runs pg_ctlcluster without blocking the shoppers' requests (they meet the fault meanwhile). */
function pgCtl(action) {
  const [version, cluster] = pgCluster();
  return new Promise((resolve, reject) =>
    execFile('pg_ctlcluster', ['--skip-systemctl-redirect', version, cluster, action], (error, _stdout, stderr) =>
      error ? reject(new Error(`pg_ctlcluster ${action}: ${stderr || error.message}`)) : resolve(),
    ),
  );
}
/** Until PostgreSQL answers a query again (the soak's own pool reconnects by itself). */
async function untilPostgresAnswers(db) {
  for (;;) {
    try {
      await sql`select 1`.execute(db);
      return Date.now();
    } catch {
      await sleep(50);
    }
  }
}

// ---- processes ----
const children = new Map();
function startRedis() {
  const child = spawn(
    'redis-server',
    ['--bind', '127.0.0.1', '--port', String(REDIS_PORT), '--save', '', '--appendonly', 'no', '--dir', redisDir],
    { stdio: 'ignore' },
  );
  children.set('redis', child);
  return child;
}
function startRole(name, role, port) {
  const child = spawn(process.execPath, [mainJs], {
    cwd: root,
    env: { ...env, ROLE: role, PORT: String(port ?? BASE_PORT + 9) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (chunk) => {
    const text = String(chunk);
    if (/could not start/.test(text)) log(`${name}: ${text.trim().slice(0, 300)}`);
  });
  child.once('exit', (code, signal) => {
    if (signal !== 'SIGKILL' && signal !== 'SIGTERM') log(`${name} exited (${code ?? signal})`);
  });
  children.set(name, child);
  return child;
}
async function kill(name, signal) {
  const child = children.get(name);
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await exited;
}
const apiPorts = [BASE_PORT, BASE_PORT + 1];
async function waitHealthy(port, seconds = 60) {
  for (let i = 0; i < seconds * 4; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not answering yet
    }
    await sleep(250);
  }
  throw new Error(`API on ${port} not healthy`);
}

// ---- load ----
const stats = {
  requests: 0,
  failed: 0,
  failedInWindows: 0,
  failedOutside: [],
  ordersPlaced: 0,
  paid: 0,
  soldOut: 0,
  reviews: 0,
};
const windows = []; // [from, to] ms: kills and restarts, where clients retry
/** Every checkout: when its order was accepted (201) and paid (verify 200), ms. */
const checkouts = [];
const inWindow = (at) => windows.some(([from, to]) => at >= from && at <= (to ?? Infinity));
let turn = 0;
async function call(method, url, body, token) {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const port = apiPorts[turn++ % apiPorts.length];
    stats.requests += 1;
    const at = Date.now();
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api${url}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = await res.json().catch(() => undefined);
      if (res.status < 500) return { status: res.status, body: json };
      throw new Error(`${res.status} ${JSON.stringify(json).slice(0, 200)}`);
    } catch (error) {
      stats.failed += 1;
      // In flight when a process was killed, or sent during an outage: inside a fault window.
      if (inWindow(at) || inWindow(Date.now())) stats.failedInWindows += 1;
      else {
        stats.failedOutside.push(`${method} ${url}: ${error.message}`.slice(0, 300));
        log(`failed outside a fault window: ${method} ${url}: ${error.message}`.slice(0, 300));
      }
      await sleep(200 * (attempt + 1)); // the client retries, on the other API
    }
  }
  return { status: 0, body: undefined };
}
const address = {
  name: 'Soak Shopper',
  phone: '9876543210',
  houseName: 'Flat 1',
  street: '1 Test Road',
  city: 'Pune',
  state: 'Maharashtra',
  zipCode: '411001',
  country: 'India',
};
/** Registers a shopper and verifies the address with the code from the worker's e-mail. */
async function signIn(id) {
  const email = `shopper${id}.${Date.now().toString(36)}@soak.test`;
  const body = {
    name: `Soak Shopper ${id}`,
    email,
    phone: `9${String(100000000 + id * 7919).slice(0, 9)}`,
    password: 'secret123',
    address: { street: '1 Test Road', city: 'Pune', state: 'Maharashtra', zipCode: '411001', country: 'India' },
  };
  const registered = await call('POST', '/auth/register', body);
  // 409: an earlier attempt of this call (retried after a 5xx or a cut connection) created the
  // account; the address is this shopper's alone, so go on to verify it.
  if (registered.status !== 201 && registered.status !== 409)
    throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  for (let i = 0; i < 120; i += 1) {
    for (const file of readdirSync(outbox)) {
      const text = readFileSync(path.join(outbox, file), 'utf8');
      if (!text.includes(email)) continue;
      const code = text.match(/\b(\d{6})\b/)?.[1];
      if (!code) continue;
      const verified = await call('POST', '/auth/verify-registration-email', { email, code });
      if (verified.status === 200) return verified.body.token;
    }
    await sleep(250);
  }
  throw new Error(`no verification e-mail for ${email}`);
}

async function shopper(id, until) {
  // Every other shopper is signed in: checkout as a user, and reviews.
  const token = id % 2 === 1 ? await signIn(id) : null;
  const searches = ['tee', 'leggings', 'shorts', 'hoodie', 'compresion', 'gym'];
  while (Date.now() < until) {
    const page = await call('GET', `/products?page=${1 + (turn % 2)}`);
    await call('GET', `/products?search=${searches[turn % searches.length]}`);
    const products = page.body?.products ?? [];
    const product = products[Math.floor(Math.random() * products.length)];
    if (!product) continue;
    const detail = await call('GET', `/products/${product._id}`);
    const p = detail.body?.product;
    if (!p) continue;
    const colour = p.colorVariants?.find((v) => Object.values(v.stock ?? {}).some((n) => n > 0));
    const size = colour && Object.entries(colour.stock).find(([, n]) => n > 0)?.[0];
    if (!size) continue;
    const items = {
      orderItems: [{ product: p._id, name: p.name, quantity: 1, size, price: 1, colorVariantId: colour._id }],
      shippingAddress: address,
      paymentMethod: 'razorpay',
      shippingCost: 0,
      totalPrice: 1,
    };
    const placed = token
      ? await call('POST', '/orders', items, token)
      : await call('POST', '/orders/guest', {
          customerName: `Guest ${id}`,
          customerPhone: '9123456789',
          customerEmail: `guest${id}@soak.test`,
          ...items,
        });
    if (placed.status === 409) stats.soldOut += 1;
    if (placed.status !== 201) continue;
    stats.ordersPlaced += 1;
    const checkout = { placedAt: Date.now(), paidAt: null };
    checkouts.push(checkout);
    const order = placed.body.order;
    if (Math.random() < 0.2) continue; // some never pay: their stock must come back (expiry, sweeper)
    const started = token
      ? await call('POST', '/payments/create-order', { amount: 1, orderId: order._id, currency: 'INR' }, token)
      : await call('POST', '/payments/create-order-guest', {
          amount: 1,
          orderId: order._id,
          currency: 'INR',
          orderToken: order.accessToken,
        });
    if (started.status !== 200) continue;
    const paymentId = `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`;
    const signature = createHmac('sha256', KEY_SECRET).update(`${started.body.orderId}|${paymentId}`).digest('hex');
    const verification = {
      razorpay_order_id: started.body.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
      orderId: order._id,
    };
    const verified = token
      ? await call('POST', '/payments/verify', verification, token)
      : await call('POST', '/payments/verify-guest', { ...verification, orderToken: order.accessToken });
    if (verified.status === 200) {
      stats.paid += 1;
      checkout.paidAt = Date.now();
    }
    if (token && verified.status === 200 && Math.random() < 0.5) {
      const review = await call(
        'POST',
        '/reviews',
        {
          productId: p._id,
          rating: 1 + Math.floor(Math.random() * 5),
          comment: 'Fits well and survives the gym, washed many times.',
        },
        token,
      );
      if (review.status === 200 || review.status === 201) stats.reviews += 1;
    }
  }
}

/** After PostgreSQL was back at `backAt`: when the first order was accepted, and the first payment verified (a client retrying since the outage included). */
function firstCheckoutAfter(backAt) {
  const placed = Math.min(...checkouts.map((c) => c.placedAt).filter((at) => at >= backAt));
  const paid = Math.min(...checkouts.map((c) => c.paidAt).filter((at) => at !== null && at >= backAt));
  const ms = (at) => (Number.isFinite(at) ? `${((at - backAt) / 1000).toFixed(2)} s` : 'none');
  return `first order accepted ${ms(placed)}, first checkout paid ${ms(paid)} after it was back`;
}

// ---- checks ----
async function tableDump(db, table) {
  const { rows } = await sql`select * from ${sql.table(table)}`.execute(db);
  return rows.map((row) => JSON.stringify(row, Object.keys(row).sort())).sort();
}

async function main() {
  await platform.ensureDatabase(dbUrl);
  const db = platform.createDatabase(dbUrl, { maxConnections: 3, applicationName: 'soak' });
  startRedis();
  await sleep(500);
  t0 = Date.now();
  startRole('api1', 'api', apiPorts[0]);
  await waitHealthy(apiPorts[0], 180); // migrations and the demo catalogue, once: slow on a busy machine
  startRole('api2', 'api', apiPorts[1]);
  startRole('projector1', 'projector');
  await sleep(3000);
  startRole('projector2', 'projector');
  startRole('worker', 'worker');
  await waitHealthy(apiPorts[1]);
  log(
    `store up: api ${apiPorts.join(', ')}, 2 projectors, 1 worker, redis ${REDIS_PORT}, ${SECONDS} s of load by ${SHOPPERS} shoppers`,
  );

  const until = Date.now() + SECONDS * 1000;
  const load = Promise.all(Array.from({ length: SHOPPERS }, (_, i) => shopper(i, until)));
  let takeOverMs = null;
  const dbFaults = { restart: null, stop: null };
  const faults = (async () => {
    await sleep(SECONDS * 250);
    // The active projector (the first started holds the locks): SIGKILL; the standby takes over.
    const before =
      await sql`select max(updated_at) as at from projection_checkpoints where name = 'order_view'`.execute(db);
    const killedAt = Date.now();
    windows.push([killedAt, killedAt + 100]);
    await kill('projector1', 'SIGKILL');
    log('SIGKILL projector1 (active)');
    // Taken over when order_view's checkpoint moves again (the load keeps appending orders) and the
    // process holding its runner is projector2 (runner sessions are named store-runner:<role>:<pid>@<host>).
    const standby = children.get('projector2').pid;
    for (;;) {
      const holder =
        await sql`select count(*)::int as n from pg_stat_activity where application_name like ${`store-runner:%:${standby}@%`}`.execute(
          db,
        );
      const moved =
        await sql`select max(updated_at) as at from projection_checkpoints where name = 'order_view'`.execute(db);
      if (
        holder.rows[0].n > 0 &&
        moved.rows[0].at > before.rows[0].at &&
        new Date(moved.rows[0].at).getTime() > killedAt
      )
        break;
      if (Date.now() - killedAt > 60_000) break;
      await sleep(50);
    }
    takeOverMs = Date.now() - killedAt;
    log(
      takeOverMs > 60_000
        ? 'projector2 did not take over order_view within 60 s'
        : `projector2 took over order_view in ${takeOverMs} ms`,
    );
    await sleep(SECONDS * 150);
    const apiWindow = [Date.now(), null];
    windows.push(apiWindow);
    await kill('api2', 'SIGKILL');
    log('SIGKILL api2');
    await sleep(3000);
    startRole('api2', 'api', apiPorts[1]);
    await waitHealthy(apiPorts[1]);
    apiWindow[1] = Date.now() + 1000;
    log('api2 restarted');
    await sleep(SECONDS * 150);
    const redisWindow = [Date.now(), null];
    windows.push(redisWindow);
    await kill('redis', 'SIGTERM');
    log('Redis stopped');
    await sleep(2000);
    startRedis();
    await sleep(3000);
    redisWindow[1] = Date.now() + 5000;
    log('Redis restarted (empty: its delayed expiry jobs are lost)');
    if (!DB_FAULTS) return;
    // A PostgreSQL restart (a minor upgrade, a fail-over) and a 10-second stop. Requests may fail
    // from the fault until 5 s after PostgreSQL answers again (the store serves again within 5 s).
    await sleep(SECONDS * 100);
    const restartWindow = [Date.now(), null];
    windows.push(restartWindow);
    const restartAt = Date.now();
    await pgCtl('restart');
    const restartBack = await untilPostgresAnswers(db);
    restartWindow[1] = restartBack + 5000;
    dbFaults.restart = { downMs: restartBack - restartAt, backAt: restartBack };
    log(`PostgreSQL restarted (answering again after ${restartBack - restartAt} ms)`);
    await sleep(SECONDS * 100);
    const stopWindow = [Date.now(), null];
    windows.push(stopWindow);
    const stoppedAt = Date.now();
    postgresStopped = true;
    await pgCtl('stop');
    log('PostgreSQL stopped');
    await sleep(10_000);
    await pgCtl('start');
    postgresStopped = false;
    const stopBack = await untilPostgresAnswers(db);
    stopWindow[1] = stopBack + 5000;
    dbFaults.stop = { downMs: stopBack - stoppedAt, backAt: stopBack };
    log(`PostgreSQL started again (answering after ${stopBack - stoppedAt} ms in all)`);
  })();
  await Promise.all([load, faults]);
  log('load done; letting jobs and the sweeper settle');
  await sleep(35_000);
  await kill('projector2', 'SIGTERM');
  startRole('projector3', 'projector');
  // Wait until every projection has caught up with the head.
  for (let i = 0; i < 120; i += 1) {
    const res = await fetch(`http://127.0.0.1:${apiPorts[0]}/api/health`)
      .then((r) => r.json())
      .catch(() => ({}));
    if (res.status === 'ok') break;
    await sleep(500);
  }
  await sleep(3000);

  // Units sold versus stock committed, from the log.
  const events = (
    await sql`select stream_id, type, data from events where type in ('OrderPlaced','OrderPaid','OrderCancelled','OrderExpired','OrderPaidUnfulfillable','StockCommitted','StockReleased','StockReserved') order by position`.execute(
      db,
    )
  ).rows;
  const orders = new Map();
  const stock = new Map(); // orderId -> { reserved, committed, released }
  for (const e of events) {
    const d = e.data;
    if (e.type === 'OrderPlaced')
      orders.set(d.orderId, {
        units: d.items.reduce((n, i) => n + i.quantity, 0),
        paid: false,
        cancelled: false,
        unfulfillable: false,
      });
    if (e.type === 'OrderPaid') orders.get(d.orderId).paid = true;
    if (e.type === 'OrderPaidUnfulfillable') Object.assign(orders.get(d.orderId), { paid: true, unfulfillable: true });
    if (e.type === 'OrderCancelled' || e.type === 'OrderExpired') orders.get(d.orderId).cancelled = true;
    if (e.type.startsWith('Stock')) {
      const s = stock.get(d.orderId) ?? { reserved: 0, committed: 0, released: 0 };
      const units = d.lines.reduce((n, l) => n + l.quantity, 0);
      if (e.type === 'StockReserved') s.reserved += units;
      if (e.type === 'StockCommitted') s.committed += units;
      if (e.type === 'StockReleased') s.released += units;
      stock.set(d.orderId, s);
    }
  }
  let unitsSold = 0;
  let unitsCommitted = 0;
  let leaked = 0;
  for (const [orderId, o] of orders) {
    const s = stock.get(orderId) ?? { reserved: 0, committed: 0, released: 0 };
    const live = o.paid && !o.unfulfillable && !o.cancelled;
    if (live) unitsSold += o.units;
    if (live) unitsCommitted += s.committed;
    if (!live && s.reserved - s.released > 0 && !o.paid) leaked += s.reserved - s.released;
  }
  const orphans = [...stock.entries()].filter(([orderId, s]) => !orders.has(orderId) && s.reserved > s.released).length;
  const negative = (
    await sql`select count(*)::int as n from product_stock, jsonb_each_text(stock) as s(k, v) where v::int < 0`
      .execute(db)
      .catch(() => ({ rows: [{ n: 'n/a' }] }))
  ).rows[0].n;

  // Mails: confirmation e-mails per paid order, each once.
  const mails = readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => readFileSync(path.join(outbox, f), 'utf8'));
  const subjects = mails.map(
    (m) =>
      (m.match(/^Subject: (.*)$/m)?.[1] ?? '') +
      '|' +
      (m.match(/^To: (.*)$/m)?.[1] ?? '') +
      '|' +
      (m.match(/order[^ ]* ([0-9a-f-]{8,})/i)?.[1] ?? m.length),
  );
  const duplicates = subjects.length - new Set(subjects).size;

  // Read models equal to a fresh rebuild: dump, rebuild every projection (npm run replay -- --all), dump again.
  await kill('projector3', 'SIGTERM');
  const tables = (await sql`select name, event_types from projection_checkpoints`.execute(db)).rows.map((r) => r.name);
  const projectionsLib = require(path.join(root, 'libs/projections/dist/index.js'));
  const { allProjections } = require(path.join(root, 'apps/api/dist/projections.registry.js'));
  const eventstore = require(path.join(root, 'libs/eventstore/dist/index.js'));
  const store = eventstore.createEventStore({ databaseUrl: dbUrl, maxConnections: 3, eventStoreUrl: '' });
  const differing = [];
  let compared = 0;
  for (const projection of allProjections.filter((p) => tables.includes(p.name))) {
    const before = {};
    for (const table of projection.tables) before[table] = await tableDump(db, table);
    await projectionsLib.rebuildProjection(projection, { db, eventStore: store, databaseUrl: dbUrl });
    for (const table of projection.tables) {
      compared += 1;
      const after = await tableDump(db, table);
      if (JSON.stringify(after) !== JSON.stringify(before[table]))
        differing.push(`${table} (${before[table].length} vs ${after.length} rows)`);
    }
  }
  await store.close();

  const rows = [
    ['run', `${SECONDS} s, ${SHOPPERS} shoppers, 2 api + 2 projectors + 1 worker, own Redis :${REDIS_PORT}`],
    ['requests made', stats.requests],
    ['requests failed (in fault windows, retried)', stats.failedInWindows],
    ['requests failed outside fault windows', stats.failedOutside.length],
    ['orders placed / paid (verified) / sold out', `${stats.ordersPlaced} / ${stats.paid} / ${stats.soldOut}`],
    ['reviews written', stats.reviews],
    ['paid orders in the log', [...orders.values()].filter((o) => o.paid && !o.unfulfillable && !o.cancelled).length],
    ['units sold (paid orders)', unitsSold],
    ['units committed for them', unitsCommitted],
    ['unpaid units still reserved (leak)', leaked],
    ['reservations with no order left', orphans],
    ['stock rows below zero (oversell)', negative],
    [
      'read model tables equal to a fresh rebuild',
      `${compared - differing.length} of ${compared}${differing.length ? ` (differ: ${differing.join(', ')})` : ''}`,
    ],
    ['e-mails sent / duplicates', `${mails.length} / ${duplicates}`],
    ['projector take-over (order_view)', takeOverMs === null ? 'n/a' : `${takeOverMs} ms`],
    ...Object.entries({ restart: 'PostgreSQL restart', stop: 'PostgreSQL stopped for 10 s' }).map(([key, name]) => {
      const fault = dbFaults[key];
      if (!DB_FAULTS) return [name, 'not run (SOAK_DB_FAULTS=0)'];
      return [
        name,
        fault
          ? `down ${(fault.downMs / 1000).toFixed(1)} s; ${firstCheckoutAfter(fault.backAt)}`
          : 'did not happen (run longer)',
      ];
    }),
  ];
  console.log('\n| check | result |\n|---|---|');
  for (const [k, v] of rows) console.log(`| ${k} | ${v} |`);
  if (stats.failedOutside.length)
    console.log(`\nfailures outside the windows (first 5):\n${stats.failedOutside.slice(0, 5).join('\n')}`);
  await db.destroy();
  const ok =
    stats.failedOutside.length === 0 &&
    unitsSold === unitsCommitted &&
    leaked === 0 &&
    orphans === 0 &&
    differing.length === 0 &&
    duplicates === 0;
  return ok ? 0 : 1;
}

process.once('SIGINT', () => {
  if (!postgresStopped) process.exit(130);
  pgCtl('start').finally(() => process.exit(130));
});

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`soak stopped: ${error.stack ?? error}`);
} finally {
  if (postgresStopped)
    await pgCtl('start').catch((error) => console.error(`PostgreSQL NOT started again: ${error.message}`));
  for (const name of [...children.keys()]) await kill(name, 'SIGTERM');
  if (process.env.SOAK_KEEP !== '1') await platform.dropDatabase(dbUrl).catch(() => undefined);
  rmSync(outbox, { recursive: true, force: true });
  rmSync(redisDir, { recursive: true, force: true });
}
process.exit(code);
