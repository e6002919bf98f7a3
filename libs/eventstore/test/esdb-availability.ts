import { spawnSync } from 'node:child_process';
import { toEsdbConnectionString } from '../src/esdb/mapping';

const PROBE_TIMEOUT_MS = 2000;

// Runs in a child process so Jest can decide synchronously, while it collects the tests,
// whether the EventStoreDB suite runs or is listed as skipped.
const PROBE = `
const { EventStoreDBClient } = require('@eventstore/db-client');
const client = EventStoreDBClient.connectionString(process.argv[1]);
(async () => {
  for await (const _ of client.readAll({ maxCount: 1, deadline: ${PROBE_TIMEOUT_MS} })) break;
})().then(
  () => client.dispose().finally(() => process.exit(0)),
  (error) => { process.stderr.write(String(error && error.message)); process.exit(1); },
);`;

/** Why the EventStoreDB suite cannot run here, or null when a server answers EVENTSTORE_URL. */
export function eventStoreDbUnavailableReason(url: string | undefined = process.env.EVENTSTORE_URL): string | null {
  if (!url) return 'EVENTSTORE_URL not set';
  const probe = spawnSync(process.execPath, ['-e', PROBE, toEsdbConnectionString(url)], {
    cwd: __dirname,
    timeout: PROBE_TIMEOUT_MS + 1000,
    encoding: 'utf8',
  });
  if (probe.status === 0) return null;
  return `no EventStoreDB answered at ${url} within ${PROBE_TIMEOUT_MS / 1000} s`;
}
