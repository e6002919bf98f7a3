import type { Kysely } from 'kysely';
import { checkpointOf, moveCheckpointIfAt, readCheckpointRows } from '../checkpoints/checkpoint-store';
import type { ProjectionTables } from '../checkpoints/checkpoint-tables';
import type { Checkpoint } from '../position';
import { CheckpointMovedError, ProjectionPausedError, RunnerFencedError } from './errors';

/**
 * Moves an idle projection's checkpoint from `expected` to `to` (no event of its types between
 * them): one statement, no transaction, as nothing else is written. Fails as a batch would when
 * another runner took over since `generation` (the runner's fence), the checkpoint moved
 * meanwhile (a rebuild, another runner) or the projection was paused.
 */
export async function advanceIdleCheckpoint(
  db: Kysely<ProjectionTables>,
  name: string,
  expected: Checkpoint,
  to: Checkpoint,
  generation?: string,
): Promise<void> {
  if (await moveCheckpointIfAt(db, name, expected, to, generation)) return;
  const [row] = await readCheckpointRows(db, [name]);
  if (!row) throw new Error(`Projection ${name} has no checkpoint row`);
  if (generation !== undefined && String(row.runner_generation) !== generation)
    throw new RunnerFencedError(name, generation, String(row.runner_generation));
  if (row.paused_at) throw new ProjectionPausedError(name);
  throw new CheckpointMovedError(name, expected, checkpointOf(row));
}
