import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { ProjectionRebuildsTable, ProjectionTables } from '../checkpoints/checkpoint-tables';
import { eventTypesOf, type ProjectionDefinition } from '../definition/projection-definition';
import { lockKeyInPgLocks, projectionLockKey } from '../locking/lock-keys';
import { describeError } from '../runner/errors';
import { recordOperatorAction, type OperatorContext } from '../status/resume-projection';
import { rebuildProjection, RebuildAlreadyRunningError, type RebuildOptions } from './rebuild-projection';
import type { RebuildProgress } from './rebuild-progress';
import { estimateRebuild } from './rebuild-estimate';
import { REBUILD_SWAP_NOTICE_MS } from '../watch/rebuild-census';

export type RebuildRow = Selectable<ProjectionRebuildsTable>;

export interface TrackedRebuildOptions extends Omit<RebuildOptions, 'onProgress'> {
  /** Who asked, recorded on the ProjectionRebuild* events and the progress row. */
  context: OperatorContext;
  /** Counts the log's events of these types (the bar's 100 %); null when the store cannot tell cheaply. */
  countEvents?: (eventTypes: readonly string[]) => Promise<number | null>;
  /** Least time between two writes of the progress row. Default 250 ms. */
  progressIntervalMs?: number;
  /** Also told every progress (the CLI's bar); awaited. */
  onProgress?: (progress: RebuildProgress) => void | Promise<void>;
}

export interface TrackedRebuild {
  rebuildId: string;
  /** Settles when the rebuild has finished or failed (never rejects: the row and the events say how it ended). */
  finished: Promise<RebuildRow>;
}

/**
 * Starts a rebuild in the background and keeps its progress in `projection_rebuilds`, so any
 * process can show it (the screen polls it). Throws RebuildAlreadyRunningError at once when an
 * unfinished rebuild of the projection is recorded and its lock is held; an unfinished row whose
 * process died is closed as failed first. Recorded as ProjectionRebuildStarted, then
 * ProjectionRebuildFinished or ProjectionRebuildFailed, with the actor who started it.
 */
export async function startTrackedRebuild(
  projection: ProjectionDefinition,
  options: TrackedRebuildOptions,
): Promise<TrackedRebuild> {
  const db: Kysely<ProjectionTables> = options.db;
  const name = projection.name;
  if (projection.reactor) throw new Error(`${name} is a reactor: it has no tables to rebuild`);
  await closeAbandonedRebuilds(db, name);
  const rebuildId = randomUUID();
  const inserted = await db
    .insertInto('projection_rebuilds')
    .values({
      rebuild_id: rebuildId,
      projection: name,
      phase: 'starting',
      actor: JSON.stringify(options.context.actor),
    })
    .onConflict((conflict) => conflict.column('projection').where('finished_at', 'is', null).doNothing())
    .returning('rebuild_id')
    .executeTakeFirst();
  if (!inserted) throw new RebuildAlreadyRunningError(name);
  // Every process's RebuildCensus sees the row before the new tables are swapped in.
  const swapNotBefore = performance.now() + REBUILD_SWAP_NOTICE_MS;
  const started = await recordOperatorAction(
    options.eventStore,
    name,
    'ProjectionRebuildStarted',
    { rebuildId },
    options.context,
  );
  const finished = runTracked(projection, { ...options, swapNotBefore }, rebuildId, {
    ...options.context,
    causationId: started,
  });
  return { rebuildId, finished };
}

