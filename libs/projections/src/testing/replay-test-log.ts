import { randomUUID } from 'node:crypto';
import {
  comparePositions,
  eventStoreMigrations,
  PostgresEventStore,
  type MigrationSet,
  type NewEvent,
  type Position,
} from '@store/eventstore';
import { createTestDatabase } from '@store/platform/testing';
import type { Kysely, KyselyPlugin } from 'kysely';
import { projectionMigrations } from '../checkpoints/projection-migrations';
import type { ProjectionDefinition } from '../definition/projection-definition';
import { rebuildProjection } from '../rebuild/rebuild-projection';

/** The metadata of an event a test writes as the system, or as `actor`. */
export const testEventMetadata = (actor: NewEvent['metadata']['actor'] = { id: null, role: 'system' }) => ({
  actor,
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: new Date().toISOString(),
});

/** A log of events a test appends and then replays a projection over, in batches of any size. */
export interface ReplayTestLog {
  db: Kysely<any>;
  eventStore: PostgresEventStore;
  append(streamId: string, event: NewEvent): Promise<void>;
  /** Rebuilds `projection` from every event appended so far. */
  rebuild(projection: ProjectionDefinition, batchSize?: number): Promise<void>;
  /** How many queries such a rebuild sends, to show it sends no more for a larger batch. */
  queriesOfRebuild(projection: ProjectionDefinition, batchSize: number): Promise<number>;
  close(): Promise<void>;
}

/** A fresh database with the event store's, the runner's and `migrations`' tables, and a log on it. */
export async function openReplayTestLog(migrations: MigrationSet[]): Promise<ReplayTestLog> {
  const database = await createTestDatabase([eventStoreMigrations, projectionMigrations, ...migrations]);
  const eventStore = new PostgresEventStore({ databaseUrl: database.url, maxConnections: 3 });
  let lastAppended: Position | null = null;

  /** The log's readers see an append once every older transaction of the cluster ended (other test files' too). */
  async function untilAppendsAreVisible(): Promise<void> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const head = await eventStore.headPosition();
      if (!lastAppended || (head && comparePositions(head, lastAppended) >= 0)) return;
      if (Date.now() > deadline) throw new Error('the appended events never became visible to readAll');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async function rebuildThrough(db: Kysely<any>, projection: ProjectionDefinition, batchSize?: number) {
    await untilAppendsAreVisible();
    await rebuildProjection(projection, { db, eventStore, databaseUrl: database.url, batchSize });
  }

  return {
    db: database.db,
    eventStore,
    async append(streamId, event) {
      lastAppended = (await eventStore.append(streamId, [event])).position;
    },
    rebuild: (projection, batchSize) => rebuildThrough(database.db, projection, batchSize),
    async queriesOfRebuild(projection, batchSize) {
      let count = 0;
      const counter: KyselyPlugin = {
        transformQuery: (args) => ((count += 1), args.node),
        transformResult: async (args) => args.result,
      };
      await rebuildThrough(database.db.withPlugin(counter), projection, batchSize);
      return count;
    },
    async close() {
      await eventStore.close();
      await database.destroy();
    },
  };
}

/**
 * A replay test log of its own for each test of the enclosing block, closed after it. The returned
 * object is filled in before each test, so read it inside tests only.
 */
export function useReplayTestLog(migrations: MigrationSet[]): ReplayTestLog {
  const log = {} as ReplayTestLog;
  beforeEach(async () => {
    Object.assign(log, await openReplayTestLog(migrations));
  });
  afterEach(async () => {
    await log.close();
  });
  return log;
}
