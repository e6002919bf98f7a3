#!/usr/bin/env node
// Projection throughput bench (issue #18), against the BUILT store and libraries.
//
//   connections  the built store (ROLE=all, DATABASE_POOL_SIZE=BENCH_POOL) under 32 concurrent
//                checkouts while its projections and reactors follow: the most connections it
//                held at once (pg_stat_activity, by application_name); target <= pool + 3
//   catalogue    BENCH_PRODUCTS products created through the catalogue's commands (their real
//                events, variants and stock), then the catalogue read models' runners settling
//                on them; comparator: a no-op projection's runner catching up on the same events,
//                run just before and just after them (the mean of the two);
//                BENCH_CATALOGUE_ROUNDS rounds (3), each from the same start, the median ratio kept.
//                Also printed, for reading it: the share of the machine's cores the settle kept
//                busy, and no-op runners shaped like the catalogue's (their read group, accepts and
//                batch intervals) against the same comparator: the runners' own cost of that shape
//   replay       a realistic log (the products, BENCH_ORDERS paid orders, BENCH_CART_EVENTS cart
//                events: real checkouts and cart edits cloned with fresh ids) rebuilt read model
//                by read model; comparator: a no-op projection rebuilt over every event of the log
//
// Env: BENCH_PRODUCTS (5000), BENCH_ORDERS (50000), BENCH_CART_EVENTS (200000), BENCH_POOL (10),
// BENCH_PARTS (connections,catalogue,replay: the parts to run), BENCH_CATALOGUE_ROUNDS (3),
// BENCH_KEEP_DATABASE=1 (keep the generated log's database and print its URL).
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadCatalogue } from './lib/catalogue-data.mjs';
import {
  appendClones,
  cartSession,
  cloneEvents,
  createStockedProducts,
  idsToRename,
  paidGuestCheckout,
} from './lib/replay-log.mjs';
import { cpuByParty } from './lib/process-cpu.mjs';
import { ADMIN, api, settled, startStore } from './lib/store-server.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { PostgresEventStore } = require('@store/eventstore');
const { createDatabase, dropDatabase } = require('@store/platform');
const { checkpointWatchOf, defineProjection, ProjectionHost, rebuildProjection } = require('@store/projections');
const { catalogueProjections } = require('@store/catalogue');
const { allProjections } = require(path.join(root, 'apps/api/dist/projections.registry.js'));
const { sql } = require('kysely');

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 50_000);
const CART_EVENTS = Number(process.env.BENCH_CART_EVENTS ?? 200_000);
const POOL = Number(process.env.BENCH_POOL ?? 10);
const TEMPLATE_ORDERS = 40;
const SETTLE_TIMEOUT_MS = 10 * 60_000;
const CATALOGUE_ROUNDS = Math.max(1, Number(process.env.BENCH_CATALOGUE_ROUNDS ?? 3));
const PARTS = new Set((process.env.BENCH_PARTS ?? 'connections,catalogue,replay').split(','));
const format = (n) => Math.round(n).toLocaleString('en-US');
const rate = (events, ms) => (events / ms) * 1000;