async function runTracked(
  projection: ProjectionDefinition,
  options: TrackedRebuildOptions,
  rebuildId: string,
  context: OperatorContext,
): Promise<RebuildRow> {
  const db: Kysely<ProjectionTables> = options.db;
  const interval = options.progressIntervalMs ?? 250;
  let total: number | null = null;
  let lastWrite = -Infinity;
  let lastPhase = '';
  const write = async (progress: RebuildProgress) => {
    await options.onProgress?.(progress);
    const now = Date.now();
    if (progress.phase === lastPhase && now - lastWrite < interval) return;
    lastWrite = now;
    lastPhase = progress.phase;
    const estimate = estimateRebuild(progress, total);
    await db
      .updateTable('projection_rebuilds')
      .set({
        phase: progress.phase === 'done' ? 'swapping' : progress.phase, // done only once the row says so below
        events_done: progress.eventsDone,
        events_total: estimate.eventsTotal,
        events_per_second: estimate.eventsPerSecond,
        fraction_done: estimate.fractionDone,
        seconds_left: estimate.secondsLeft,
        updated_at: new Date().toISOString(),
      })
      .where('rebuild_id', '=', rebuildId)
      .execute();
  };
  try {
    total = (await options.countEvents?.(eventTypesOf(projection))) ?? null;
    if (total !== null)
      await db
        .updateTable('projection_rebuilds')
        .set({ events_total: total })
        .where('rebuild_id', '=', rebuildId)
        .execute();
    const {
      context: _context,
      countEvents: _count,
      progressIntervalMs: _interval,
      onProgress: _onProgress,
      ...rebuildOptions
    } = options;
    const result = await rebuildProjection(projection, { ...rebuildOptions, onProgress: write });
    const now = new Date().toISOString();
    await db
      .updateTable('projection_rebuilds')
      .set({
        phase: 'done',
        events_done: result.eventsApplied,
        fraction_done: 1,
        seconds_left: 0,
        finished_at: now,
        updated_at: now,
      })
      .where('rebuild_id', '=', rebuildId)
      .execute();
    await recordOperatorAction(
      options.eventStore,
      projection.name,
      'ProjectionRebuildFinished',
      { rebuildId, eventsApplied: result.eventsApplied, durationMs: result.durationMs },
      context,
    );
  } catch (error) {
    const message = describeError(error).slice(0, 1000);
    const now = new Date().toISOString();
    await db
      .updateTable('projection_rebuilds')
      .set({ phase: 'failed', error: message, seconds_left: null, finished_at: now, updated_at: now })
      .where('rebuild_id', '=', rebuildId)
      .execute()
      .catch(() => undefined);
    await recordOperatorAction(
      options.eventStore,
      projection.name,
      'ProjectionRebuildFailed',
      { rebuildId, error: message },
      context,
    ).catch(() => undefined);
  }
  return db.selectFrom('projection_rebuilds').selectAll().where('rebuild_id', '=', rebuildId).executeTakeFirstOrThrow();
}

/** The latest rebuild of a projection (running or not), or undefined before the first. */
export async function latestRebuild(db: Kysely<ProjectionTables>, name: string): Promise<RebuildRow | undefined> {
  return db
    .selectFrom('projection_rebuilds')
    .selectAll()
    .where('projection', '=', name)
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Closes as failed the unfinished rebuild rows of a projection whose rebuild lock nobody holds (their process died). */
export async function closeAbandonedRebuilds(
  db: Kysely<ProjectionTables>,
  name: string,
  lockHeld?: boolean,
): Promise<void> {
  const held = lockHeld ?? (await rebuildLockHeld(db, name));
  if (held) return;
  const now = new Date().toISOString();
  await db
    .updateTable('projection_rebuilds')
    .set({
      phase: 'failed',
      error: 'The process running this rebuild stopped before it finished',
      finished_at: now,
      updated_at: now,
    })
    .where('projection', '=', name)
    .where('finished_at', 'is', null)
    // A row younger than a few seconds may belong to a rebuild that has not taken its lock yet.
    .where('started_at', '<', sql<Date>`now() - interval '10 seconds'`)
    .execute();
}

async function rebuildLockHeld(db: Kysely<ProjectionTables>, name: string): Promise<boolean> {
  const { classid, objid } = lockKeyInPgLocks(projectionLockKey(name, 'rebuild'));
  const row = await sql<{ held: boolean }>`select exists (
      select 1 from pg_locks where locktype = 'advisory' and granted and objsubid = 1
        and classid::text = ${classid} and objid::text = ${objid}
        and database = (select oid from pg_database where datname = current_database())) as held`.execute(db);
  return row.rows[0]?.held ?? false;
}
