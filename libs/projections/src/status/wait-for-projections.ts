import type { Kysely } from 'kysely';
import type { Position } from '@store/eventstore';
import type { Logger } from '@store/platform';
import type { ProjectionTables } from '../checkpoints/checkpoint-tables';
import { checkpointWatchOf } from '../watch/checkpoint-watch';

export interface WaitForProjectionsOptions {
  /** Gives up after this long. Default 5000 ms. */
  timeoutMs?: number;
}

/**
 * Read-your-writes: waits until every named projection has applied the log up to `position`
 * (the one a command returned), so a handler can then read its own write. Returns true when
 * they all have; false when the time runs out or one of them has failed (it will not catch up).
 *
 * A projection whose runner is in this process (and on the same `db`) answers as soon as its
 * batch commits; otherwise, and as a backup, its checkpoint row is read, one query for every
 * waiter of the process (see CheckpointWatch).
 */
export function waitForProjections(
  db: Kysely<ProjectionTables>,
  names: readonly string[],
  position: Position,
  options: WaitForProjectionsOptions = {},
): Promise<boolean> {
  return checkpointWatchOf(db).wait(names, position, options.timeoutMs ?? 5000);
}

/**
 * Read-your-writes for an answer: waits (bounded, as waitForProjections) until `projection` shows
 * the effect of the command written at `position`. When it does not catch up in time it logs a
 * warning and lets the answer go with what the read model shows. No position (nothing written):
 * nothing to wait for.
 */
export async function waitToReadYourWrites(
  db: Kysely<ProjectionTables>,
  projection: string,
  position: Position | null | undefined,
  logger: Pick<Logger, 'warn'>,
  options: WaitForProjectionsOptions = {},
): Promise<void> {
  if (!position) return;
  const caughtUp = await waitForProjections(db, [projection], position, options);
  if (!caughtUp) logger.warn({ projection }, `${projection} did not catch up in time; answering with what it shows`);
}
