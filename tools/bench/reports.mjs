#!/usr/bin/env node
// npm run bench -- reports: memory and speed of a report over a large event log, against the
// BUILT libraries. Creates a scratch database, appends a generated shop log through the event
// store API in batches (BENCH_REPORT_EVENTS, default 500,000: orders placed, paid or failed and
// expired, some cancelled and refunded, carts), then runs one report (BENCH_REPORT, default
// sales-by-day) in a fresh child process sampling process.memoryUsage() every 50 ms, and prints
// events/s and the peak RSS and heapUsed after each quarter of the log (flat memory: the peaks
// should barely move once the first pages are in; "live heap after gc" is what the report
// really holds: its state and one page). Drops the database at the end.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { createEventStore, eventStoreMigrations } = require(path.join(root, 'libs/eventstore/dist/index.js'));
const { createDatabase, dropDatabase, ensureDatabase, migrateToLatest, withDatabase } = require(
  path.join(root, 'libs/platform/dist/index.js'),
);

const EVENTS = Number(process.env.BENCH_REPORT_EVENTS ?? 500_000);
const REPORT = process.env.BENCH_REPORT ?? 'sales-by-day';
const BATCH = 500;
const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const format = (n) => Math.round(n).toLocaleString('en-US');
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

if (process.argv[2] === '--child') {
  // The measured process: only the report, its page of events and its state.
  const { runReport, reportContext, builtInReports } = require(path.join(root, 'libs/reports/dist/index.js'));
  const store = createEventStore({ databaseUrl: process.argv[3], maxConnections: 2 });
  const report = builtInReports.find((candidate) => candidate.name === REPORT);
  let peak = { rss: 0, heapUsed: 0 };
  const sample = () => {
    const usage = process.memoryUsage();
    peak = { rss: Math.max(peak.rss, usage.rss), heapUsed: Math.max(peak.heapUsed, usage.heapUsed) };
  };
  const timer = setInterval(sample, 50);
  const quarters = [];
  const started = Date.now();
  const rows = await runReport(report, store, {
    context: reportContext(),
    onProgress(progress) {
      sample();
      const quarter = Math.floor((progress.fractionDone ?? 0) * 4);
      if (quarter > quarters.length) {
        globalThis.gc?.(); // what the report holds (its state and a page), without garbage not yet collected
        quarters.push({
          at: `${quarter * 25}%`,
          events: progress.events,
          peakRss: peak.rss,
          peakHeapUsed: peak.heapUsed,
          liveHeap: process.memoryUsage().heapUsed,
        });
      }
    },
  });
  clearInterval(timer);
  sample();
  const ms = Date.now() - started;
  await store.close();
  process.stdout.write(JSON.stringify({ rows: rows.length, ms, quarters, peak }));
  process.exit(0);
}

function* generate(total) {
  // Per order: OrderPlaced, PaymentStarted, then OrderPaid (85%) or PaymentFailed + OrderExpired;
  // 5% of paid orders are cancelled with a refund; plus a cart event per order.
  const start = Date.parse('2026-01-01T00:00:00Z');
  let emitted = 0;
  for (let n = 0; emitted < total; n += 1) {
    const orderId = `o${n}`;
    const at = new Date(start + n * 60_000).toISOString();
    const lines = [1, 2, 3].map((i) => ({
      productId: `p${(n * i) % 300}`,
      name: 'Tee',
      quantity: i,
      size: ['S', 'M', 'L'][i - 1],
      price: 499 + i,
      image: '',
      colorVariantId: null,
      colorName: ['Black', 'Blue', 'Red'][n % 3],
      colorCode: null,
    }));
    const itemsPrice = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
    const batch = [
      {
        type: 'CartItemAdded',
        data: {
          userId: `u${n % 5000}`,
          productId: `p${n % 300}`,
          colorVariantId: null,
          size: 'M',
          quantity: 1,
          productName: 'Tee',
          at,
        },
      },
      {
        type: 'OrderPlaced',
        data: {
          orderId,
          userId: null,
          customer: { name: 'x', email: null, phone: null },
          items: lines,
          shippingAddress: {},
          paymentMethod: 'razorpay',
          itemsPrice,
          shippingCost: 0,
          totalPrice: itemsPrice,
          expiresAt: at,
          at,
        },
      },
      { type: 'PaymentStarted', data: { orderId, providerOrderId: `rp${n}`, amount: itemsPrice, currency: 'INR', at } },
    ];
    if (n % 20 < 17) {
      batch.push({
        type: 'OrderPaid',
        data: { orderId, paymentId: `pay${n}`, providerOrderId: `rp${n}`, source: 'verify', reinstated: false, at },
      });
      if (n % 20 === 0) {
        batch.push({ type: 'OrderCancelled', data: { orderId, from: 'confirmed', by: 'admin', refundDue: true, at } });
        batch.push({
          type: 'RefundRequested',
          data: {
            orderId,
            refundId: `r${n}`,
            amount: itemsPrice,
            reason: 'cancelled',
            restock: true,
            paymentId: `pay${n}`,
          },
        });
      }
    } else {
      batch.push({
        type: 'PaymentFailed',
        data: { orderId, providerOrderId: `rp${n}`, paymentId: null, reason: 'card_declined', source: 'verify', at },
      });
      batch.push({ type: 'OrderExpired', data: { orderId, at } });
    }
    for (const event of batch) {
      if (emitted >= total) return;
      emitted += 1;
      yield {
        ...event,
        metadata: { actor: { id: null, role: 'system' }, correlationId: orderId, causationId: null, occurredAt: at },
      };
    }
  }
}

const url = withDatabase(server, `bench_reports_${Date.now()}`);
await ensureDatabase(url);
const db = createDatabase(url, { maxConnections: 2, applicationName: 'bench-reports' });
await migrateToLatest(db, [eventStoreMigrations]);
const store = createEventStore({ databaseUrl: url, maxConnections: 4 });
try {
  const appendStarted = Date.now();
  let page = [];
  let pages = 0;
  const flush = async () => {
    // one append per batch, a stream per batch (the report reads the global log, not streams)
    await store.append(
      `bench-${pages}`,
      page.map((event) => ({ id: randomUUID(), ...event })),
    );
    pages += 1;
    page = [];
  };
  for (const event of generate(EVENTS)) {
    page.push(event);
    if (page.length === BATCH) await flush();
  }
  if (page.length) await flush();
  const appendMs = Date.now() - appendStarted;
  console.log(`appended ${format(EVENTS)} events in ${pages} batches of ${BATCH} in ${(appendMs / 1000).toFixed(1)} s`);

  const child = spawn(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), '--child', url], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  await new Promise((resolve) => child.on('close', resolve));
  const result = JSON.parse(out);
  const read = result.quarters.at(-1)?.events ?? 0;
  console.log(
    `report ${REPORT}: ${format(read)} events of its types folded into ${result.rows} rows in ${(result.ms / 1000).toFixed(1)} s (${format((read / result.ms) * 1000)} events/s)`,
  );
  for (const quarter of result.quarters)
    console.log(
      `  after ${quarter.at.padStart(4)} (${format(quarter.events).padStart(9)} events): peak RSS ${mb(quarter.peakRss)}, peak heapUsed ${mb(quarter.peakHeapUsed)}, live heap after gc ${mb(quarter.liveHeap)}`,
    );
  console.log(`  whole run: peak RSS ${mb(result.peak.rss)}, peak heapUsed ${mb(result.peak.heapUsed)}`);
} finally {
  await store.close();
  await db.destroy();
  await dropDatabase(url);
}
