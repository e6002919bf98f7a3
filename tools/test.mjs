#!/usr/bin/env node
// npm test: the same preparation as npm start (plus chromium), the type-checks, ESLint and Prettier's
// check, the tools' own node:test files, every project's tests through Nx, then one closing line
// "N passed, N failed[, N skipped]" (counted by tools/lib/count-results.mjs). Extra arguments go to
// nx (e.g. `npm test -- --projects=eventstore`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { closingLine, countRun, countTap, failedTestLines } from './lib/count-results.mjs';
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
const nxEnv = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
  NX_SKIP_NX_CACHE: 'true',
  FORCE_COLOR: '0',
};
const nxBin = path.join(root, 'node_modules/nx/dist/bin/nx.js');
const extra = process.argv.slice(2);

step('type-checking the server, the web app and the browser tests');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
// Both always run: each failure is counted on its own.
const typechecks = [
  ['the server', 'tsconfig.json'],
  ['the web app', 'apps/web/tsconfig.json'],
  ['the browser tests', 'apps/web-e2e/tsconfig.json'],
].map(([name, project]) => ({
  name,
  ok: spawnSync(process.execPath, [tsc, '-p', project, '--noEmit'], { stdio: 'inherit', cwd: root }).status === 0,
}));

step('linting (ESLint) and checking the formatting (Prettier)');
// Each counts as one check: a lint error or an unformatted file fails the run like a failed test.
const styleChecks = [
  ['lint (npm run lint)', path.join(root, 'tools/lint.mjs'), []],
  [
    'formatting (npm run format)',
    path.join(root, 'node_modules/prettier/bin/prettier.cjs'),
    ['--check', '.', '--log-level', 'warn'],
  ],
].map(([name, bin, args]) => {
  const ok = spawnSync(process.execPath, [bin, ...args], { stdio: 'inherit', cwd: root }).status === 0;
  return { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, problems: ok ? [] : [`${name} failed`] };
});

step("running the tools' own tests (node:test)");
const toolTests = readdirSync(path.join(root, 'tools/lib'))
  .filter((name) => name.endsWith('.test.mjs'))
  .map((name) => path.join('tools/lib', name));
const tapFile = path.join(reports, 'tools.tap');
spawnSync(
  process.execPath,
  [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tapFile}`,
    ...toolTests,
  ],
  { stdio: 'inherit', cwd: root },
);
const toolsCount = countTap(existsSync(tapFile) ? readFileSync(tapFile, 'utf8') : '', 'tools (node:test)');

// The projects Nx will run the test target of, with the same project filters: each must write a report.
const filterArgs = [];
for (let i = 0; i < extra.length; i += 1) {
  if (/^--(projects|exclude)=/.test(extra[i])) filterArgs.push(extra[i]);
  else if (['--projects', '--exclude', '-p'].includes(extra[i]) && extra[i + 1] !== undefined)
    filterArgs.push(extra[i], extra[(i += 1)]);
}
const shown = spawnSync(
  process.execPath,
  [nxBin, 'show', 'projects', '--with-target', 'test', '--json', ...filterArgs],
  { cwd: root, env: nxEnv, encoding: 'utf8' },
);
let expectedProjects = [];
let listingFailed = false;
try {
  expectedProjects = JSON.parse(shown.stdout);
} catch {
  listingFailed = true;
  console.error(`could not list the projects with a test target:\n${shown.stderr}`);
}

step('running every test');
const nx = spawnSync(
  process.execPath,
  [nxBin, 'run-many', '-t', 'test', '--outputStyle=stream', '--skipNxCache', ...extra],
  { stdio: 'inherit', cwd: root, env: nxEnv },
);

const written = {};
for (const name of existsSync(reports) ? readdirSync(reports).filter((file) => file.endsWith('.json')) : []) {
  try {
    written[name.slice(0, -'.json'.length)] = JSON.parse(readFileSync(path.join(reports, name), 'utf8'));
  } catch {
    /* a half-written report counts as no report */
  }
}
const others = [toolsCount, ...styleChecks];
if (listingFailed)
  others.push({ passed: 0, failed: 1, skipped: 0, problems: ['nx could not list the projects with a test target'] });
const total = countRun({ expectedProjects, reports: written, typechecks, others, runnerFailed: nx.status !== 0, root });

const failedTests = failedTestLines(written, root);
if (failedTests.length) console.log(`\nfailed tests:\n${failedTests.map((line) => `  - ${line}`).join('\n')}`);
if (total.problems.length)
  console.log(`\ncounted as failed besides failed tests:\n${total.problems.map((p) => `  - ${p}`).join('\n')}`);
console.log(`\n${closingLine(total)}`);
process.exit(total.failed > 0 || nx.status !== 0 ? 1 : 0);
