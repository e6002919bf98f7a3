#!/usr/bin/env node
// npm run export-events -- [--types OrderPlaced,OrderPaid] [--streams order-] [--after <position>] [--out file.ndjson]
// Writes the global event log (the source of truth) as NDJSON, one event per line in commit
// order: { position, streamId, revision, type, id, data, metadata }. For reports and audits
// outside the app (jq, DuckDB, a spreadsheet); runs the BUILT event store (npm run build).
import { createWriteStream, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadDotEnv, root } from './lib/prepare.mjs';

const require = createRequire(import.meta.url);
const USAGE = 'usage: npm run export-events -- [--types A,B] [--streams <prefix>] [--after <position>] [--out <file>]';
const PAGE = 1000;

function option(name) {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return undefined;
  const value = process.argv[index + 1];
  if (!value || value.startsWith('--')) {
    console.error(`--${name} needs a value\n${USAGE}`);
    process.exit(2);
  }
  return value;
}

if (process.argv.includes('--help')) {
  console.log(USAGE);
  process.exit(0);
}
const built = (name) => {
  const dist = path.join(root, 'libs', name, 'dist/index.js');
  if (!existsSync(dist)) {
    console.error(`@store/${name} is not built: run npm run build first.`);
    process.exit(1);
  }
  return require(dist);
};

loadDotEnv();
const { loadConfig } = built('platform');
const { createEventStore, parsePosition, positionToString } = built('eventstore');
const config = loadConfig(process.env);
const eventTypes = option('types')
  ?.split(',')
  .map((type) => type.trim())
  .filter(Boolean);
const streamPrefix = option('streams');
const out = option('out');
let after = option('after') ? parsePosition(option('after')) : 'start';

const store = createEventStore({
  databaseUrl: config.DATABASE_URL,
  maxConnections: 2,
  eventStoreUrl: config.EVENTSTORE_URL,
});
const sink = out ? createWriteStream(out) : process.stdout;
let exported = 0;
try {
  for (;;) {
    const page = await store.readAll({ after, limit: PAGE, eventTypes });
    for (const event of page) {
      if (streamPrefix && !event.streamId.startsWith(streamPrefix)) continue;
      const line = {
        position: positionToString(event.position),
        streamId: event.streamId,
        revision: event.revision,
        type: event.type,
        id: event.id,
        data: event.data,
        metadata: event.metadata,
      };
      if (!sink.write(`${JSON.stringify(line)}\n`)) await new Promise((resolve) => sink.once('drain', resolve));
      exported += 1;
    }
    if (page.length < PAGE) break;
    after = page.at(-1).position;
  }
} finally {
  await store.close();
  if (out) await new Promise((resolve) => sink.end(resolve));
}
console.error(`exported ${exported} events${out ? ` to ${out}` : ''}`);
