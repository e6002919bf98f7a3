const { Pool } = require('pg');
const { readFileSync, rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const stateFile = path.join(os.tmpdir(), `store-e2e-${process.ppid}.json`);

module.exports = async function globalTeardown() {
  const state = JSON.parse(readFileSync(stateFile, 'utf8'));
  const child = globalThis.__STORE_SERVER__;
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    let timer;
    await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 10000)))]);
    clearTimeout(timer);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  const admin = new URL(state.databaseUrl);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const pool = new Pool({ connectionString: admin.toString(), max: 1 });
  await pool.query(`drop database if exists "${name}" with (force)`);
  await pool.end();
  rmSync(state.workDir, { recursive: true, force: true });
  rmSync(stateFile, { force: true });
};
