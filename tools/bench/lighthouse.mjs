#!/usr/bin/env node
// Lighthouse bench (issue 41's targets): the production build of the store (the API serving
// apps/web/dist) on a scratch database with the demo catalogue; Lighthouse (tools/bench's pinned
// 12.2.3, mobile with its default simulated throttling, Debian's chromium with a fresh profile per
// run) on home, a listing and a product page, BENCH_RUNS times each (the pages interleaved, so a
// shared machine's load changes weigh on every page alike). Prints each figure's median per page
// against the targets, every run's scores, and what costs points in the median run.
//
// Targets: performance >= 95, accessibility, best practices and SEO 100, LCP <= 1.5 s,
// CLS <= 0.02, TBT <= 100 ms. Missed targets are reported, not failed (like the other benches).
// Env: BENCH_RUNS (default 3), CHROME_PATH (default /usr/bin/chromium), BENCH_KEEP_REPORTS=1 to
// keep the Lighthouse JSON reports (their folder is printed).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromeVersion } from './lib/chromium.mjs';
import { lighthouseVersion, runLighthouse } from './lib/lighthouse-run.mjs';
import { loadAverage } from './lib/machine.mjs';
import { startStore } from './lib/store-server.mjs';
import { storefrontPages } from './lib/storefront-pages.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Each column: where its figure is, how it prints, and its target (none for FCP). */
const COLUMNS = [
  { title: 'performance', get: (r) => r.scores.performance, show: String, met: (v) => v >= 95 },
  { title: 'accessibility', get: (r) => r.scores.accessibility, show: String, met: (v) => v === 100 },
  { title: 'best practices', get: (r) => r.scores['best-practices'], show: String, met: (v) => v === 100 },
  { title: 'SEO', get: (r) => r.scores.seo, show: String, met: (v) => v === 100 },
  { title: 'FCP s', get: (r) => r.metrics.fcpMs, show: (v) => (v / 1000).toFixed(2) },
  { title: 'LCP s', get: (r) => r.metrics.lcpMs, show: (v) => (v / 1000).toFixed(2), met: (v) => v <= 1500 },
  { title: 'TBT ms', get: (r) => r.metrics.tbtMs, show: (v) => String(Math.round(v)), met: (v) => v <= 100 },
  { title: 'CLS', get: (r) => r.metrics.cls, show: (v) => v.toFixed(3), met: (v) => v <= 0.02 },
];
const TARGETS_TEXT =
  'performance >= 95, accessibility 100, best practices 100, SEO 100, LCP <= 1.5 s, CLS <= 0.02, TBT <= 100 ms';

function median(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The run whose performance score is the median: its notes stand for the page. */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function printTable(results) {
  const header = ['page', ...COLUMNS.map((column) => column.title)];
  const lines = results.map(({ page, runs }) => [
    page.label,
    ...COLUMNS.map((column) => {
      const value = median(runs.map(column.get));
      if (value === null) return 'no figure';
      return column.met ? `${column.show(value)} ${column.met(value) ? 'ok' : 'MISSED'}` : column.show(value);
    }),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  for (const line of [header, ...lines]) console.log(line.map((cell, i) => cell.padEnd(widths[i])).join('  '));
  return lines.every((line) => !line.some((cell) => cell.endsWith('MISSED') || cell === 'no figure'));
}

function printDetails({ page, runs, failures }) {
  console.log(`\n${page.label} (${page.path}): ${runs.length} of ${RUNS} runs`);
  for (const failure of failures) console.log(`  run failed: ${failure.split('\n')[0]}`);
  if (!runs.length) return;
  for (const column of COLUMNS)
    console.log(
      `  ${column.title.padEnd(15)} ${runs.map((run) => (column.get(run) === null ? '-' : column.show(column.get(run)))).join('  ')}`,
    );
  console.log(`  CPU benchmark   ${runs.map((run) => run.benchmarkIndex ?? '-').join('  ')}`);
  const typical = medianRun(runs);
  if (typical.runtimeError) console.log(`  Lighthouse runtime error: ${typical.runtimeError}`);
  for (const warning of typical.warnings) console.log(`  Lighthouse warning: ${warning}`);
  if (typical.erroredAudits.length)
    console.log(
      `  Lighthouse could not run ${typical.erroredAudits.map((audit) => audit.id).join(', ')} ` +
        `(first error: ${typical.erroredAudits[0].message.slice(0, 160)})`,
    );
  console.log(`  in the median run (performance ${typical.scores.performance}):`);
  for (const note of typical.notes) console.log(`    ${note}`);
  if (!typical.notes.length) console.log('    nothing fails');
}

async function main() {
  const started = Date.now();
  const store = await startStore('lighthouse', { DEMO_CATALOGUE: 'on' });
  const reportDir = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-reports-'));
  const loadAtStart = loadAverage();
  let results;
  try {
    const pages = await storefrontPages(store.url);
    console.log(
      `lighthouse bench: Lighthouse ${lighthouseVersion()} (mobile, simulated throttling), ${chromeVersion()}, ` +
        `production build at ${store.url}, demo catalogue, ${RUNS} runs per page, ${os.cpus().length} cores`,
    );
    results = pages.map((page) => ({ page, runs: [], failures: [] }));
    for (let run = 1; run <= RUNS; run += 1) {
      for (const result of results) {
        const name = `${result.page.key}-${run}`;
        process.stdout.write(`  run ${run}/${RUNS} ${result.page.label} ... `);
        try {
          const figures = await runLighthouse(`${store.url}${result.page.path}`, {
            categories: CATEGORIES,
            reportDir,
            name,
          });
          result.runs.push(figures);
          console.log(`performance ${figures.scores.performance}`);
        } catch (error) {
          result.failures.push(error.message);
          console.log('failed');
        }
      }
    }
  } finally {
    await store.stop();
  }

  console.log(`\nmedians of ${RUNS} runs; load average at the start ${loadAtStart}, at the end ${loadAverage()}\n`);
  const allMet = printTable(results);
  console.log(`targets: ${TARGETS_TEXT}`);
  for (const result of results) printDetails(result);
  if (process.env.BENCH_KEEP_REPORTS) console.log(`\nLighthouse reports: ${reportDir}`);
  else rmSync(reportDir, { recursive: true, force: true });
  console.log(`\n${allMet ? 'all targets met' : 'targets MISSED'} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  if (results.some((result) => !result.runs.length)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
