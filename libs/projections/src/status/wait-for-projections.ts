import type { Kysely } from 'kysely';
import type { Position } from '@store/eventstore';
import { checkpointOf, readCheckpointRows } from '../checkpoints/checkpoint-store';
import type { ProjectionTables } from '../checkpoints/checkpoint-tables';
import { sleep } from '../internal/sleep';
import { hasReached } from '../position';

export interface WaitForProjectionsOptions {
  /** Gives up after this long. Default 5000 ms. */
  timeoutMs?: number;
  /** First pause between polls; it doubles up to 50 ms. Default 5 ms. */
  pollMs?: number;
}

const LONGEST_POLL_MS = 50;

/**
 * Read-your-writes: waits until every named projection has applied the log up to `position`
 * (the one a command returned), so a handler can then read its own write. Returns true when
 * they all have; false when the time runs out or one of them has failed (it will not catch up).
 */
export async function waitForProjections(
  db: Kysely<any>,
  names: readonly string[],
  position: Position,
  options: WaitForProjectionsOptions = {},
): Promise<boolean> {
  if (names.length === 0) return true;
  const deadline = Date.now() + (options.timeoutMs ?? 5000);
  let pause = options.pollMs ?? 5;
  for (;;) {
    const rows = await readCheckpointRows(db as Kysely<ProjectionTables>, names);
    if (rows.some((row) => row.status === 'failed')) return false;
    const caughtUp = rows.filter((row) => hasReached(checkpointOf(row), position)).length;
    if (caughtUp === new Set(names).size) return true;
    const left = deadline - Date.now();
    if (left <= 0) return false;
    await sleep(Math.min(pause, left));
    pause = Math.min(pause * 2, LONGEST_POLL_MS);
  }
}
