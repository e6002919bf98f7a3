import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The built server the process tests start (npm run build or npm test builds it). */
export const mainJs = path.resolve(__dirname, '../../dist/main.js');

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** Polls `check` every 100 ms until it holds; throws after `seconds`. */
export const until = async (what: string, check: () => Promise<boolean> | boolean, seconds = 30) => {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
};

export interface StoreProcess {
  child: ChildProcess;
  port: number;
  outbox: string;
  /** Everything the process wrote, stdout and stderr together. */
  output: () => string;
  /** What it wrote on stdout alone (on a terminal, stdout and stderr are one). */
  stdout: () => string;
  /** SIGTERM, SIGKILL after 15 s; resolves the exit code and removes the outbox. */
  stop: () => Promise<number | null>;
}

const quoted = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;

/**
 * The command that starts the built server: node itself, or with `terminal`, node under
 * util-linux's `script`, which gives it a pseudo-terminal as stdout (as a person's npm start has).
 */
const serverCommand = (terminal: boolean): [string, string[]] =>
  terminal
    ? [
        'script',
        ['--quiet', '--flush', '--return', '--command', `${quoted(process.execPath)} ${quoted(mainJs)}`, '/dev/null'],
      ]
    : [process.execPath, [mainJs]];

/** Starts the built server as its own process on `databaseUrl` (file mail outbox, no demo catalogue). */
export async function startStoreProcess(options: {
  databaseUrl: string;
  role: string;
  queuePrefix: string;
  env?: Record<string, string>;
  /** Its stdout a terminal rather than a pipe. */
  terminal?: boolean;
}): Promise<StoreProcess> {
  const port = await freePort();
  const outbox = mkdtempSync(path.join(os.tmpdir(), `store-${options.role}-`));
  let text = '';
  let stdout = '';
  const [command, args] = serverCommand(options.terminal ?? false);
  const child = spawn(command, args, {
    cwd: path.resolve(__dirname, '../../../..'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      ROLE: options.role,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: options.databaseUrl,
      DATABASE_POOL_SIZE: '4',
      QUEUE_PREFIX: options.queuePrefix,
      MAIL_TRANSPORT: 'file',
      MAIL_OUTBOX_DIR: outbox,
      DEMO_CATALOGUE: 'off',
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => {
    text += chunk;
    stdout += chunk;
  });
  child.stderr!.on('data', (chunk) => (text += chunk));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(outbox, { recursive: true, force: true });
    return child.exitCode;
  };
  return { child, port, outbox, output: () => text, stdout: () => stdout, stop };
}
