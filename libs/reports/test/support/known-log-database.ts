import { createEventStore, eventStoreMigrations, type EventStore, type MigrationSet } from '@store/eventstore';
import { createTestDatabase, type TestDatabase } from '@store/platform/testing';
import { appendLog, KNOWN_LOG } from './known-log';

export interface KnownLogDatabase {
  database: TestDatabase;
  eventStore: EventStore;
}

/**
 * A fresh database holding KNOWN_LOG (and `migrations`' tables) for the tests of the enclosing
 * block: created and filled before them, closed and dropped after them. The returned object is
 * filled in by then, so read it inside hooks and tests only.
 */
export function useKnownLogDatabase({
  migrations = [],
  maxConnections,
}: {
  migrations?: MigrationSet[];
  maxConnections: number;
}): KnownLogDatabase {
  const known = {} as KnownLogDatabase;
  beforeAll(async () => {
    known.database = await createTestDatabase([eventStoreMigrations, ...migrations], { maxConnections });
    known.eventStore = createEventStore({ databaseUrl: known.database.url, maxConnections });
    await appendLog(known.eventStore, KNOWN_LOG);
  });
  afterAll(async () => {
    await known.eventStore?.close();
    await known.database?.destroy();
  });
  return known;
}
