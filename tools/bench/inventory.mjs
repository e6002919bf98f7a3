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
const { createDatabase, dropDatabase, ensureDatabase, migrateToLatest, withDatabase, systemContext } = require('@store/platform');
const { CatalogueCommands, InventorySnapshots, INVENTORY_SNAPSHOT_EVERY, catalogueMigrations } = require('@store/catalogue');

const SIZES = (process.env.BENCH_SIZES ?? '100,10000,100000').split(',').map(Number);
const RESERVATIONS = Number(process.env.BENCH_RESERVATIONS ?? 50);
const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const url = withDatabase(server, `bench_inventory_${Date.now()}`);

const metadata = () => ({ actor: { id: null, role: 'system' }, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString() });
const line = { variantId: null, size: 'M', quantity: 1 };
const reserveLine = { ...line, productName: 'Bench tee', colourName: 'Original' };

/** A product's history of `count` events: stock set once, then reservations each committed or released. */
async function seed(store, productId, count) {
  const stream = `catalogue-inventory-${productId}`;
  const at = new Date().toISOString();
  const events = [{ type: 'StockSet', data: { productId, variantId: null, size: 'M', previous: 0, quantity: 1_000_000, reason: 'bench', at }, metadata: metadata() }];
  let orderId = randomUUID();
  while (events.length < count) {
    const n = events.length;
    if (n % 2 === 1) {
      orderId = randomUUID();
      events.push({ type: 'StockReserved', data: { productId, orderId, lines: [line], at, expiresAt: at }, metadata: metadata() });
    } else {
      // Half the orders paid (committed: kept in the state for a later cancel), half released.
      const type = n % 4 === 0 ? 'StockCommitted' : 'StockReleased';
      events.push({ type, data: { productId, orderId, lines: [line], at }, metadata: metadata() });
    }
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
  const withSnapshots = new CatalogueCommands(store, snapshots);
  const without = new CatalogueCommands(store);
  for (const size of SIZES) {
    const productId = randomUUID();
    const seeded = performance.now();
    await seed(store, productId, size);
    const seedMs = performance.now() - seeded;
    const plain = await timeReservations(without, productId, Math.max(3, Math.round(RESERVATIONS / 5)));
    const first = await timeReservations(withSnapshots, productId, 1); // reads all once, writes the snapshot
    const snap = await timeReservations(withSnapshots, productId, RESERVATIONS);
    const snapshot = await snapshots.load(`catalogue-inventory-${productId}`);
    const stateKb = snapshot ? Buffer.byteLength(JSON.stringify(snapshot.state)) / 1024 : 0;
    rows.push({ size, seedMs, plain, first, snap, stateKb });
    console.log(`${size.toLocaleString('en-US')} events seeded in ${(seedMs / 1000).toFixed(1)} s`);
  }
  const f = (n) => n.toFixed(1).padStart(8);
  console.log(`\nReserving 1 unit (median / p95 ms), snapshot every ${INVENTORY_SNAPSHOT_EVERY} events:`);
  console.log('events in stream | whole stream (median, p95) | from snapshot (median, p95) | first load (writes snapshot) | snapshot size');
  console.log('---|---|---|---|---');
  for (const r of rows) {
    console.log(
      `${r.size.toLocaleString('en-US').padStart(16)} | ${f(r.plain.median)} ${f(r.plain.p95)} (${r.plain.runs} runs) | ${f(r.snap.median)} ${f(r.snap.p95)} (${r.snap.runs} runs) | ${f(r.first.median)} | ${r.stateKb.toFixed(0)} kB`,
    );
  }
} finally {
  await store.close();
  await db.destroy();
  await dropDatabase(url);
}
