#!/usr/bin/env node
// npm test: the same preparation as npm start (plus chromium), every project's tests through Nx,
// then one closing line "N passed, N failed[, N skipped]". Extra arguments go to nx
// (e.g. `npm test -- --projects=eventstore`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { prepare, root, step } from './lib/prepare.mjs';

try {
  await prepare({ browser: true });
} catch (error) {
  console.error(`\nnpm test stopped: ${error.message}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const reports = path.join(root, 'test-results/jest');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

step('type-checking the server and the web app');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const typecheckFailed = ['tsconfig.json', 'apps/web/tsconfig.json'].some(
  (project) => spawnSync(process.execPath, [tsc, '-p', project, '--noEmit'], { stdio: 'inherit', cwd: root }).status !== 0,
);

step('running every test');
const extra = process.argv.slice(2);
const nx = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/nx/dist/bin/nx.js'), 'run-many', '-t', 'test', '--outputStyle=stream', '--skipNxCache', ...extra],
  {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', NX_SKIP_NX_CACHE: 'true', FORCE_COLOR: '0' },
  },
);

let passed = 0;
let failed = 0;
let skipped = 0;
const files = existsSync(reports) ? readdirSync(reports).filter((name) => name.endsWith('.json')) : [];
for (const name of files) {
  const report = JSON.parse(readFileSync(path.join(reports, name), 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  // A suite that failed to run (syntax error, missing module) has no failed test: count it.
  failed += report.testResults.filter((suite) => suite.status === 'failed' && suite.assertionResults.length === 0).length;
}
if (nx.status !== 0 && failed === 0) failed = 1; // a project crashed before writing its report
if (typecheckFailed) {
  console.log('type-check failed (see above): counted as one failed test');
  failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || nx.status !== 0 ? 1 : 0);
