#!/usr/bin/env node
// Public reads, side by side (issue 18's targets). The built store (a child process on a scratch
// database, dropped at the end) and, in another process, a bare Fastify comparator that runs the
// same SQL on the same read-model tables (the store's own query classes, with no cache in front)
// and sends the same bytes (checked before measuring). Each row runs autocannon against both in
// turn, one second each, BENCH_SECONDS times (a shared machine's load changes weigh on both
// alike); the ratio is store / comparator, p99 the mean of the store's one-second slices.
//
//   product list         GET /api/products?page=1&limit=24
//   search (typo)        GET /api/products?search=compresion&page=1&limit=24
//   category             GET /api/products?category=topwear&page=1&limit=24
//   product detail       GET /api/products/:id, 120 products in turn
//   offers/current, hero-images/active, collection-banners
//   cached small GET     offers/current against bare Fastify sending the same bytes from memory
//   listing, cold cache  every request a page no request asked for before (pages x sorts x page
//                        sizes), so no cache can answer it
//
// Targets: reads >= 0.5 of the comparator with p99 <= 50 ms; the cached GET >= 0.4; the cold
// listing >= 0.3 and >= 1,000 requests/s. Then the Postgres connections the store process holds,
// against its pool size (target <= pool + 3).
//
// Env: BENCH_SECONDS (per run, default 10), BENCH_PRODUCTS (default 5000), BENCH_ONLY (comma
// separated row keys: list,search,category,detail,offer,hero,banners,cached,cold),
// BENCH_CPU_PROF=1 (profile the store with --cpu-prof and print the top self-time functions),
// BENCH_KEEP_DATABASE=1 (keep the loaded database and print its URL) and BENCH_DATABASE_URL (measure
// on such a kept database instead of loading one: several runs without the minutes of loading).
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { loadCatalogue } from './lib/catalogue-data.mjs';
import { printTopSelfTime } from './lib/cpu-profile.mjs';
import { CONNECTIONS, measure } from './lib/load.mjs';
import { loadMarketing } from './lib/marketing-data.mjs';
import { startReadComparator } from './lib/read-comparator.mjs';
import { settled, startStore } from './lib/store-server.mjs';

const require = createRequire(import.meta.url);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = Math.min(2, SECONDS);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5000);
const ONLY = process.env.BENCH_ONLY?.split(',').map((key) => key.trim());
const POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE ?? 10);
const SETTLE_TIMEOUT_MS = 1_200_000;
const KEPT_DATABASE = process.env.BENCH_DATABASE_URL;
const profileDir =
  process.env.BENCH_CPU_PROF === '1' ? mkdtempSync(path.join(os.tmpdir(), 'bench-reads-profile-')) : undefined;

const READ = { ratio: 0.5, p99: 50 };
const SORTS = ['newest', 'price-asc', 'price-desc', 'rating', 'popularity'];

/** Listing pages no one asked for before: every page of every sort, for page sizes 40 down to 10. */
function coldPaths(products) {
  const paths = [];
  for (let limit = 40; limit >= 10; limit -= 1) {
    for (const sort of SORTS) {
      for (let page = 1; page <= Math.ceil(products / limit); page += 1)
        paths.push(`/api/products?page=${page}&limit=${limit}&sort=${sort}`);
    }
  }
  return paths;
}

