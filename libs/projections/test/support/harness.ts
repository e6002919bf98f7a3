import type { Kysely } from 'kysely';
import { eventStoreMigrations, PostgresEventStore } from '@store/eventstore';
import { createTestDatabase, type TestDatabase } from '@store/platform/testing';
import { projectionMigrations, runReplayCommand, type ProjectionTables, type ReplayCommandOptions } from '../../src';

export interface ProjectionTestContext {
  database: TestDatabase;
  url: string;
  db: Kysely<any>;
  eventStore: PostgresEventStore;
  /** What a runner, host, rebuild or replay is given to reach this context's database. */
  connection: { db: Kysely<any>; eventStore: PostgresEventStore; databaseUrl: string };
  close(): Promise<void>;
}

/** A fresh database with the event store's and the runner's tables, and a Postgres event store on it. */
export async function openTestContext(): Promise<ProjectionTestContext> {
  const database = await createTestDatabase([eventStoreMigrations, projectionMigrations], { maxConnections: 20 });
  const eventStore = new PostgresEventStore({ databaseUrl: database.url, maxConnections: 5, pollIntervalMs: 200 });
  return {
    database,
    url: database.url,
    db: database.db,
    eventStore,
    connection: { db: database.db, eventStore, databaseUrl: database.url },
    async close() {
      await eventStore.close();
      await database.destroy();
    },
  };
}

/**
 * The test context of the enclosing describe block: opened before its tests (before each test with
 * `perTest`) and closed after them, once `beforeClose` has stopped what the tests started (runners, hosts).
 * The returned object is filled in when the context opens, so read it inside hooks and tests only.
 */
export function useTestContext(
  options: { perTest?: boolean; beforeClose?: () => Promise<unknown> | unknown } = {},
): ProjectionTestContext {
  const context = {} as ProjectionTestContext;
  const [open, close] = options.perTest ? [beforeEach, afterEach] : [beforeAll, afterAll];
  open(async () => {
    Object.assign(context, await openTestContext());
  });
  close(async () => {
    await options.beforeClose?.();
    await context.close();
  });
  return context;
}

/** Runs `npm run replay -- <argv>` on the context's database; its exit code and what it wrote to stdout and stderr. */
export async function runReplay(
  context: ProjectionTestContext,
  argv: string[],
  registry: Pick<ReplayCommandOptions, 'projections' | 'reactorNames'>,
): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runReplayCommand({
    argv,
    ...registry,
    ...context.connection,
    output: { write: (text: string) => (out += text) },
    errorOutput: { write: (text: string) => (err += text) },
  });
  return { code, out, err };
}

/**
 * Polls `check` until it returns a truthy value (a throw counts as not yet: the tables may not
 * exist yet); fails with `what` and the last error after `timeoutMs`.
 */
export async function waitUntil<T>(what: string, check: () => Promise<T> | T, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const reason = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`Timed out after ${timeoutMs} ms waiting until ${what}${reason}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const stockLevels = (db: Kysely<any>) =>
  db.selectFrom('stock_level').select(['sku', 'quantity', 'movements']).orderBy('sku').execute();

export const stockMovementCount = async (db: Kysely<any>) =>
  Number((await db.selectFrom('stock_movement').select(db.fn.countAll().as('count')).executeTakeFirstOrThrow()).count);

export const checkpointRow = (db: Kysely<any>, name: string) =>
  (db as Kysely<ProjectionTables>)
    .selectFrom('projection_checkpoints')
    .selectAll()
    .where('name', '=', name)
    .executeTakeFirst();
