// Starts the built store (apps/api/dist/main.js serving apps/web/dist) on a free port with a
// fresh database and its own queue prefix and mail outbox, as `npm start` would on a fresh clone.
const { spawn } = require('node:child_process');
const { mkdtempSync, writeFileSync } = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '../../..');
const stateFile = path.join(os.tmpdir(), `store-e2e-${process.ppid}.json`);

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

async function waitForHealth(url, child, seconds) {
  for (let i = 0; i < seconds * 4; i += 1) {
    if (child.exitCode !== null) throw new Error(`the store exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the store did not become healthy within ${seconds} s`);
}

module.exports = async function globalSetup() {
  const port = await freePort();
  const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = new URL(server);
  database.pathname = `/e2e_${Date.now().toString(36)}_${process.pid}`;
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'store-e2e-'));
  const logFile = path.join(root, 'test-results/e2e/server.log');
  require('node:fs').mkdirSync(path.dirname(logFile), { recursive: true });
  const log = require('node:fs').openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.toString(),
      WEB_ORIGIN: `http://127.0.0.1:${port}`,
      QUEUE_PREFIX: `e2e-${process.pid}`,
      MAIL_OUTBOX_DIR: path.join(workDir, 'mail'),
      UPLOAD_DIR: path.join(workDir, 'uploads'),
      SMTP_URL: '',
      DEMO_CATALOGUE: 'on',
    },
    stdio: ['ignore', log, log],
    detached: false,
  });
  require('node:fs').closeSync(log); // the child keeps its own copy
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, 60);
  writeFileSync(stateFile, JSON.stringify({ pid: child.pid, baseUrl, databaseUrl: database.toString(), outbox: path.join(workDir, 'mail'), workDir }));
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_OUTBOX = path.join(workDir, 'mail');
  globalThis.__STORE_SERVER__ = child;
};
