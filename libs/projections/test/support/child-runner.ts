// A projector process for the cross-process tests: runs the stock_level projection and exits
// abruptly (process.exit, no cleanup) on the EXIT_ON_CALL-th handler call, mid-batch; SLOW_MS
// slows every handler call down so a test can act while it runs.
// Prints "active" on stdout once its runner holds the lock.
import { PostgresEventStore } from '@store/eventstore';
import { createDatabase } from '@store/platform';
import { ProjectionRunner } from '../../src';
import { stockLevelProjection } from './fixture-projections';

const databaseUrl = process.env.DATABASE_URL!;
const exitOnCall = Number(process.env.EXIT_ON_CALL ?? 0);
const batchSize = Number(process.env.BATCH_SIZE ?? 100);
const slowMs = Number(process.env.SLOW_MS ?? 0);

const db = createDatabase(databaseUrl, { maxConnections: 4, applicationName: 'child-runner' });
const eventStore = new PostgresEventStore({ databaseUrl, maxConnections: 2, pollIntervalMs: 200 });
let calls = 0;
const projection = stockLevelProjection({
  beforeApply: async () => {
    calls += 1;
    if (calls === exitOnCall) process.exit(3);
    if (slowMs) await new Promise((resolve) => setTimeout(resolve, slowMs));
  },
});
const runner = new ProjectionRunner(projection, {
  db,
  eventStore,
  databaseUrl,
  batchSize,
  batchLingerMs: 50,
  standbyRetryMs: 200,
});
runner.start();

const announce = setInterval(() => {
  if (runner.state === 'active') {
    process.stdout.write('active\n');
    clearInterval(announce);
  }
}, 10);

process.on('SIGTERM', async () => {
  await runner.stop();
  await eventStore.close();
  await db.destroy();
  process.exit(0);
});
