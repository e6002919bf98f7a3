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
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, settled, startStore, api } from './lib/store-server.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5000);
const CONNECTIONS = 32;

// 10 lines x 10 styles x 10 items x 5 fits = 5,000 distinct names.
const LINES = ['Apex', 'Pulse', 'Vortex', 'Titan', 'Stride', 'Core', 'Nova', 'Surge', 'Atlas', 'Zen'];
const STYLES = ['Seamless', 'Compression', 'Dry-Fit', 'Oversized', 'Ribbed', 'Performance', 'Breathable', 'Stretch', 'Training', 'Everyday'];
const ITEMS = [
  ['Tee', 'topwear', ['tee', 't-shirt']], ['Tank', 'topwear', ['tank', 'sleeveless']], ['Hoodie', 'topwear', ['hoodie', 'winter']],
  ['Stringer', 'topwear', ['stringer', 'bodybuilding']], ['Sports Bra', 'topwear', ['bra', 'women']],
  ['Joggers', 'bottomwear', ['joggers', 'track']], ['Leggings', 'bottomwear', ['leggings', 'women']], ['Shorts', 'bottomwear', ['shorts', 'summer']],
  ['Track Pants', 'bottomwear', ['track', 'pants']], ['Cargo Pants', 'bottomwear', ['cargo', 'pants']],
];
const FITS = ['Slim Fit', 'Regular Fit', 'Relaxed Fit', 'Athletic Fit', 'Loose Fit'];
const BRANDS = ['ThreadFit', 'PowerLift', 'FlexCore', 'IronWeave', 'Desi Dumbbell', 'Kinetic'];
const MATERIALS = ['Polyester', 'Cotton blend', 'Nylon spandex', 'Bamboo cotton', 'French terry'];
const COLOURS = [['Black', '#000000'], ['Olive', '#556b2f'], ['Navy', '#1f2a44'], ['Maroon', '#800000'], ['Grey', '#808080']];
const SIZES = ['S', 'M', 'L', 'XL'];

function productBody(n) {
  const [item, category, itemTags] = ITEMS[n % ITEMS.length];
  const style = STYLES[Math.floor(n / 10) % 10];
  const line = LINES[Math.floor(n / 100) % 10];
  const fit = FITS[Math.floor(n / 1000) % 5];
  const name = `${line} ${style} ${item} - ${fit}`;
  const price = 299 + ((n * 37) % 2700);
  const onOffer = n % 4 === 0;
  const colours = COLOURS.slice(n % 3, (n % 3) + 2 + (n % 2));
  return {
    name,
    description: `${style} ${item.toLowerCase()} in ${MATERIALS[n % MATERIALS.length].toLowerCase()}, ${fit.toLowerCase()}: made for heavy sessions and hot Indian summers, machine washable.`,
    category,
    brand: BRANDS[n % BRANDS.length],
    material: MATERIALS[n % MATERIALS.length],
    sizes: SIZES,
    tags: ['gym', style.toLowerCase(), ...itemTags],
    price,
    ...(onOffer ? { hasOfferPricing: true, offerPrice: Math.round(price * 0.7), originalPrice: price } : {}),
    isFeatured: n % 10 === 0,
    isNewArrival: n % 7 === 0,
    isUpcoming: n % 50 === 0,
    colorVariants: colours.map(([colorName, colorCode], i) => ({
      colorName,
      colorCode,
      images: [{ url: `/demo/${item.toLowerCase().replace(/ /g, '-')}-${colorName.toLowerCase()}.svg`, altText: `${name} in ${colorName}` }],
      isDefault: i === 0,
      stock: { S: (n + i) % 7, M: 5 + i, L: 3, XL: (n % 5) + 1 },
    })),
  };
}

/** PRODUCTS products through CatalogueCommands (16 at a time); returns how long the appends took. */
async function loadCatalogue(databaseUrl) {
  const { PostgresEventStore } = require('@store/eventstore');
  const { CatalogueCommands } = require('@store/catalogue');
  const eventStore = new PostgresEventStore({ databaseUrl, maxConnections: 8 });
  const commands = new CatalogueCommands(eventStore);
  const context = () => ({ actor: { id: 'bench-admin', role: 'admin' }, correlationId: randomUUID(), causationId: null });
  let next = 0;
  const started = Date.now();
  try {
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        for (let n = next++; n < PRODUCTS; n = next++) await commands.createProduct(productBody(n), context());
      }),
    );
  } finally {
    await eventStore.close();
  }
  return Date.now() - started;
}

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
  const requests = paths ? [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }] : undefined;
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds, pipelining: 1, requests }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const store = await startStore('catalogue');
let bare;
try {
  const loadMs = await loadCatalogue(store.databaseUrl);
  const settleMs = await settled(store.url); // measure a quiet store, not one still catching up
  const listing = (await api(store.url, 'GET', '/api/products?page=1&limit=24')).body;
  if (listing.total !== PRODUCTS) throw new Error(`the listing shows ${listing.total} products, not ${PRODUCTS}`);
  const typo = (await api(store.url, 'GET', '/api/products?search=compresion&limit=24')).body;
  if (PRODUCTS % 100 === 0 && typo.total !== PRODUCTS / 10) throw new Error(`"compresion" finds ${typo.total} products, not the ${PRODUCTS / 10} Compression ones`);
  bare = await startBareFastify(listing);

  const pages = Math.ceil(PRODUCTS / 24);
  const coldPaths = ['newest', 'price-asc', 'price-desc'].flatMap((sort) => Array.from({ length: pages }, (_, i) => `/api/products?page=${i + 1}&limit=24&sort=${sort}`));
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
    results.push({ name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx + result.errors + result.timeouts });
  }
  const bareRps = results.at(-1).rps;
  const fmt = (n) => Math.round(n).toLocaleString('en-US');
  const load = os.loadavg().map((n) => n.toFixed(2)).join(' ');
  console.log(
    `\ncatalogue listing benchmark: ${PRODUCTS.toLocaleString('en-US')} products (appended through CatalogueCommands in ${(loadMs / 1000).toFixed(1)} s, ` +
      `read models settled ${(settleMs / 1000).toFixed(1)} s later), ${CONNECTIONS} connections, ${SECONDS} s per run after 2 s of warm-up, ` +
      `${os.cpus().length} cores, load average at the end ${load}\n`,
  );
  console.log('scenario                       requests/s   p50 ms   p99 ms   non-2xx   vs bare   target (>= 1,500 rps, p99 <= 50 ms)');
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
