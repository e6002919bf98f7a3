import { createDatabase, ensureDatabase, migrateToLatest } from '@store/platform';
import { allMigrations } from './migrations';

/** Creates the database when missing and applies every module's pending migrations. */
export async function migrateDatabase(databaseUrl: string): Promise<string[]> {
  await ensureDatabase(databaseUrl);
  const db = createDatabase(databaseUrl, { maxConnections: 1, applicationName: 'store-migrate' });
  try {
    return await migrateToLatest(db, allMigrations);
  } finally {
    await db.destroy();
  }
}
