import { sql, type Kysely } from 'kysely';
import { markNonAppending, type EventStore, type Position, type RecordedEvent } from '@store/eventstore';
import { silentLogger, type Logger } from '@store/platform';
import { insertCheckpointIfMissing, lockCheckpointRow, saveBuiltCheckpoint } from '../checkpoints/checkpoint-store';
import { eventTypesOf, type ProjectionDefinition } from '../definition/projection-definition';
import { sleep } from '../internal/sleep';
import { AdvisoryLockSession } from '../locking/advisory-lock-session';
import type { LockHolder } from '../locking/process-lock-session';
import { lockKeyInPgLocks, projectionLockKey } from '../locking/lock-keys';
import { compareCheckpoints, formatCheckpoint, type Checkpoint } from '../position';
import { ProgressMeter, type RebuildProgress } from './rebuild-progress';
import {
  applyToScoped,
  createRebuildSchema,
  dropRebuildSchema,
  rebuildSchemaName,
  scopeToSchema,
  swapIntoPublic,
} from './rebuild-schema';

export interface RebuildOptions {
  /** The database: the rebuild reads its checkpoint tables; the projection declares its own (ProjectionDefinition<DB>). */
  db: Kysely<unknown>;
  eventStore: EventStore;
  /** Same database as `db`; a dedicated connection holds the rebuild lock. */
  databaseUrl: string;
  /** Called after every batch and at each phase; awaited, so a slow one slows the rebuild. */
  onProgress?: (progress: RebuildProgress) => void | Promise<void>;
  logger?: Logger;
  /**
   * Events read and applied per transaction while catching up. Default 5000: a replay of the
   * bench's log took 10% less time than with 2000 (fewer round trips and commits per event).
   */
  batchSize?: number;
  /** Aborting stops between batches, drops the rebuild schema and rejects. */
  signal?: AbortSignal;
  /** Where to take the rebuild lock (a runner's shared session); a dedicated connection by default. */
  locks?: LockHolder;
  /**
   * performance.now() before which the new tables are not swapped in: a tracked rebuild's notice
   * to the processes that keep cached answers while their runner alone changes the tables.
   */
  swapNotBefore?: number;
}

export interface RebuildResult {
  projection: string;
  eventsApplied: number;
  checkpoint: Checkpoint;
  durationMs: number;
}

export class RebuildAlreadyRunningError extends Error {
  constructor(readonly projection: string) {
    super(`A rebuild of projection ${projection} is already running`);
    this.name = 'RebuildAlreadyRunningError';
  }
}

const DEFAULT_REBUILD_BATCH_SIZE = 5000;

/**
 * Rebuilds a projection from position 0 with no downtime for readers:
 * 1. creates its tables in a fresh schema `rebuild_<name>` and replays every event of its types
 *    into them, batch by batch, until the head (the old tables keep serving reads, and an active
 *    runner keeps updating them);
 * 2. in one transaction that holds the projection's checkpoint row lock (which every runner
 *    batch takes first, so no runner applies meanwhile): applies the tail, drops the old tables,
 *    moves the new ones into public, writes the checkpoint and version, drops the schema.
 * An active runner then finds its checkpoint moved and reads on from the new one.
 *
 * A rebuild whose lock connection is lost (a PostgreSQL restart) stops, and its swap checks under
 * the row lock that its session still holds the rebuild lock: another rebuild may have started
 * meanwhile and recreated the schema, and neither may swap in the other's half-built tables.
 */
