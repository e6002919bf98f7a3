#!/usr/bin/env node
// Runs one project's Jest suite and writes its JSON report to test-results/jest/<project>.json
// (<project> is the Nx project name from its project.json), which tools/test.mjs adds up into the
// closing "N passed, N failed" line; an expected project without a report counts as failed there.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [projectDir, ...extra] = process.argv.slice(2);
if (!projectDir) {
  console.error('usage: run-jest.mjs <project dir> [jest args]');
  process.exit(2);
}
const projectJson = path.join(root, projectDir, 'project.json');
const name = existsSync(projectJson)
  ? JSON.parse(readFileSync(projectJson, 'utf8')).name
  : projectDir.replace(/[\\/]/g, '-');
const reportDir = path.join(root, 'test-results/jest');
const report = path.join(reportDir, `${name}.json`);
mkdirSync(reportDir, { recursive: true });
rmSync(report, { force: true }); // a crash must not leave the previous run's report behind
const result = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/jest/bin/jest.js'),
    '--config',
    path.join(root, projectDir, 'jest.config.cjs'),
    '--json',
    `--outputFile=${report}`,
    // Zero tests still writes a report; tools/test.mjs counts such a project as failed.
    '--passWithNoTests',
    // A leaked handle must never hang the whole run; find leaks with --detectOpenHandles.
    '--forceExit',
    ...(process.env.CI ? ['--ci'] : []),
    ...extra,
  ],
  { stdio: 'inherit', cwd: root, env: process.env },
);
process.exit(result.status ?? 1);
