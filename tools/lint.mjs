#!/usr/bin/env node
// ESLint over the repository (npm run lint; npm test runs it too). Nx's module-boundary rule reads
// the project graph that Nx caches, and skips itself with a warning when there is none, so the
// graph is computed first; any warning fails the run, so a skipped wall is never a green lint.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (bin, args, options = {}) =>
  spawnSync(process.execPath, [path.join(root, bin), ...args], { stdio: 'inherit', cwd: root, ...options }).status ?? 1;

const graph = run('node_modules/nx/dist/bin/nx.js', ['show', 'projects'], {
  env: { ...process.env, NX_DAEMON: 'false' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (graph !== 0) process.exit(graph);
const args = process.argv.slice(2);
process.exit(run('node_modules/eslint/bin/eslint.js', ['--max-warnings', '0', ...(args.length ? args : ['.'])]));