export async function rebuildProjection(
  projection: ProjectionDefinition,
  options: RebuildOptions,
): Promise<RebuildResult> {
  if (projection.reactor)
    throw new Error(
      `${projection.name} is a reactor: it has no tables to rebuild, and replaying it would enqueue its jobs again`,
    );
  const { db, eventStore, signal } = options;
  const logger = options.logger ?? silentLogger;
  const batchSize = options.batchSize ?? DEFAULT_REBUILD_BATCH_SIZE;
  const eventTypes = eventTypesOf(projection);
  const schema = rebuildSchemaName(projection.name);
  const startedAt = Date.now();

  const lock = options.locks ?? (await dedicatedLock(options.databaseUrl, projection.name));
  const rebuildKey = projectionLockKey(projection.name, 'rebuild');
  try {
    const held = await lock.tryLock(rebuildKey);
    if (!held) throw new RebuildAlreadyRunningError(projection.name);
    const stopped = signal ? AbortSignal.any([signal, held.lost]) : held.lost;
    logger.info(
      { projection: projection.name, schema },
      `projection ${projection.name}: rebuilding in schema ${schema}`,
    );
    await createRebuildSchema(db, projection, schema);

    const meter = new ProgressMeter(projection.name, await eventStore.headPosition());
    const report = async (progress: RebuildProgress) => options.onProgress?.(progress);
    let position: Checkpoint = 'start';
    let eventsApplied = 0;

    const applyPage = async (scoped: Kysely<unknown>): Promise<number> => {
      const events = await eventStore.readAll({ after: position, eventTypes, limit: batchSize });
      if (events.length === 0) return 0;
      await applyToScoped(scoped, projection, events);
      position = events[events.length - 1].position;
      eventsApplied += events.length;
      return events.length;
    };

    try {
      // Catching up, the next page is read while this one is applied (reads are a sixth of a
      // fast projection's time); the tail under the lock below reads and applies in turn.
      let page = prefetch(eventStore, 'start', eventTypes, batchSize);
      for (;;) {
        throwIfAborted(signal, held.lost, projection.name);
        const { events, headBefore } = await page;
        // A short page holds every event of its types up to the head seen before it was read.
        const reachedHead = events.length < batchSize;
        if (!reachedHead) page = prefetch(eventStore, events[events.length - 1].position, eventTypes, batchSize);
        if (events.length > 0) {
          await db.transaction().execute(async (trx) => {
            await markNonAppending(trx);
            await applyToScoped(await scopeToSchema(trx, schema), projection, events);
          });
          position = events[events.length - 1].position;
          eventsApplied += events.length;
          await report(meter.measure('catching_up', eventsApplied, position));
        }
        if (reachedHead) {
          // The tail under the lock reads on from that head, not from its last event: a projection
          // of rare types does not walk the rest of the log again (and no empty read ends the catch-up).
          position = laterOf(position, headBefore);
          break;
        }
      }
      throwIfAborted(signal, held.lost, projection.name);
      const noticeLeftMs = (options.swapNotBefore ?? 0) - performance.now();
      if (noticeLeftMs > 0) await sleep(noticeLeftMs, stopped);
      throwIfAborted(signal, held.lost, projection.name);
      await report(meter.measure('swapping', eventsApplied, position));

      await insertCheckpointIfMissing(db, projection.name, eventTypes);
      const checkpoint = await db.transaction().execute(async (trx) => {
        await markNonAppending(trx);
        await lockCheckpointRow(trx, projection.name);
        if (!(await holdsLock(trx, rebuildKey, held.backendPid)))
          throw new Error(`Rebuild of projection ${projection.name} lost its lock connection`);
        const head = await eventStore.headPosition();
        const scoped = await scopeToSchema(trx, schema);
        while ((await applyPage(scoped)) > 0);
        const reached = laterOf(position, head);
        await swapIntoPublic(trx, schema, projection.tables);
        await saveBuiltCheckpoint(trx, projection.name, {
          version: projection.version,
          eventTypes,
          checkpoint: reached,
        });
        return reached;
      });

      await report(meter.measure('done', eventsApplied, checkpoint));
      logger.info(
        { projection: projection.name, eventsApplied, checkpoint: formatCheckpoint(checkpoint) },
        `projection ${projection.name}: rebuilt from ${eventsApplied} events and swapped in`,
      );
      return { projection: projection.name, eventsApplied, checkpoint, durationMs: Date.now() - startedAt };
    } catch (error) {
      await dropRebuildSchema(db, schema).catch(() => undefined);
      throw error;
    }
  } finally {
    await lock.unlock(rebuildKey);
  }
}

/**
 * Starts reading a page, after the head as it is then (every event up to it is final: a read
 * after sees all of them); a failure surfaces where the page is awaited (or nowhere, if it never is).
 */
function prefetch(
  eventStore: EventStore,
  after: Checkpoint,
  eventTypes: string[],
  limit: number,
): Promise<{ events: RecordedEvent[]; headBefore: Position | null }> {
  const page = (async () => {
    const headBefore = await eventStore.headPosition();
    return { events: await eventStore.readAll({ after, eventTypes, limit }), headBefore };
  })();
  page.catch(() => undefined);
  return page;
}

/** A connection of its own for a rebuild started outside a runner; unlocking closes it. */
async function dedicatedLock(databaseUrl: string, name: string): Promise<LockHolder> {
  const session = await AdvisoryLockSession.open(databaseUrl, `projection-rebuild:${name}`);
  return {
    tryLock: async (key) => ((await session.tryLock(key)) ? session : undefined),
    unlock: () => session.close(),
  };
}

/** The head, when it is past the last event applied: nothing of ours lies between them. */
function laterOf(position: Checkpoint, head: Position | null): Checkpoint {
  return head && compareCheckpoints(head, position) > 0 ? head : position;
}

/** Stops a rebuild that was asked to stop (`signal`) or whose lock connection is lost (`lost`). */
function throwIfAborted(signal: AbortSignal | undefined, lost: AbortSignal, projection: string) {
  if (lost.aborted) throw new Error(`Rebuild of projection ${projection} lost its lock connection`);
  if (signal?.aborted) throw new Error(`Rebuild of projection ${projection} was stopped`);
}

/** Whether the backend `pid` (a lock session's) still holds the advisory lock `key` in this database. */
async function holdsLock(db: Kysely<unknown>, key: bigint, pid: number | null): Promise<boolean> {
  if (pid === null) return false;
  const { classid, objid } = lockKeyInPgLocks(key);
  const { rows } = await sql<{ held: boolean }>`select exists (
      select 1 from pg_locks where locktype = 'advisory' and granted and objsubid = 1 and pid = ${pid}
        and classid::text = ${classid} and objid::text = ${objid}
        and database = (select oid from pg_database where datname = current_database())) as held`.execute(db);
  return rows[0]?.held ?? false;
}
