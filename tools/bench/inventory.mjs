#!/usr/bin/env node
// Inventory benchmark (#16): how long reserving stock takes for a product whose inventory stream
// already holds 100, 10,000 and 100,000 events, loaded from its snapshot (as the store does) and,
// for comparison, by reading the whole stream. Runs the BUILT libraries (npm run bench builds them)
// on a scratch database it drops at the end.
//
// Env: DATABASE_URL (server to use), BENCH_SIZES (default 100,10000,100000), BENCH_RESERVATIONS
// (timed reservations per size with snapshots, default 50; without: a fifth of it, at least 3).
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { createEventStore, eventStoreMigrations } = require('@store/eventstore');
const {
  CommandHandling,
  createDatabase,
  dropDatabase,
  ensureDatabase,
  migrateToLatest,
  withDatabase,
  systemClock,
  systemContext,
} = require('@store/platform');
const {
  CatalogueCommands,
  InventorySnapshots,
  INVENTORY_SETTLE_AT,
  INVENTORY_SNAPSHOT_EVERY,
  catalogueMigrations,
  saleStream,
} = require('@store/catalogue');

const SIZES = (process.env.BENCH_SIZES ?? '100,10000,100000').split(',').map(Number);
const RESERVATIONS = Number(process.env.BENCH_RESERVATIONS ?? 50);
const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const url = withDatabase(server, `bench_inventory_${Date.now()}`);

const metadata = () => ({
  actor: { id: null, role: 'system' },
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: new Date().toISOString(),
});
const line = { variantId: null, size: 'M', quantity: 1 };
const reserveLine = { ...line, productName: 'Bench tee', colourName: 'Original' };

/**
 * A best seller's history of `count` events, as the store writes it: stock set once, then
 * reservations, about two in three paid (committed), the rest released unpaid; one paid order in
 * ten cancelled after payment (restocked); each sale copied to its sale stream, and the
 * inventory's copies settled every INVENTORY_SETTLE_AT sales.
 */
async function seed(store, productId, count) {
  const stream = `catalogue-inventory-${productId}`;
  const at = new Date().toISOString();
  const events = [
    {
      type: 'StockSet',
      data: { productId, variantId: null, size: 'M', previous: 0, quantity: 1_000_000, reason: 'bench', at },
      metadata: metadata(),
    },
  ];
  const sales = new Map();
  let waiting = [];
  let orders = 0;
  const push = (type, data) => events.push({ type, data: { productId, ...data, at }, metadata: metadata() });
  while (events.length < count) {
    const orderId = randomUUID();
    orders += 1;
    push('StockReserved', { orderId, lines: [line], expiresAt: at });
    if (orders % 3 === 0) {
      push('StockReleased', { orderId, lines: [line] });
      continue;
    }
    push('StockCommitted', { orderId, lines: [line] });
    sales.set(orderId, 'committed');
    if (orders % 10 === 1) {
      push('StockReleased', { orderId, lines: [line] });
      sales.set(orderId, 'restocked');
    }
    waiting.push(orderId);
    if (waiting.length >= INVENTORY_SETTLE_AT) {
      push('StockCommitmentSettled', { orderIds: waiting });
      waiting = [];
    }
  }
  const entries = [...sales];
  for (let i = 0; i < entries.length; i += 16) {
    await Promise.all(
      entries
        .slice(i, i + 16)
        .map(([orderId, status]) =>
          store.append(
            saleStream(productId, orderId),
            [{ type: 'SaleRecorded', data: { productId, orderId, status, lines: [line], at }, metadata: metadata() }],
            { expectedRevision: 'no_stream' },
          ),
        ),
    );
  }
  let revision = -1;
  for (let i = 0; i < events.length; i += 1000) {
    const chunk = events.slice(i, i + 1000);
    await store.append(stream, chunk, { expectedRevision: revision < 0 ? 'no_stream' : revision });
    revision += chunk.length;
  }
}

async function timeReservations(commands, productId, times) {
  const ms = [];
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    await commands.reserveStock(productId, randomUUID(), [reserveLine], systemContext());
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const pick = (q) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))];
  return { median: pick(0.5), p95: pick(0.95), runs: ms.length };
}

await ensureDatabase(url);
const db = createDatabase(url, { maxConnections: 4, applicationName: 'bench-inventory' });
const store = createEventStore({ databaseUrl: url, maxConnections: 4, eventStoreUrl: '' });
const rows = [];
try {
  await migrateToLatest(db, [eventStoreMigrations, catalogueMigrations]);
  const snapshots = new InventorySnapshots(db);
  const withSnapshots = new CatalogueCommands(new CommandHandling(store, systemClock), snapshots);
  const without = new CatalogueCommands(new CommandHandling(store, systemClock));
  for (const size of SIZES) {
    const productId = randomUUID();
    const seeded = performance.now();
    await seed(store, productId, size);
    const seedMs = performance.now() - seeded;
    const plain = await timeReservations(without, productId, Math.max(3, Math.round(RESERVATIONS / 5)));
    const first = await timeReservations(withSnapshots, productId, 1); // reads all once, writes the snapshot
    const snap = await timeReservations(withSnapshots, productId, RESERVATIONS);
    const snapshot = await snapshots.load(`catalogue-inventory-${productId}`);
    const stateBytes = snapshot ? Buffer.byteLength(JSON.stringify(snapshot.state)) : 0;
    rows.push({ size, seedMs, plain, first, snap, stateBytes });
    console.log(`${size.toLocaleString('en-US')} events seeded in ${(seedMs / 1000).toFixed(1)} s`);
  }
  const f = (n) => n.toFixed(1).padStart(8);
  console.log(
    `\nReserving 1 unit (median / p95 ms), snapshot every ${INVENTORY_SNAPSHOT_EVERY} events (its ${RESERVATIONS} timed reservations stay open, so are in the snapshot):`,
  );
  console.log(
    'events in stream | whole stream (median, p95) | from snapshot (median, p95) | first load (writes snapshot) | snapshot size',
  );
  console.log('---|---|---|---|---');
  for (const r of rows) {
    console.log(
      `${r.size.toLocaleString('en-US').padStart(16)} | ${f(r.plain.median)} ${f(r.plain.p95)} (${r.plain.runs} runs) | ${f(r.snap.median)} ${f(r.snap.p95)} (${r.snap.runs} runs) | ${f(r.first.median)} | ${r.stateBytes.toLocaleString('en-US')} B`,
    );
  }
} finally {
  await store.close();
  await db.destroy();
  await dropDatabase(url);
}
