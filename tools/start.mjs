#!/usr/bin/env node
// npm start: prepare everything a fresh clone needs, then serve the store and the API.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { prepare, root } from './lib/prepare.mjs';

try {
  await prepare();
} catch (error) {
  console.error(`\nnpm start stopped: ${error.message}`);
  process.exit(1);
}

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/main.js')], {
  stdio: 'inherit',
  cwd: root,
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
