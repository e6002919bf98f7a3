import { randomBytes } from 'node:crypto';
import { Kysely } from 'kysely';
import { createDatabase, dropDatabase, ensureDatabase, withDatabase } from '../database/database';
import { MigrationSet, migrateToLatest } from '../database/migrations';

export interface TestDatabase {
  url: string;
  db: Kysely<any>;
  /** Closes the pool and drops the database. */
  destroy(): Promise<void>;
}

export const testServerUrl = () =>
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh, migrated database for one test file, so files run in parallel without seeing each
 * other's rows. Call `destroy()` in afterAll.
 */
export async function createTestDatabase(
  migrations: MigrationSet[] = [],
  options: { maxConnections?: number } = {},
): Promise<TestDatabase> {
  const name = `test_${process.env.JEST_WORKER_ID ?? '0'}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const url = withDatabase(testServerUrl(), name);
  await ensureDatabase(url);
  const db = createDatabase(url, { maxConnections: options.maxConnections ?? 10, applicationName: 'store-test' });
  if (migrations.length) await migrateToLatest(db, migrations);
  return {
    url,
    db,
    async destroy() {
      await db.destroy();
      await dropDatabase(url);
    },
  };
}

/**
 * createTestDatabase for the tests of the enclosing describe block: created before them, dropped
 * after them. The returned object is filled in once the database exists, so read it inside hooks
 * and tests only.
 */
export function useTestDatabase(
  migrations: MigrationSet[] = [],
  options: { maxConnections?: number } = {},
): TestDatabase {
  const database = {} as TestDatabase;
  beforeAll(async () => {
    Object.assign(database, await createTestDatabase(migrations, options));
  });
  afterAll(async () => {
    await database.destroy?.();
  });
  return database;
}
