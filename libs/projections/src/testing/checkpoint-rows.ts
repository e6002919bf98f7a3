import type { Position } from '@store/eventstore';
import type { Kysely } from 'kysely';
import { cleared } from '../checkpoints/checkpoint-store';
import type { ProjectionTables } from '../checkpoints/checkpoint-tables';

/** The position of a test's checkpoint rows: commit `commit`, prepare 1. */
export const positionAt = (commit: number): Position => ({ commit: BigInt(commit), prepare: 1n });

/** The row of `name` as a running projection built at version 1, its checkpoint at `commit` (null: the start). */
export async function insertCheckpointAt(db: Kysely<any>, name: string, commit: number | null): Promise<void> {
  await (db as Kysely<ProjectionTables>)
    .insertInto('projection_checkpoints')
    .values({
      name,
      version: 1,
      event_types: [],
      commit_position: commit === null ? null : String(commit),
      prepare_position: commit === null ? null : '1',
      ...cleared,
    })
    .execute();
}

/** Moves the checkpoint of `name` to `commit`, with `status`, as its runner would. */
export async function moveCheckpointTo(
  db: Kysely<any>,
  name: string,
  commit: number,
  status: 'running' | 'failed' = 'running',
): Promise<void> {
  await (db as Kysely<ProjectionTables>)
    .updateTable('projection_checkpoints')
    .set({ commit_position: String(commit), prepare_position: '1', status })
    .where('name', '=', name)
    .execute();
}

/** Whether `promise` settles within `ms` (a wait for a checkpoint answered, or still waiting). */
export async function settledWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, ms));
  return done;
}
