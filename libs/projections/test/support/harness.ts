import type { Kysely } from 'kysely';
import { eventStoreMigrations, PostgresEventStore } from '@store/eventstore';
import { createTestDatabase, type TestDatabase } from '@store/platform/testing';
import { projectionMigrations, type ProjectionTables } from '../../src';

export interface ProjectionTestContext {
  database: TestDatabase;
  url: string;
  db: Kysely<any>;
  eventStore: PostgresEventStore;
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
    async close() {
      await eventStore.close();
      await database.destroy();
    },
  };
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
