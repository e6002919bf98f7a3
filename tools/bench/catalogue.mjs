#!/usr/bin/env node
// Catalogue listing benchmark: GET /api/products over 5,000 products with autocannon, against the
// built store (a child process on a scratch database, dropped at the end), beside a bare Fastify
// route serving a page of the same size from memory in another process, for the ratio.
//
//   listing      GET /api/products?page=1&limit=24
//   search       GET /api/products?search=compression&limit=24 (and the typo "compresion")
//   category     GET /api/products?category=topwear&limit=24
//   cache-cold   627 distinct pages (209 pages x 3 sorts) in turn: more than the listing's page
//                cache holds (500), so every request runs the count and the page queries
//   bare         a Fastify route answering the 24-product JSON page held in memory
//
// The products go in through the catalogue's own commands (CatalogueCommands on a
// PostgresEventStore in this process: the same decider, validation and events as the admin
// form, without HTTP and without waiting for the read model after each one); the store's
// projections then catch up and the runs start once every projection has applied the whole log.
//
// Targets: >= 1,500 requests/s and p99 <= 50 ms with 32 connections.
// Env: BENCH_SECONDS (per run, default 10), BENCH_PRODUCTS (default 5000).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalogue } from './lib/catalogue-data.mjs';
import { freePort, settled, startStore, api } from './lib/store-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5000);
const CONNECTIONS = 32;

/** A bare Fastify process answering the same page from memory. */
async function startBareFastify(page) {
  const port = await freePort();
  const script = `
    const app = require('fastify')();
    const body = ${JSON.stringify(JSON.stringify(page))};
    app.get('/page', async (request, reply) => reply.type('application/json; charset=utf-8').send(body));
    app.listen({ port: ${port}, host: '127.0.0.1' }).then(() => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', script], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return { url: `http://127.0.0.1:${port}/page`, stop: () => child.kill() };
}

/** autocannon for `seconds`; `paths` (optional) are requested in turn across all connections. */
function run(url, seconds, paths) {
  let next = 0;
  const requests = paths
    ? [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }]
    : undefined;
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds, pipelining: 1, requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const store = await startStore('catalogue');
let bare;
try {
  const loadMs = await loadCatalogue(store.databaseUrl, PRODUCTS);
  const settleMs = await settled(store.url); // measure a quiet store, not one still catching up
  const listing = (await api(store.url, 'GET', '/api/products?page=1&limit=24')).body;
  if (listing.total !== PRODUCTS) throw new Error(`the listing shows ${listing.total} products, not ${PRODUCTS}`);
  const typo = (await api(store.url, 'GET', '/api/products?search=compresion&limit=24')).body;
  if (PRODUCTS % 100 === 0 && typo.total !== PRODUCTS / 10)
    throw new Error(`"compresion" finds ${typo.total} products, not the ${PRODUCTS / 10} Compression ones`);
  bare = await startBareFastify(listing);

  const pages = Math.ceil(PRODUCTS / 24);
  const coldPaths = ['newest', 'price-asc', 'price-desc'].flatMap((sort) =>
    Array.from({ length: pages }, (_, i) => `/api/products?page=${i + 1}&limit=24&sort=${sort}`),
  );
  const scenarios = [
    ['(a) listing, page 1 of 24', `${store.url}/api/products?page=1&limit=24`],
    ['(b) search "compression"', `${store.url}/api/products?search=compression&page=1&limit=24`],
    ['(b) search "compresion"', `${store.url}/api/products?search=compresion&page=1&limit=24`],
    ['(c) category=topwear', `${store.url}/api/products?category=topwear&page=1&limit=24`],
    [`cache-cold: ${coldPaths.length} pages`, store.url, coldPaths],
    ['(d) bare Fastify, same JSON', bare.url],
  ];
  const results = [];
  for (const [name, url, paths] of scenarios) {
    await run(url, 2, paths); // warm-up
    const result = await run(url, SECONDS, paths);
    results.push({
      name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx + result.errors + result.timeouts,
    });
  }
  const bareRps = results.at(-1).rps;
  const fmt = (n) => Math.round(n).toLocaleString('en-US');
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  console.log(
    `\ncatalogue listing benchmark: ${PRODUCTS.toLocaleString('en-US')} products (appended through CatalogueCommands in ${(loadMs / 1000).toFixed(1)} s, ` +
      `read models settled ${(settleMs / 1000).toFixed(1)} s later), ${CONNECTIONS} connections, ${SECONDS} s per run after 2 s of warm-up, ` +
      `${os.cpus().length} cores, load average at the end ${load}\n`,
  );
  console.log(
    'scenario                       requests/s   p50 ms   p99 ms   non-2xx   vs bare   target (>= 1,500 rps, p99 <= 50 ms)',
  );
  for (const r of results) {
    const target = r === results.at(-1) ? '' : r.rps >= 1500 && r.p99 <= 50 ? 'met' : 'MISSED';
    console.log(
      `${r.name.padEnd(30)} ${fmt(r.rps).padStart(10)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.non2xx).padStart(9)} ${`${((r.rps / bareRps) * 100).toFixed(0)}%`.padStart(9)}   ${target}`,
    );
  }
} finally {
  bare?.stop();
  await store.stop();
}
