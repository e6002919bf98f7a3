import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface ChildRunner {
  process: ChildProcess;
  /** Resolves when the child's runner holds the lock. */
  active: Promise<void>;
  /** Resolves with the exit code (or signal) when the child ends. */
  exited: Promise<number | string | null>;
  output(): string;
}

/** Starts test/support/child-runner.ts in its own node process. */
export function startChildRunner(env: {
  DATABASE_URL: string;
  EXIT_ON_CALL?: number;
  BATCH_SIZE?: number;
  SLOW_MS?: number;
}): ChildRunner {
  const child = spawn(
    process.execPath,
    ['-r', path.join(__dirname, 'register-ts.cjs'), path.join(__dirname, 'child-runner.ts')],
    {
      env: {
        ...process.env,
        DATABASE_URL: env.DATABASE_URL,
        EXIT_ON_CALL: String(env.EXIT_ON_CALL ?? 0),
        BATCH_SIZE: String(env.BATCH_SIZE ?? 100),
        SLOW_MS: String(env.SLOW_MS ?? 0),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let text = '';
  const active = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('active')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`child exited (${code}) before becoming active:\n${text}`)));
  });
  active.catch(() => undefined);
  child.stderr!.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  return { process: child, active, exited, output: () => text };
}
