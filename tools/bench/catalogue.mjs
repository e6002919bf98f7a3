#!/usr/bin/env node
// Catalogue listing benchmark: GET /api/products over 5,000 products with autocannon, against the
// built store (a child process on a scratch database), beside a bare Fastify route serving a
// page of the same size from memory in another process, for the ratio.
//
//   listing   GET /api/products?page=1&limit=24
//   search    GET /api/products?search=compression&limit=24
//   category  GET /api/products?category=topwear&limit=24
//   bare      a Fastify route answering a 24-product JSON page held in memory
//
// Targets: >= 1,500 requests/s and p99 <= 50 ms with 32 connections.
// Env: BENCH_SECONDS (per run, default 10), BENCH_PRODUCTS (default 5000).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { ADMIN, api, freePort, settled, startStore } from './lib/store-server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5000);
const CONNECTIONS = 32;

const ADJECTIVES = ['Seamless', 'Compression', 'Dry-Fit', 'Oversized', 'Ribbed', 'Performance', 'Breathable', 'Stretch', 'Training', 'Everyday'];
const ITEMS = [
  ['Tee', 'topwear'], ['Tank', 'topwear'], ['Hoodie', 'topwear'], ['Stringer', 'topwear'], ['Sports Bra', 'topwear'],
  ['Joggers', 'bottomwear'], ['Leggings', 'bottomwear'], ['Shorts', 'bottomwear'], ['Track Pants', 'bottomwear'], ['Cargo Pants', 'bottomwear'],
];
const BRANDS = ['ThreadFit', 'PowerLift', 'FlexCore', 'IronWeave'];
const COLOURS = [['Black', '#000000'], ['Olive', '#556b2f'], ['Navy', '#1f2a44'], ['Maroon', '#800000']];

function productBody(n) {
  const [item, category] = ITEMS[n % ITEMS.length];
  const name = `${ADJECTIVES[Math.floor(n / ITEMS.length) % ADJECTIVES.length]} ${item} ${n}`;
  const price = 299 + ((n * 37) % 2700);
  const onOffer = n % 4 === 0;
  return {
    name,
    description: `${name}: gym wear for heavy sessions and everyday comfort, made for Indian summers.`,
    category,
    brand: BRANDS[n % BRANDS.length],
    material: n % 2 ? 'Polyester' : 'Cotton blend',
    sizes: ['S', 'M', 'L', 'XL'],
    tags: ['gym', item.toLowerCase(), category],
    price,
    ...(onOffer ? { hasOfferPricing: true, offerPrice: Math.round(price * 0.7), originalPrice: price } : {}),
    isFeatured: n % 10 === 0,
    colorVariants: COLOURS.slice(0, 2 + (n % 3)).map(([colorName, colorCode], i) => ({
      colorName,
      colorCode,
      images: [{ url: `/demo/${colorName.toLowerCase()}.svg`, altText: `${name} in ${colorName}` }],
      isDefault: i === 0,
      stock: { S: (n + i) % 7, M: 5 + i, L: 3, XL: (n % 5) + 1 },
    })),
  };
}

async function loadCatalogue(store, token) {
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let n = next++; n < PRODUCTS; n = next++) {
        const res = await api(store.url, 'POST', '/api/products', { token, body: productBody(n) });
        if (res.status !== 201) throw new Error(`product ${n} not created: ${res.status} ${JSON.stringify(res.body)}`);
      }
    }),
  );
  return Date.now() - started;
}

/** A bare Fastify process answering the same page shape from memory. */
async function startBareFastify(page) {
  const port = await freePort();
  const script = `
    const app = require('fastify')();
    const body = ${JSON.stringify(JSON.stringify(page))};
    app.get('/page', async (request, reply) => reply.type('application/json').send(body));
    app.listen({ port: ${port}, host: '127.0.0.1' }).then(() => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return { url: `http://127.0.0.1:${port}/page`, stop: () => child.kill() };
}

function run(url, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds, pipelining: 1 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const store = await startStore('catalogue');
let bare;
try {
  const { token } = (await api(store.url, 'POST', '/api/auth/login', { body: { email: ADMIN.email, password: ADMIN.password } })).body;
  const loadMs = await loadCatalogue(store, token);
  const settleMs = await settled(store.url); // measure a quiet store, not one still catching up
  const listing = (await api(store.url, 'GET', '/api/products?page=1&limit=24')).body;
  if (listing.total !== PRODUCTS) throw new Error(`the listing shows ${listing.total} products, not ${PRODUCTS}`);
  bare = await startBareFastify(listing);

  const scenarios = [
    ['listing (page of 24)', `${store.url}/api/products?page=1&limit=24`],
    ['search "compression"', `${store.url}/api/products?search=compression&limit=24`],
    ['category=topwear', `${store.url}/api/products?category=topwear&limit=24`],
    ['bare Fastify, same JSON', bare.url],
  ];
  const results = [];
  for (const [name, url] of scenarios) {
    await run(url, 2); // warm-up
    const result = await run(url, SECONDS);
    results.push({ name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx + result.errors });
  }
  const bareRps = results.at(-1).rps;
  const fmt = (n) => Math.round(n).toLocaleString('en-US');
  console.log(`\ncatalogue listing benchmark: ${PRODUCTS.toLocaleString('en-US')} products (loaded through the admin API in ${fmt(loadMs / 1000)} s, read models settled ${fmt(settleMs / 1000)} s later), ${CONNECTIONS} connections, ${SECONDS} s per run\n`);
  console.log('scenario                   requests/s   p50 ms   p99 ms   errors   vs bare   target (>= 1,500 rps, p99 <= 50 ms)');
  for (const r of results) {
    const target = r === results.at(-1) ? '' : r.rps >= 1500 && r.p99 <= 50 ? 'met' : 'MISSED';
    console.log(
      `${r.name.padEnd(26)} ${fmt(r.rps).padStart(10)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.non2xx).padStart(8)} ${`${((r.rps / bareRps) * 100).toFixed(0)}%`.padStart(9)}   ${target}`,
    );
  }
} finally {
  bare?.stop();
  await store.stop();
}
