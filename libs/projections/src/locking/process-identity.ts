import { hostname } from 'node:os';

/**
 * Who a runner's lock session belongs to, as its PostgreSQL application_name, so the operations
 * screen can tell from pg_stat_activity which process holds a projection:
 * `store-runner:<role>:<pid>@<host>` (PostgreSQL keeps the first 63 bytes).
 */
const PREFIX = 'store-runner';
let processRole = 'all';

/** Set once at start-up by the hosting application (its ROLE). */
export function setRunnerProcessRole(role: string): void {
  processRole = role;
}

export function runnerApplicationName(pid = process.pid, host = hostname()): string {
  return `${PREFIX}:${processRole}:${pid}@${host}`.slice(0, 63);
}

export interface RunnerProcess {
  role: string | null;
  pid: number | null;
  host: string | null;
}

/** Reads runnerApplicationName back; nulls for a session some other program opened. */
export function parseRunnerApplicationName(applicationName: string | null | undefined): RunnerProcess {
  const match = /^store-runner:([a-z]{1,20}):(\d{1,10})@(.{1,63})$/.exec((applicationName ?? '').slice(0, 63));
  if (!match) return { role: null, pid: null, host: null };
  return { role: match[1], pid: Number(match[2]), host: match[3] };
}
