#!/usr/bin/env node
// npm run bench -- <name>: builds the server, then runs tools/bench/<name>.mjs. Benchmarks print
// their figures; they are never part of npm test.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll, ensureChromium, ensureDependencies, ensureServices, loadDotEnv } from '../lib/prepare.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const available = readdirSync(here)
  .filter((name) => name.endsWith('.mjs') && name !== 'run.mjs')
  .map((name) => name.replace(/\.mjs$/, ''));
/** Benches that drive Debian's chromium (installed with apt-get when missing, as npm test does). */
const BROWSER_BENCHES = ['web', 'lighthouse'];
const name = process.argv[2];
if (!name || !available.includes(name)) {
  console.error(`usage: npm run bench -- <${available.join('|')}>`);
  process.exit(2);
}

/**
 * The measuring tools (autocannon, lighthouse) are their own package here, out of the store's
 * tree; installed again when the lockfile changed (a pinned version moved), not only when missing.
 */
function ensureBenchDependencies() {
  const stamp = path.join(here, 'node_modules/.bench-install-stamp');
  const wanted = createHash('sha256')
    .update(readFileSync(path.join(here, 'package-lock.json')))
    .digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  console.log('installing the benchmark tools (tools/bench)');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const install = (command) =>
    spawnSync(npm, [command, '--no-audit', '--no-fund'], { cwd: here, stdio: 'inherit' }).status === 0;
  if (!install('ci') && !install('install')) process.exit(1);
  writeFileSync(stamp, wanted);
}

loadDotEnv();
ensureDependencies();
ensureBenchDependencies();
await ensureServices();
buildAll();
if (BROWSER_BENCHES.includes(name)) ensureChromium();
const script = path.join(here, `${name}.mjs`);
if (!existsSync(script)) process.exit(2);
const result = spawnSync(process.execPath, [script, ...process.argv.slice(3)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
