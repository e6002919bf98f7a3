// Starts read-comparator.cjs (a bare Fastify process running the store's read SQL) on a free port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './store-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');

export async function startReadComparator(databaseUrl, poolSize) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(here, 'read-comparator.cjs'), String(port), databaseUrl, String(poolSize)],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`the comparator exited (${code})`)));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    /** Resolves once the comparator runs no read (those of a finished slice's last requests). */
    async idle() {
      await fetch(`${url}/idle`);
    },
    async remember(body) {
      await fetch(`${url}/memory`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body });
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    },
  };
}
