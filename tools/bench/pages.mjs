#!/usr/bin/env node
// Page rate (issue 41's targets): the built store on a scratch database with the demo catalogue;
// a product page's HTML against the same product's API answer, in the same run against the same
// store, every demo product in turn:
//
//   product page HTML   GET /products/{id}      accept: text/html, accept-encoding: gzip, br
//   product API         GET /api/products/{id}  accept: application/json, accept-encoding: gzip, br
//
// autocannon (32 connections) against each in turn, one second each, BENCH_SECONDS times, after
// a warm-up (a shared machine's load changes weigh on both alike); p50 and p99 are the means of
// the one-second slices. Before measuring, every page's HTML is read once: it must carry its
// product's name, or the rate is that of an empty shell (printed, not failed).
//
// Targets: HTML rate >= 0.5 of the API's, HTML p99 <= 50 ms. Missed targets are reported, not
// failed. Env: BENCH_SECONDS (default 10).
import http from 'node:http';
import os from 'node:os';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { CONNECTIONS, measure, measureSideBySide } from './lib/load.mjs';
import { loadAverage } from './lib/machine.mjs';
import { startStore } from './lib/store-server.mjs';
import { demoProducts } from './lib/storefront-pages.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = Math.min(2, SECONDS);
const TARGET = { ratio: 0.5, htmlP99: 50 };
const HTML_HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, br' };
const API_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, br' };

const decoders = {
  br: promisify(zlib.brotliDecompress),
  gzip: promisify(zlib.gunzip),
  deflate: promisify(zlib.inflate),
};

/** One GET with `headers`: status, content-encoding, bytes on the wire and the decoded text. */
function get(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', async () => {
          const wire = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'] ?? 'none';
          try {
            const body = decoders[encoding] ? await decoders[encoding](wire) : wire;
            resolve({ status: response.statusCode, encoding, bytes: wire.length, text: body.toString('utf8') });
          } catch (error) {
            reject(error);
          }
        });
      })
      .on('error', reject);
  });
}

/** The text a browser would show: the entities a server renderer writes, decoded. */
const decodeEntities = (html) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Reads every page and API answer once: statuses, encodings, sizes and which pages name their product. */
async function inspect(storeUrl, products) {
  const found = [];
  const html = [];
  const api = [];
  for (const product of products) {
    const page = await get(`${storeUrl}/products/${product.id}`, HTML_HEADERS);
    const answer = await get(`${storeUrl}/api/products/${product.id}`, API_HEADERS);
    html.push(page);
    api.push(answer);
    if (decodeEntities(page.text).includes(product.name)) found.push(product);
  }
  const describe = (answers) => {
    const statuses = [...new Set(answers.map((a) => a.status))].join(', ');
    const encodings = [...new Set(answers.map((a) => a.encoding))].join(', ');
    const mean = answers.reduce((sum, a) => sum + a.bytes, 0) / answers.length;
    return `status ${statuses}, content-encoding ${encodings}, ${(mean / 1024).toFixed(1)} KB on the wire (mean)`;
  };
  return { found, html: describe(html), api: describe(api) };
}

const fmt = (n) => Math.round(n).toLocaleString('en-US');

async function main() {
  const store = await startStore('pages', { DEMO_CATALOGUE: 'on' });
  const loadAtStart = loadAverage();
  let figures;
  try {
    const products = (await demoProducts(store.url)).map((product) => ({
      id: product._id ?? product.id,
      name: product.name,
    }));
    const checked = await inspect(store.url, products);
    const html = {
      url: store.url,
      paths: products.map((product) => `/products/${product.id}`),
      headers: HTML_HEADERS,
    };
    const api = {
      url: store.url,
      paths: products.map((product) => `/api/products/${product.id}`),
      headers: API_HEADERS,
    };
    await measure(html.url, WARM_UP_SECONDS, html.paths, { next: 0 }, html.headers);
    await measure(api.url, WARM_UP_SECONDS, api.paths, { next: 0 }, api.headers);
    const [htmlRate, apiRate] = await measureSideBySide(html, api, SECONDS);
    figures = { products, checked, htmlRate, apiRate };
  } finally {
    await store.stop();
  }

  const { products, checked, htmlRate, apiRate } = figures;
  const ratio = htmlRate.rps / apiRate.rps;
  console.log(
    `\npage rate: ${products.length} demo products in turn, ${CONNECTIONS} connections, ${SECONDS} x 1 s per side in turn ` +
      `after ${WARM_UP_SECONDS} s of warm-up, ${os.cpus().length} cores; load average at the start ${loadAtStart}, at the end ${loadAverage()}\n`,
  );
  const header = ['path', 'req/s', 'p50 ms', 'p99 ms', 'failed'];
  const lines = [
    ['GET /products/{id} (HTML)', htmlRate],
    ['GET /api/products/{id}', apiRate],
  ].map(([name, rate]) => [name, fmt(rate.rps), String(rate.p50), String(rate.p99), String(rate.failed)]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  for (const line of [header, ...lines])
    console.log(line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));

  const ratioMet = ratio >= TARGET.ratio;
  const p99Met = htmlRate.p99 <= TARGET.htmlP99;
  // A shell's rate says nothing of rendering: the verdict says so rather than a bare "met".
  const shell = checked.found.length === 0 ? ', of pages without their product (see below)' : '';
  console.log(
    `\nHTML / API rate: ${ratio.toFixed(2)} (target >= ${TARGET.ratio}: ${ratioMet ? 'met' : 'MISSED'}${shell})`,
  );
  console.log(`HTML p99: ${htmlRate.p99} ms (target <= ${TARGET.htmlP99} ms: ${p99Met ? 'met' : 'MISSED'}${shell})`);
  console.log(`HTML answers: ${checked.html}`);
  console.log(`API answers:  ${checked.api}`);
  if (checked.found.length === 0) console.log('HTML has no product content (not server-rendered)');
  else if (checked.found.length < products.length)
    console.log(
      `HTML names its product on ${checked.found.length} of ${products.length} pages; missing: ` +
        products
          .filter((product) => !checked.found.includes(product))
          .map((product) => product.id)
          .join(', '),
    );
  else console.log(`HTML names its product on all ${products.length} pages`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
