#!/usr/bin/env node
// npm run dev: the API on port 3000 (rebuilt and restarted when server sources change) and
// Vite's dev server on 5173 with /api proxied to it.
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import path from 'node:path';
import { buildAll, ensureDependencies, ensureServices, loadDotEnv, root } from './lib/prepare.mjs';

loadDotEnv();
ensureDependencies();
await ensureServices();
buildAll();

let api;
const startApi = () => {
  api = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/main.js')], {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, WEB_ORIGIN: process.env.WEB_ORIGIN ?? 'http://localhost:5173' },
  });
};
startApi();

let pending;
const restart = () => {
  clearTimeout(pending);
  pending = setTimeout(async () => {
    const { buildProject, serverProjects } = await import('./build.mjs');
    for (const project of await serverProjects()) await buildProject(project);
    api.once('exit', startApi);
    api.kill('SIGTERM');
  }, 300);
};
for (const dir of ['apps/api/src', 'libs'])
  watch(
    path.join(root, dir),
    { recursive: true },
    (_event, file) => file?.endsWith('.ts') && !file.includes('dist') && restart(),
  );

const vite = spawn(
  process.execPath,
  [path.join(root, 'node_modules/vite/bin/vite.js'), '--config', 'apps/web/vite.config.ts'],
  {
    stdio: 'inherit',
    cwd: root,
  },
);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    api.kill(signal);
    vite.kill(signal);
    process.exit(0);
  });
