import type { Kysely } from 'kysely';
import { createDatabase } from '../database/database';

const shared = new Map<string, { db: Kysely<unknown>; users: number }>();

/**
 * The connection the read-model version checks go through: one per process and database, apart
 * from the main pool, so that a check never waits in the pool's queue behind the slow queries of
 * cache misses (under load that queue held every cached read back, round after round). Each user
 * releases it when it stops (module destroy); the last one closes it.
 */
export function acquireReadVersionDatabase(url: string): { db: Kysely<unknown>; release(): Promise<void> } {
  let entry = shared.get(url);
  if (!entry) {
    entry = { db: createDatabase(url, { maxConnections: 1, applicationName: 'store-read-version' }), users: 0 };
    shared.set(url, entry);
  }
  entry.users += 1;
  const held = entry;
  let released = false;
  return {
    db: held.db,
    async release() {
      if (released) return;
      released = true;
      held.users -= 1;
      if (held.users > 0) return;
      if (shared.get(url) === held) shared.delete(url);
      await held.db.destroy();
    },
  };
}
