#!/usr/bin/env node
// Web budget benchmark: the production build of the store (the API serving apps/web/dist) on a
// scratch database with the demo catalogue, then for the home page and a product page:
//
//   first-load JS   every script the page loads until the network is idle, in Debian's chromium
//                   through playwright-core, each gzipped (-9) and summed; their source maps say
//                   whether any admin module (apps/web/src/features/admin, besides the route
//                   table's section list) came with it (the admin area must stay a lazy chunk)
//   Lighthouse      mobile (the default form factor, simulated throttling), performance and
//                   accessibility, one run per page with a fresh chromium profile
//
// Targets: first-load JS <= 170 KB gzipped, performance >= 90, accessibility >= 95.
// Env: CHROME_PATH (default /usr/bin/chromium), BENCH_LIGHTHOUSE=off to skip Lighthouse,
// BENCH_KEEP_REPORTS=1 to keep the Lighthouse JSON reports (their folder is printed).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { api, startStore } from './lib/store-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const requireFromRoot = createRequire(path.join(root, 'package.json'));
const { chromium } = requireFromRoot('playwright-core');

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const TARGETS = { jsKb: 170, performance: 90, accessibility: 95 };
/** Admin sources the storefront may carry: the route table's section list (paths and labels). */
const ADMIN_ALLOWED = [/features\/admin\/sections\.ts$/];

const kb = (bytes) => bytes / 1024;

