import { sql, type Kysely } from 'kysely';
import type { Position, RecordedEvent } from '@store/eventstore';
import { beginBatch, checkpointOf, commitBatch } from '../checkpoints/checkpoint-store';
import type { ProjectionTables } from '../checkpoints/checkpoint-tables';
import type { ProjectionDefinition } from '../definition/projection-definition';
import { compareCheckpoints, sameCheckpoint, type Checkpoint } from '../position';
import { CheckpointMovedError, ProjectionPausedError, RunnerFencedError } from './errors';
import { runHandlers } from './run-handlers';

/**
 * Applies events to the projection's tables and moves its checkpoint, all in one transaction:
 * either every effect and the new checkpoint commit, or nothing does. The checkpoint row is
 * locked and compared first, so two writers can never apply the same events twice.
 *
 * `advanceTo` moves the checkpoint past the last event, up to a head position the caller knows
 * holds no further event of the projection's types (keeps read-your-writes waits short).
 *
 * A paused projection (an operator's flag on the row) applies nothing: ProjectionPausedError.
 *
 * `generation`: the runner generation the writer took the projection's lock with (its fence). When
 * the row carries another, a runner took over since (this one's lock session was lost, noticed or
 * not): nothing is written and no handler runs (RunnerFencedError). The check is made under the
 * row lock, which the new runner's generation raise also takes, so no batch of the old runner
 * commits after the new one took over.
 *
 * Returns the new checkpoint. Throws RunnerFencedError, CheckpointMovedError, ProjectionPausedError or HandlerFailedError after rollback.
 */
export async function applyBatch(
  db: Kysely<unknown>,
  projection: ProjectionDefinition,
  expected: Checkpoint,
  events: readonly RecordedEvent[],
  advanceTo?: Position,
  generation?: string,
): Promise<Checkpoint> {
  // Read while the transaction opens (BatchHooks.preload). Its rejection is observed here too:
  // a batch that fails before begin awaits it must not leave it unhandled.
  const preload = projection.batch?.preload;
  const preloading = preload && events.length ? preload(events, db) : undefined;
  preloading?.catch(() => undefined);
  // One connection, the transaction by hand: BEGIN goes with the lock and COMMIT with the save
  // (two round trips fewer per batch than db.transaction()).
  return db.connection().execute(async (connection) => {
    const trx: Kysely<ProjectionTables> = connection;
    try {
      const row = await beginBatch(trx, projection.name, { asyncCommit: !projection.reactor });
      if (generation !== undefined && String(row.runner_generation) !== generation) {
        throw new RunnerFencedError(projection.name, generation, String(row.runner_generation));
      }
      if (row.paused_at) throw new ProjectionPausedError(projection.name);
      const stored = checkpointOf(row);
      if (!sameCheckpoint(stored, expected)) throw new CheckpointMovedError(projection.name, expected, stored);

      const fresh = eventsAfter(events, expected);
      await runHandlers(connection, projection, fresh, preloading);
      let checkpoint: Checkpoint = fresh.length ? fresh[fresh.length - 1].position : expected;
      if (advanceTo && compareCheckpoints(advanceTo, checkpoint) > 0) checkpoint = advanceTo;
      await commitBatch(trx, projection.name, sameCheckpoint(checkpoint, expected) ? undefined : checkpoint);
      return checkpoint;
    } catch (error) {
      await sql
        .raw('rollback')
        .execute(connection)
        .catch(() => undefined);
      throw error;
    }
  });
}

/**
 * The events after `checkpoint` (those at or before it are applied). The batch is in log order,
 * so they are a prefix: found without comparing every event (a catching-up batch holds 10,000,
 * and each projection of a read group compared them all).
 */
function eventsAfter(events: readonly RecordedEvent[], checkpoint: Checkpoint): readonly RecordedEvent[] {
  let applied = 0;
  while (applied < events.length && compareCheckpoints(events[applied].position, checkpoint) <= 0) applied += 1;
  return applied ? events.slice(applied) : events;
}
