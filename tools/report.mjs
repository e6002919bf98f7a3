#!/usr/bin/env node
// npm run report -- <report> [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--format table|csv|json] | --list
// Runs a report (a fold over event types into rows, libs/reports) over the EVENT LOG, read in
// batches in flat memory; rows go to stdout, a progress bar to stderr when it is a terminal.
// Runs the BUILT code (npm run build); the logic is runReportCommand in @store/reports.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadDotEnv, root } from './lib/prepare.mjs';

const require = createRequire(import.meta.url);

function requireBuilt(name) {
  const dist = path.join(root, 'libs', name, 'dist/index.js');
  if (!existsSync(dist)) {
    console.error(`@store/${name} is not built (${path.relative(root, dist)} is missing): run npm run build first.`);
    process.exit(1);
  }
  return require(dist);
}

loadDotEnv();
const reports = requireBuilt('reports');
const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h') || argv.includes('--list')) {
  process.exit(
    await reports.runReportCommand({ argv, eventStore: null, output: process.stdout, errorOutput: process.stderr }),
  );
}
const platform = requireBuilt('platform');
const eventstore = requireBuilt('eventstore');
let config;
try {
  config = platform.loadConfig(process.env);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const eventStore = eventstore.createEventStore({
  databaseUrl: config.DATABASE_URL,
  maxConnections: 2,
  eventStoreUrl: config.EVENTSTORE_URL,
});
let exitCode = 1;
try {
  exitCode = await reports.runReportCommand({ argv, eventStore, output: process.stdout, errorOutput: process.stderr });
} catch (error) {
  console.error(`report stopped: ${error?.message ?? error}`);
} finally {
  await eventStore.close().catch(() => undefined);
}
// Let stdout drain (a pipe into head or a file) before exiting.
process.stdout.write('', () => process.exit(exitCode));