async function text(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** The store's and the comparator's bytes must match, or the ratio compares different work. */
async function checkSameBytes(store, comparator, paths) {
  for (const pathname of paths) {
    const [ours, theirs] = await Promise.all([text(`${store}${pathname}`), text(`${comparator}${pathname}`)]);
    if (ours !== theirs)
      throw new Error(
        `${pathname}: the comparator's answer differs from the store's\nstore:      ${ours.slice(0, 300)}\ncomparator: ${theirs.slice(0, 300)}`,
      );
  }
}

async function productIds(url, count) {
  const ids = [];
  for (let page = 1; ids.length < count; page += 1) {
    const body = JSON.parse(await text(`${url}/api/products?page=${page}&limit=24&sort=price-asc`));
    if (!body.products.length) break;
    ids.push(...body.products.map((product) => product._id ?? product.id));
  }
  return ids.slice(0, count);
}

/** Connections to the store's database by application name (the comparator's left out). */
async function storeConnections(databaseUrl) {
  const { createDatabase, databaseName, withDatabase } = require('@store/platform');
  const { sql } = require('kysely');
  const db = createDatabase(withDatabase(databaseUrl, 'postgres'), {
    maxConnections: 1,
    applicationName: 'bench-observer',
  });
  try {
    const { rows } =
      await sql`select split_part(application_name, ':', 1) as name, count(*)::int as n from pg_stat_activity
      where datname = ${databaseName(databaseUrl)} and application_name <> 'bench-comparator' group by 1 order by 2 desc`.execute(
        db,
      );
    return rows;
  } finally {
    await db.destroy();
  }
}

/** Waits until every projection has applied the whole log and the listing shows every product. */
async function settledWithEverything(url) {
  const started = Date.now();
  for (;;) {
    const waited = await settled(url, SETTLE_TIMEOUT_MS);
    if (waited >= SETTLE_TIMEOUT_MS) throw new Error(`the read models did not settle in ${SETTLE_TIMEOUT_MS / 1000} s`);
    const { total } = JSON.parse(await text(`${url}/api/products?limit=1`));
    if (total === PRODUCTS) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * The store and the comparator in turn, one second each, `seconds` times (as measureSideBySide),
 * with the comparator's last reads finished before the store's slice starts: a slow comparator
 * still runs its 32 last requests' statements for up to a second after its client has gone, and
 * the store's slice would otherwise share the machine with them. Returns each side's mean
 * requests/s, mean p99 of its slices and failures.
 */
async function inTurn(store, comparator, seconds) {
  const sides = [store, comparator].map((side) => ({ ...side, cursor: { next: 0 }, slices: [] }));
  for (let i = 0; i < seconds; i += 1) {
    for (const side of sides) {
      side.slices.push(await measure(side.url, 1, side.paths, side.cursor));
      await side.drained?.();
    }
  }
  return sides.map(({ slices }) => ({
    rps: slices.reduce((sum, slice) => sum + slice.rps, 0) / slices.length,
    p99: Math.round(slices.reduce((sum, slice) => sum + slice.p99, 0) / slices.length),
    failed: slices.reduce((sum, slice) => sum + slice.failed, 0),
  }));
}

const fmt = (n) => Math.round(n).toLocaleString('en-US');
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

let store = await startStore('reads', {}, { databaseUrl: KEPT_DATABASE });
let comparator;
try {
  const loadStartedAt = loadAverage();
  const loadMs = KEPT_DATABASE ? 0 : await loadCatalogue(store.databaseUrl, PRODUCTS);
  if (!KEPT_DATABASE) await loadMarketing(store.url);
  const settleMs = await settledWithEverything(store.url);
  if (profileDir) {
    // Profile the serving only: a fresh process on the loaded database.
    await store.stop({ keepDatabase: true });
    store = await startStore(
      'reads',
      {},
      { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`], databaseUrl: store.databaseUrl },
    );
    await settled(store.url);
  }
  comparator = await startReadComparator(store.databaseUrl, POOL_SIZE);

  const ids = await productIds(store.url, 120);
  const detailPaths = ids.map((id) => `/api/products/${id}`);
  const cold = coldPaths(PRODUCTS);
  const rows = [
    { key: 'list', name: 'product list', paths: ['/api/products?page=1&limit=24'], target: READ },
    {
      key: 'search',
      name: 'search "compresion" (typo)',
      paths: ['/api/products?search=compresion&page=1&limit=24'],
      target: READ,
    },
    {
      key: 'category',
      name: 'category topwear',
      paths: ['/api/products?category=topwear&page=1&limit=24'],
      target: READ,
    },
    { key: 'detail', name: `product detail (${ids.length} in turn)`, paths: detailPaths, target: READ },
    { key: 'offer', name: 'offers/current', paths: ['/api/offers/current'], target: READ },
    { key: 'hero', name: 'hero-images/active', paths: ['/api/hero-images/active'], target: READ },
    { key: 'banners', name: 'collection-banners', paths: ['/api/collection-banners'], target: READ },
    {
      key: 'cached',
      name: 'cached GET offers/current vs memory',
      paths: ['/api/offers/current'],
      comparatorPaths: ['/memory'],
      target: { ratio: 0.4 },
    },
    {
      key: 'cold',
      name: `listing, cold cache (${fmt(cold.length)} pages)`,
      paths: cold,
      target: { ratio: 0.3, rps: 1000 },
      noWarmUp: true,
    },
  ].filter((row) => !ONLY || ONLY.includes(row.key));

  await checkSameBytes(store.url, comparator.url, [
    ...new Set(rows.filter((row) => !row.comparatorPaths).flatMap((row) => row.paths.slice(0, 3))),
  ]);
  await comparator.remember(await text(`${store.url}/api/offers/current`));
  if ((await text(`${comparator.url}/memory`)) !== (await text(`${store.url}/api/offers/current`)))
    throw new Error("the in-memory body differs from the store's");

  const results = [];
  for (const row of rows) {
    const comparatorPaths = row.comparatorPaths ?? row.paths;
    if (!row.noWarmUp) {
      await measure(store.url, WARM_UP_SECONDS, row.paths);
      await measure(comparator.url, WARM_UP_SECONDS, comparatorPaths);
      await comparator.idle();
    }
    const [ours, theirs] = await inTurn(
      { url: store.url, paths: row.paths },
      { url: comparator.url, paths: comparatorPaths, drained: () => comparator.idle() },
      SECONDS,
    );
    results.push({ row, ours, theirs, ratio: ours.rps / theirs.rps });
  }
  const connections = await storeConnections(store.databaseUrl);

  console.log(
    `\npublic reads: ${fmt(PRODUCTS)} products (appended in ${(loadMs / 1000).toFixed(1)} s, read models settled ${(settleMs / 1000).toFixed(1)} s later), ` +
      `${CONNECTIONS} connections, ${SECONDS} x 1 s per side in turn${WARM_UP_SECONDS ? ` after ${WARM_UP_SECONDS} s of warm-up` : ''}, ${os.cpus().length} cores; ` +
      `load average at the start ${loadStartedAt}, at the end ${loadAverage()}\n`,
  );
  const header = ['path', 'store req/s', 'comparator req/s', 'ratio', 'target', 'p99 ms', 'failed', ''];
  const lines = results.map(({ row, ours, theirs, ratio }) => {
    const { target } = row;
    const met =
      ratio >= target.ratio &&
      (target.p99 === undefined || ours.p99 <= target.p99) &&
      (target.rps === undefined || ours.rps >= target.rps);
    const targetText = [
      `>= ${target.ratio}`,
      target.p99 !== undefined ? `p99 <= ${target.p99}` : '',
      target.rps !== undefined ? `>= ${fmt(target.rps)}/s` : '',
    ]
      .filter(Boolean)
      .join(', ');
    return [
      row.name,
      fmt(ours.rps),
      fmt(theirs.rps),
      Number.isFinite(ratio) ? ratio.toFixed(2) : 'no answer to compare',
      targetText,
      String(ours.p99),
      String(ours.failed + theirs.failed),
      met ? 'met' : 'MISSED',
    ];
  });
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  for (const line of [header, ...lines])
    console.log(
      line.map((cell, i) => (i === 0 || i === 4 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '),
    );

  const held = connections.reduce((sum, { n }) => sum + n, 0);
  console.log(
    `\nPostgres connections held by the store process: ${held} (pool ${POOL_SIZE}, target <= ${POOL_SIZE + 3}: ${held <= POOL_SIZE + 3 ? 'met' : 'MISSED'}): ` +
      connections.map(({ name, n }) => `${name || '(none)'} ${n}`).join(', '),
  );
} finally {
  await comparator?.stop();
  const keep = Boolean(KEPT_DATABASE) || process.env.BENCH_KEEP_DATABASE === '1';
  await store.stop({ keepDatabase: keep });
  if (keep) console.log(`database kept: BENCH_DATABASE_URL=${store.databaseUrl}`);
}
if (profileDir) for (const file of readdirSync(profileDir)) printTopSelfTime(path.join(profileDir, file), 30);
