import type { Kysely } from 'kysely';
import { checkpointOf, moveCheckpointIfAt, readCheckpointRows } from '../checkpoints/checkpoint-store';
import type { ProjectionTables } from '../checkpoints/checkpoint-tables';
import type { Checkpoint } from '../position';
import { CheckpointMovedError, ProjectionPausedError } from './errors';

/**
 * Moves an idle projection's checkpoint from `expected` to `to` (no event of its types between
 * them): one statement, no transaction, as nothing else is written. Fails as a batch would when
 * the checkpoint moved meanwhile (a rebuild, another runner) or the projection was paused.
 */
export async function advanceIdleCheckpoint(db: Kysely<ProjectionTables>, name: string, expected: Checkpoint, to: Checkpoint): Promise<void> {
  if (await moveCheckpointIfAt(db, name, expected, to)) return;
  const [row] = await readCheckpointRows(db, [name]);
  if (!row) throw new Error(`Projection ${name} has no checkpoint row`);
  if (row.paused_at) throw new ProjectionPausedError(name);
  throw new CheckpointMovedError(name, expected, checkpointOf(row));
}