/** Samples the connections to `database` every 50 ms until stop(); returns the largest count and its breakdown. */
function sampleConnections(serverUrl, database) {
  const client = new pg.Client({ connectionString: serverUrl, application_name: 'bench-sampler' });
  let peak = { total: 0, byName: {} };
  let running = true;
  const done = (async () => {
    await client.connect();
    while (running) {
      const { rows } = await client.query(
        `select coalesce(application_name, '') as name, count(*)::int as n from pg_stat_activity where datname = $1 and backend_type = 'client backend' group by 1`,
        [database],
      );
      const total = rows.reduce((sum, row) => sum + row.n, 0);
      if (total > peak.total)
        peak = {
          total,
          byName: Object.fromEntries(rows.map((row) => [row.name.replace(/:\d+@.*/, ':<pid>@<host>'), row.n])),
        };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.end();
  })();
  return {
    async stop() {
      running = false;
      await done;
      return peak;
    },
  };
}

/** Starts the built store, makes the checkout and cart templates while sampling its connections; leaves the database. */
async function makeTemplates() {
  const store = await startStore('replay', {
    DATABASE_POOL_SIZE: String(POOL),
    RATE_LIMIT_ORDERS_IP: '1000000/1h',
    UNPAID_ORDERS_PER_CONTACT: '1000000',
    UNPAID_ORDERS_PER_DEVICE: '1000000',
    UNPAID_STOCK_SHARE_PERCENT: '100',
  });
  const database = new URL(store.databaseUrl).pathname.slice(1);
  const serverUrl = new URL(store.databaseUrl);
  serverUrl.pathname = '/postgres';
  let sampler;
  try {
    const { token } = (await api(store.url, 'POST', '/api/auth/login', { body: ADMIN })).body;
    const products = await createStockedProducts(store, token, 8);
    await settled(store.url);
    const eventStore = new PostgresEventStore({ databaseUrl: store.databaseUrl, maxConnections: 1 });
    const mark = (await eventStore.headPosition()) ?? 'start';
    await eventStore.close();
    // From here on only the store's own connections are on its database.
    sampler = sampleConnections(serverUrl.toString(), database);
    let next = 0;
    await Promise.all(
      Array.from({ length: 32 }, async () => {
        for (let n = next++; n < TEMPLATE_ORDERS; n = next++) await paidGuestCheckout(store, products, n);
      }),
    );
    await cartSession(store, token, products);
    await settled(store.url);
    const peak = await sampler.stop();
    return { databaseUrl: store.databaseUrl, mark, peak, stop: () => store.stop({ keepDatabase: true }) };
  } catch (error) {
    await sampler?.stop().catch(() => undefined);
    await store.stop();
    throw error;
  }
}

const noOpProjection = (name, eventTypes) =>
  defineProjection({
    name,
    version: 1,
    tables: [name], // an empty table: the handlers write nothing
    async createTables(db) {
      await db.schema.createTable(name).addColumn('id', 'integer').execute();
    },
    handlers: Object.fromEntries(eventTypes.map((type) => [type, async () => undefined])),
  });

/** A runner with `projection`'s shape (read group, accepts, batch interval and types) whose handlers write nothing. */
const shapedNoOp = (projection) => {
  const name = `bench_shape_${projection.name}`.slice(0, 50);
  return defineProjection({
    ...noOpProjection(name, Object.keys(projection.handlers)),
    ...(projection.readGroup ? { readGroup: projection.readGroup } : {}),
    ...(projection.accepts ? { accepts: projection.accepts } : {}),
    ...(projection.minBatchIntervalMs === undefined ? {} : { minBatchIntervalMs: projection.minBatchIntervalMs }),
  });
};

async function eventTypesInLog(db) {
  const { rows } = await sql`select distinct type from events`.execute(db);
  return rows.map((row) => row.type);
}

/**
 * Runs `projections` in a host (in this process) until every one has applied the whole log;
 * returns ms, when each had, and the CPU ms this process and PostgreSQL spent meanwhile. Each is
 * awaited through the store's own read-your-writes watch (its runner's commits answer at once):
 * polling projectionStatus cost PostgreSQL more for four projections than for one (it counts each
 * one's lag: for a projection of rare types, a walk of the whole log behind its checkpoint).
 */
async function settleWithHost(db, eventStore, databaseUrl, projections) {
  const head = await eventStore.headPosition();
  const host = new ProjectionHost({ projections, db, eventStore, databaseUrl, standbyRetryMs: 100 });
  const watch = checkpointWatchOf(db);
  const started = Date.now();
  const cpuBefore = cpuByParty(0);
  host.start();
  const settledAt = {};
  try {
    const settled = await Promise.all(
      projections.map(async ({ name }) => {
        const reached = head === null || (await watch.wait([name], head, SETTLE_TIMEOUT_MS));
        settledAt[name] = Date.now() - started;
        return reached;
      }),
    );
    const cpuAfter = cpuByParty(0);
    const failed = host.summary().find((runner) => runner.state === 'failed');
    if (failed) throw new Error(`${failed.name} failed: ${failed.error}`);
    if (!settled.every(Boolean)) throw new Error(`not settled within ${SETTLE_TIMEOUT_MS} ms`);
    const ms = Math.max(0, ...Object.values(settledAt));
    return {
      ms,
      settledAt,
      cpu: { node: cpuAfter.client - cpuBefore.client, postgres: cpuAfter.postgres - cpuBefore.postgres },
    };
  } finally {
    await host.stop();
  }
}

/**
 * One catalogue round: PRODUCTS products appended through the catalogue's commands, then a no-op
 * runner (its checkpoint set before them), the catalogue's runners, and a second no-op runner
 * (checkpoint set with the first) each catching up on them. The comparator is the mean of the two
 * no-op runs, one on each side of the measured one: this machine's speed drifts by a third within
 * a minute, and a single comparator run before it made the ratio swing by as much.
 */
async function catalogueRound(db, eventStore, databaseUrl, round) {
  const catalogueTypes = [...new Set(catalogueProjections.flatMap((p) => Object.keys(p.handlers)))];
  const noOpBefore = noOpProjection('bench_noop_catalogue', catalogueTypes);
  const noOpAfter = noOpProjection('bench_noop_catalogue_after', catalogueTypes);
  const shaped = catalogueProjections.map(shapedNoOp);
  await settleWithHost(db, eventStore, databaseUrl, [noOpBefore, noOpAfter, ...shaped]);
  const {
    rows: [before],
  } = await sql`select count(*)::int as n from events`.execute(db);
  const appendMs = await loadCatalogue(databaseUrl, PRODUCTS);
  const {
    rows: [after],
  } = await sql`select count(*)::int as n from events`.execute(db);
  const events = after.n - before.n;
  const noOpFirst = await settleWithHost(db, eventStore, databaseUrl, [noOpBefore]);
  const catalogue = await settleWithHost(db, eventStore, databaseUrl, catalogueProjections);
  const noOpSecond = await settleWithHost(db, eventStore, databaseUrl, [noOpAfter]);
  const shapedSettle = await settleWithHost(db, eventStore, databaseUrl, shaped);
  const catalogueRate = rate(events, catalogue.ms);
  const noOpRate = (rate(events, noOpFirst.ms) + rate(events, noOpSecond.ms)) / 2;
  const ratio = catalogueRate / noOpRate;
  const coresBusy = (catalogue.cpu.node + catalogue.cpu.postgres) / catalogue.ms / os.availableParallelism();
  const cpuText = ({ cpu }) => `CPU ${format(cpu.node)} ms here, ${format(cpu.postgres)} ms PostgreSQL`;
  const noOpText = (settle) =>
    `${format(rate(events, settle.ms))} events/s (${format(settle.ms)} ms; ${cpuText(settle)})`;
  console.log(
    `catalogue round ${round}: ${format(PRODUCTS)} products = ${format(events)} events appended in ${format(appendMs)} ms`,
  );
  console.log(`  no-op runner catch-up, before:    ${noOpText(noOpFirst)}`);
  console.log(
    `  catalogue read models settled:   ${format(catalogueRate)} events/s (${format(catalogue.ms)} ms; ${cpuText(catalogue)}; ${Math.round(coresBusy * 100)}% of the cores busy)  ratio ${ratio.toFixed(2)} of the no-op's mean ${format(noOpRate)}`,
  );
  console.log(`  no-op runner catch-up, after:     ${noOpText(noOpSecond)}`);
  console.log(
    `  no-op runners shaped like them:  ${noOpText(shapedSettle)}  ratio ${(rate(events, shapedSettle.ms) / noOpRate).toFixed(2)} (the runners' own cost of that shape)`,
  );
  console.log(
    `  each settled after (ms): ${Object.entries(catalogue.settledAt)
      .map(([name, ms]) => `${name} ${format(ms)}`)
      .join(', ')}`,
  );
  return { ratio };
}

/** `count` copies of the database (CREATE DATABASE ... TEMPLATE: nobody may be connected to it). */
async function copyDatabase(databaseUrl, count) {
  const source = new URL(databaseUrl).pathname.slice(1);
  const serverUrl = new URL(databaseUrl);
  serverUrl.pathname = '/postgres';
  const client = new pg.Client({ connectionString: serverUrl.toString() });
  await client.connect();
  try {
    const copies = [];
    for (let n = 1; n <= count; n++) {
      const name = `${source}_round${n}`;
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.query(`create database "${name}" template "${source}"`);
      const url = new URL(databaseUrl);
      url.pathname = `/${name}`;
      copies.push(url.toString());
    }
    return copies;
  } finally {
    await client.end();
  }
}

async function main() {
  console.log(
    `replay bench: ${format(PRODUCTS)} products, ${format(ORDERS)} orders, ${format(CART_EVENTS)} cart events, pool ${POOL}`,
  );
  const templates = await makeTemplates();
  await templates.stop();
  const { databaseUrl } = templates;
  const peak = templates.peak;
  if (PARTS.has('connections')) {
    console.log(
      `connections held by the ROLE=all store under checkout load: ${peak.total} at most (pool ${POOL}, target <= ${POOL + 3})  ` +
        JSON.stringify(peak.byName),
    );
  }

  const copies = PARTS.has('catalogue') ? await copyDatabase(databaseUrl, CATALOGUE_ROUNDS - 1) : [];
  const db = createDatabase(databaseUrl, { maxConnections: POOL, applicationName: 'bench-replay' });
  const eventStore = new PostgresEventStore({ databaseUrl, maxConnections: POOL });
  try {
    const template = await eventStore.readAll({ after: templates.mark, limit: 100_000 });
    const isCart = (event) => event.type.startsWith('Cart');
    const orderTemplate = template.filter((event) => !isCart(event));
    const cartTemplate = template.filter(isCart);
    const shoppers = [...new Set(cartTemplate.map((event) => event.data.userId))];

    if (PARTS.has('catalogue')) {
      // Rounds 2.. run in copies of the database as it was before the products (the first
      // round's products stay in this one, for the replay); the median ratio is the figure.
      const rounds = [];
      for (const copyUrl of copies) {
        const copyDb = createDatabase(copyUrl, { maxConnections: POOL, applicationName: 'bench-replay' });
        const copyStore = new PostgresEventStore({ databaseUrl: copyUrl, maxConnections: POOL });
        try {
          rounds.push(await catalogueRound(copyDb, copyStore, copyUrl, rounds.length + 1));
        } finally {
          await copyStore.close();
          await copyDb.destroy();
          await dropDatabase(copyUrl).catch(() => undefined);
        }
      }
      rounds.push(await catalogueRound(db, eventStore, databaseUrl, rounds.length + 1));
      const ratios = rounds.map((round) => round.ratio).sort((a, b) => a - b);
      console.log(
        `catalogue settle: median ratio ${ratios[Math.floor(ratios.length / 2)].toFixed(2)} of ${rounds.length} rounds (${ratios.map((r) => r.toFixed(2)).join(', ')})  target >= 0.5`,
      );
    }
    if (!PARTS.has('replay')) return;

    const ordersIds = idsToRename(orderTemplate, []);
    const generating = Date.now();
    const orderEvents = await appendClones(
      eventStore,
      () => cloneEvents(orderTemplate, ordersIds),
      Math.ceil(ORDERS / TEMPLATE_ORDERS) - 1,
    );
    const cartEvents = await appendClones(
      eventStore,
      () => cloneEvents(cartTemplate, shoppers),
      Math.max(0, Math.ceil(CART_EVENTS / cartTemplate.length) - 1),
    );
    // A live log this size grew over months with autovacuum analysing it as it went; this one was
    // appended in seconds, so its statistics are refreshed as autovacuum would have (without
    // them the planner sorts the rest of the log for each page: 443 ms a page instead of 5).
    await sql`analyze events`.execute(db);
    const {
      rows: [log],
    } = await sql`select count(*)::int as n from events`.execute(db);
    console.log(
      `log: ${format(log.n)} events (${format(orderEvents)} order and payment events, ${format(cartEvents)} cart events cloned) in ${format(Date.now() - generating)} ms`,
    );

    const noOp = await rebuildProjection(noOpProjection('bench_noop_all', await eventTypesInLog(db)), {
      db,
      eventStore,
      databaseUrl,
    });
    const noOpRate = rate(noOp.eventsApplied, noOp.durationMs);
    console.log(
      `replay, no-op projection over the whole log: ${format(noOpRate)} events/s (${format(noOp.eventsApplied)} events in ${format(noOp.durationMs)} ms)`,
    );
    let applied = 0;
    let totalMs = 0;
    for (const projection of allProjections.filter((p) => !p.reactor)) {
      const result = await rebuildProjection(projection, { db, eventStore, databaseUrl });
      applied += result.eventsApplied;
      totalMs += result.durationMs;
      const projectionRate = rate(result.eventsApplied, result.durationMs);
      console.log(
        `  ${projection.name.padEnd(32)} ${format(projectionRate).padStart(8)} events/s  ${format(result.eventsApplied).padStart(8)} events  ${format(result.durationMs).padStart(7)} ms`,
      );
    }
    const overall = rate(applied, totalMs);
    console.log(
      `replay of every read model: ${format(overall)} events/s overall (${format(applied)} events applied in ${format(totalMs)} ms)  ratio ${(overall / noOpRate).toFixed(2)}  target >= 20,000 events/s`,
    );
  } finally {
    await eventStore.close();
    await db.destroy();
    if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`database kept: ${databaseUrl}`);
    else await dropDatabase(databaseUrl).catch(() => undefined);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
