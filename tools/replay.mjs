#!/usr/bin/env node
// npm run replay -- <projection> | --all | --status | --resume <projection>
// Rebuilds projections from the event log into fresh tables and swaps them in, with no downtime
// for readers. Runs the BUILT code (npm run build): the app's projection registry, and the
// logic in @store/projections (runReplayCommand); this file only wires them together.
//
// REPLAY_REGISTRY: path to an ES or CommonJS module exporting `allProjections` (an array of
// projection definitions); default apps/api/dist/projections.registry.js.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadDotEnv, root } from './lib/prepare.mjs';

const require = createRequire(import.meta.url);

function fail(message, code = 1) {
  console.error(message);
  process.exit(code);
}

function requireBuilt(name) {
  const dist = path.join(root, 'libs', name, 'dist/index.js');
  if (!existsSync(dist))
    fail(`@store/${name} is not built (${path.relative(root, dist)} is missing): run npm run build first.`);
  return require(dist);
}

async function loadRegistry() {
  const registryPath = path.resolve(root, process.env.REPLAY_REGISTRY ?? 'apps/api/dist/projections.registry.js');
  if (!existsSync(registryPath)) {
    fail(
      `No projection registry at ${path.relative(root, registryPath)}.\n` +
        'Build the app (npm run build), or set REPLAY_REGISTRY to a module that exports `allProjections`.',
    );
  }
  const registry = await import(pathToFileURL(registryPath).href);
  const allProjections = registry.allProjections ?? registry.default?.allProjections;
  if (!Array.isArray(allProjections)) {
    fail(`${path.relative(root, registryPath)} does not export an \`allProjections\` array.`);
  }
  const allReactorNames = registry.allReactorNames ?? registry.default?.allReactorNames ?? [];
  return { allProjections, allReactorNames };
}

loadDotEnv();
const projections = requireBuilt('projections');
const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  console.log(projections.REPLAY_USAGE);
  process.exit(0);
}
const platform = requireBuilt('platform');
const eventstore = requireBuilt('eventstore');
const { allProjections, allReactorNames } = await loadRegistry();

let config;
try {
  config = platform.loadConfig(process.env);
} catch (error) {
  fail(error.message);
}
const databaseUrl = config.DATABASE_URL;
// The tables replay writes (checkpoints, rebuild progress) come with the app's migrations: a
// database the built code has not started on yet gets them first, as `npm start` would.
const migrateJs = path.join(root, 'apps/api/dist/app/migrate.js');
if (existsSync(migrateJs)) {
  const applied = await require(migrateJs).migrateDatabase(databaseUrl);
  if (applied.length)
    console.error(`applied ${applied.length} migration${applied.length === 1 ? '' : 's'}: ${applied.join(', ')}`);
}
const db = platform.createDatabase(databaseUrl, { maxConnections: 4, applicationName: 'replay' });
const eventStore = eventstore.createEventStore({
  databaseUrl,
  maxConnections: 4,
  eventStoreUrl: config.EVENTSTORE_URL,
});

let exitCode = 1;
try {
  // Rebuilds read the log by event type. After a bulk import the log's statistics can be stale
  // (autovacuum has not analysed it yet) and the planner then sorts the rest of the log for every
  // page: 443 ms a page instead of 5 on a 300,000-event log. ANALYZE samples the table (a second).
  if (!config.EVENTSTORE_URL && !argv.includes('--status') && !argv.includes('--resume') && !argv.includes('--help')) {
    await require('kysely').sql`analyze events`.execute(db);
  }
  exitCode = await projections.runReplayCommand({
    argv,
    projections: allProjections,
    reactorNames: allReactorNames,
    db,
    eventStore,
    databaseUrl,
    output: process.stdout,
    errorOutput: process.stderr,
  });
} catch (error) {
  console.error(`replay stopped: ${error?.message ?? error}`);
} finally {
  await eventStore.close().catch(() => undefined);
  await db.destroy().catch(() => undefined);
}
process.exit(exitCode);
