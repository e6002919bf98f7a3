// One Lighthouse run (tools/bench's pinned lighthouse CLI, its mobile defaults and simulated
// throttling) on Debian's chromium with a fresh profile, summed up: category scores, the metrics
// as numbers, and what costs points (failing audits, opportunities) for an engineer to fix.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROME_FLAGS, CHROME_PATH } from './chromium.mjs';

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../node_modules/lighthouse/cli/index.js');

/** Opportunities smaller than these are noise at Lighthouse's own precision. */
const NOTABLE_SAVINGS = { ms: 100, bytes: 10 * 1024 };

const score100 = (score) => (typeof score === 'number' ? Math.round(score * 100) : null);

/** Everything a category loses points on: its weighted audits below 1 (0.9 for performance). */
function failingAudits(report, category) {
  const below = category === 'performance' ? 0.9 : 1;
  return report.categories[category].auditRefs
    .map((ref) => ({ ref, audit: report.audits[ref.id] }))
    .filter(({ ref, audit }) => ref.weight > 0 && audit.score !== null && audit.score < below)
    .map(({ audit }) => `${audit.id} (${audit.score}${audit.displayValue ? `, ${audit.displayValue}` : ''})`);
}

/** Performance opportunities worth a look, largest time saving first. */
function opportunities(report) {
  return Object.values(report.audits)
    .filter((audit) => audit.details?.type === 'opportunity')
    .map((audit) => ({
      id: audit.id,
      ms: audit.details.overallSavingsMs ?? 0,
      bytes: audit.details.overallSavingsBytes ?? 0,
    }))
    .filter(({ ms, bytes }) => ms >= NOTABLE_SAVINGS.ms || bytes >= NOTABLE_SAVINGS.bytes)
    .sort((a, b) => b.ms - a.ms || b.bytes - a.bytes)
    .map(({ id, ms, bytes }) => `${id} ~${Math.round(ms)} ms${bytes ? `, ${Math.round(bytes / 1024)} KB` : ''}`);
}

/** Performance diagnostics Lighthouse flags (main-thread work, JavaScript start-up), opportunities aside. */
function diagnostics(report) {
  return report.categories.performance.auditRefs
    .filter((ref) => ref.group === 'diagnostics')
    .map((ref) => report.audits[ref.id])
    .filter((audit) => audit.details?.type !== 'opportunity')
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => `${audit.id}${audit.displayValue ? ` ${audit.displayValue}` : ''}`);
}

function summarise(report, categories) {
  const numeric = (id) => report.audits[id]?.numericValue ?? null;
  const notes = [];
  for (const category of categories) {
    const tag = category === 'accessibility' ? 'a11y' : category;
    notes.push(...failingAudits(report, category).map((text) => `${tag}: ${text}`));
  }
  if (categories.includes('performance')) {
    notes.push(...opportunities(report).map((text) => `performance opportunity: ${text}`));
    notes.push(...diagnostics(report).map((text) => `performance diagnostic: ${text}`));
  }
  return {
    scores: Object.fromEntries(categories.map((category) => [category, score100(report.categories[category]?.score)])),
    metrics: {
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
    },
    runtimeError: report.runtimeError?.message ?? null,
    warnings: report.runWarnings ?? [],
    // Lighthouse's measure of this machine's CPU speed at the time (higher is faster).
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
    erroredAudits: Object.values(report.audits)
      .filter((audit) => audit.scoreDisplayMode === 'error')
      .map((audit) => ({ id: audit.id, message: audit.errorMessage ?? '' })),
    notes,
  };
}

/**
 * Runs Lighthouse on `url` for `categories` and writes its JSON report to `reportDir/name.json`.
 * Resolves with summarise()'s figures; rejects when the CLI fails.
 */
export function runLighthouse(url, { categories, reportDir, name }) {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-profile-'));
  const output = path.join(reportDir, `${name}.json`);
  const args = [
    url,
    `--only-categories=${categories.join(',')}`,
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    `--chrome-flags=${[...CHROME_FLAGS, `--user-data-dir=${userDataDir}`].join(' ')}`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], {
      env: { ...process.env, CHROME_PATH },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-5000)));
    child.on('error', reject);
    child.on('exit', (code) => {
      rmSync(userDataDir, { recursive: true, force: true });
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code} for ${url}:\n${stderr}`));
      resolve(summarise(JSON.parse(readFileSync(output, 'utf8')), categories));
    });
  });
}

/** The installed Lighthouse's version (the bench prints it beside its figures). */
export function lighthouseVersion() {
  const manifest = path.resolve(path.dirname(cli), '../package.json');
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}