/** Loads `url` in a fresh chromium and returns the scripts it fetched (url, bytes, gzip -9 bytes). */
async function firstLoadScripts(url) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-web-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    headless: true,
    args: CHROME_FLAGS.filter((flag) => flag !== '--headless'),
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const pending = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then(
          (body) => ({
            url: response.url(),
            bytes: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            encoding: response.headers()['content-encoding'] ?? 'none',
          }),
          () => null,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return (await Promise.all(pending)).filter(Boolean);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The admin modules among the scripts' sources, read from their source maps. */
async function adminSources(scripts) {
  const found = new Set();
  for (const script of scripts) {
    const response = await fetch(`${script.url}.map`);
    if (!response.ok) continue;
    const { sources = [] } = await response.json();
    for (const source of sources) {
      if (/features\/admin\//.test(source) && !ADMIN_ALLOWED.some((allowed) => allowed.test(source)))
        found.add(source.replace(/^(\.\.\/)+/, ''));
    }
  }
  return [...found];
}

function runLighthouse(url, reportDir, name) {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-profile-'));
  const output = path.join(reportDir, `${name}.json`);
  const args = [
    url,
    '--only-categories=performance,accessibility',
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    `--chrome-flags=${[...CHROME_FLAGS, `--user-data-dir=${userDataDir}`].join(' ')}`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(here, 'node_modules/lighthouse/cli/index.js'), ...args], {
      env: { ...process.env, CHROME_PATH },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-5000)));
    child.on('error', reject);
    child.on('exit', (code) => {
      rmSync(userDataDir, { recursive: true, force: true });
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code} for ${url}:\n${stderr}`));
      const report = JSON.parse(readFileSync(output, 'utf8'));
      const score = (category) => Math.round((report.categories[category]?.score ?? 0) * 100);
      const metric = (id) => report.audits[id]?.displayValue ?? '-';
      const failing = (category) =>
        report.categories[category].auditRefs
          .filter((ref) => ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 0.9)
          .map((ref) => `${ref.id} (${report.audits[ref.id].score})`);
      const opportunities = Object.values(report.audits)
        .filter((audit) => audit.details?.type === 'opportunity' && (audit.details.overallSavingsMs ?? 0) >= 100)
        .map((audit) => `${audit.id} ~${Math.round(audit.details.overallSavingsMs)} ms`);
      resolve({
        performance: score('performance'),
        accessibility: score('accessibility'),
        metrics: {
          fcp: metric('first-contentful-paint'),
          lcp: metric('largest-contentful-paint'),
          tbt: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
        },
        notes: [
          ...failing('accessibility').map((id) => `a11y: ${id}`),
          ...opportunities.map((text) => `perf: ${text}`),
        ],
      });
    });
  });
}

const pad = (value, width) => String(value).padEnd(width);
const mark = (ok) => (ok ? 'ok' : 'MISSED');

async function main() {
  const started = Date.now();
  const store = await startStore('web', { DEMO_CATALOGUE: 'on' });
  const reportDir = mkdtempSync(path.join(os.tmpdir(), 'bench-web-reports-'));
  const rows = [];
  let allMet = true;
  try {
    const listing = await api(store.url, 'GET', '/api/products?limit=1');
    const product = listing.body?.products?.[0];
    if (!product?._id) throw new Error(`no demo product to measure: ${JSON.stringify(listing.body).slice(0, 300)}`);
    const pages = [
      ['/', '/'],
      ['/products/{id}', `/products/${product._id}`],
    ];
    console.log(`web budget bench: production build at ${store.url}, demo catalogue, chromium ${CHROME_PATH}`);
    for (const [label, pathname] of pages) {
      const url = `${store.url}${pathname}`;
      const scripts = await firstLoadScripts(url);
      const admin = await adminSources(scripts);
      const js = scripts.reduce((sum, script) => sum + script.gzip, 0);
      const raw = scripts.reduce((sum, script) => sum + script.bytes, 0);
      const lighthouse =
        process.env.BENCH_LIGHTHOUSE === 'off'
          ? null
          : await runLighthouse(url, reportDir, label === '/' ? 'home' : 'product');
      rows.push({ label, scripts, js, raw, admin, lighthouse });
    }
  } finally {
    await store.stop();
  }

  console.log('');
  console.log(
    `${pad('page', 16)}${pad('first-load JS (gzip)', 24)}${pad('scripts', 9)}${pad('admin code', 12)}${pad('performance', 13)}${pad('accessibility', 15)}FCP / LCP / TBT / CLS`,
  );
  for (const row of rows) {
    const jsOk = kb(row.js) <= TARGETS.jsKb;
    const adminOk = row.admin.length === 0;
    const perfOk = !row.lighthouse || row.lighthouse.performance >= TARGETS.performance;
    const a11yOk = !row.lighthouse || row.lighthouse.accessibility >= TARGETS.accessibility;
    allMet &&= jsOk && adminOk && perfOk && a11yOk;
    const m = row.lighthouse?.metrics;
    console.log(
      pad(row.label, 16) +
        pad(`${kb(row.js).toFixed(1)} KB ${mark(jsOk)}`, 24) +
        pad(row.scripts.length, 9) +
        pad(adminOk ? 'none ok' : 'MISSED', 12) +
        pad(row.lighthouse ? `${row.lighthouse.performance} ${mark(perfOk)}` : 'skipped', 13) +
        pad(row.lighthouse ? `${row.lighthouse.accessibility} ${mark(a11yOk)}` : 'skipped', 15) +
        (m ? `${m.fcp} / ${m.lcp} / ${m.tbt} / ${m.cls}` : ''),
    );
  }
  console.log(
    `targets: first-load JS <= ${TARGETS.jsKb} KB gzipped, no admin modules, performance >= ${TARGETS.performance}, accessibility >= ${TARGETS.accessibility} (Lighthouse 12, mobile)`,
  );
  for (const row of rows) {
    const served = [...new Set(row.scripts.map((script) => script.encoding))].join(', ');
    console.log(
      `\n${row.label}: ${row.scripts.length} scripts, ${kb(row.raw).toFixed(1)} KB raw, ${kb(row.js).toFixed(1)} KB gzip -9, served with content-encoding: ${served}`,
    );
    for (const script of [...row.scripts].sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${pad(`${kb(script.gzip).toFixed(1)} KB`, 10)} ${new URL(script.url).pathname}`);
    for (const source of row.admin) console.log(`  admin module loaded: ${source}`);
    for (const note of row.lighthouse?.notes ?? []) console.log(`  ${note}`);
  }
  if (process.env.BENCH_KEEP_REPORTS) console.log(`\nLighthouse reports: ${reportDir}`);
  else rmSync(reportDir, { recursive: true, force: true });
  console.log(`\n${allMet ? 'all targets met' : 'targets MISSED'} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  // Like the other benches, missed figures are reported, not failed; admin code in the storefront's
  // first load is a build mistake, so that one fails the run.
  if (rows.some((row) => row.admin.length > 0)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
