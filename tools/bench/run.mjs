#!/usr/bin/env node
// npm run bench -- <name>: builds the server, then runs tools/bench/<name>.mjs. Benchmarks print
// their figures; they are never part of npm test.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll, ensureDependencies, ensureServices, loadDotEnv } from '../lib/prepare.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const available = readdirSync(here)
  .filter((name) => name.endsWith('.mjs') && name !== 'run.mjs')
  .map((name) => name.replace(/\.mjs$/, ''));
const name = process.argv[2];
if (!name || !available.includes(name)) {
  console.error(`usage: npm run bench -- <${available.join('|')}>`);
  process.exit(2);
}

/** The measuring tools (autocannon, lighthouse) are their own package here, out of the store's tree. */
function ensureBenchDependencies() {
  if (existsSync(path.join(here, 'node_modules/.package-lock.json'))) return;
  console.log('installing the benchmark tools (tools/bench)');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const install = (command) =>
    spawnSync(npm, [command, '--no-audit', '--no-fund'], { cwd: here, stdio: 'inherit' }).status === 0;
  if (!install('ci') && !install('install')) process.exit(1);
}

loadDotEnv();
ensureDependencies();
ensureBenchDependencies();
await ensureServices();
buildAll();
const script = path.join(here, `${name}.mjs`);
if (!existsSync(script)) process.exit(2);
const result = spawnSync(process.execPath, [script, ...process.argv.slice(3)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
