import { sql, type Kysely, type Selectable } from 'kysely';
import { NON_APPENDING_APPLICATION_NAME } from '@store/eventstore';
import type { Checkpoint } from '../position';
import type { ProjectionCheckpointsTable, ProjectionTables } from './checkpoint-tables';

export type CheckpointRow = Selectable<ProjectionCheckpointsTable>;

/** Reads the row's position columns back into a checkpoint. */
export function checkpointOf(row: Pick<CheckpointRow, 'commit_position' | 'prepare_position'>): Checkpoint {
  if (row.commit_position === null || row.prepare_position === null) return 'start';
  return { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) };
}

export function positionColumns(checkpoint: Checkpoint) {
  return checkpoint === 'start'
    ? { commit_position: null, prepare_position: null }
    : { commit_position: checkpoint.commit.toString(), prepare_position: checkpoint.prepare.toString() };
}

/** The failure columns of a row that runs again. */
export const cleared = {
  status: 'running',
  last_error: null,
  error_commit_position: null,
  error_prepare_position: null,
  error_event_type: null,
  error_event_id: null,
  error_stream_id: null,
  failed_at: null,
} as const;

/**
 * Creates the row of a projection seen for the first time. Version 0 means "no tables built by
 * any version yet"; whoever builds them sets the real version.
 */
export async function insertCheckpointIfMissing(
  db: Kysely<ProjectionTables>,
  name: string,
  eventTypes: readonly string[],
): Promise<void> {
  await db
    .insertInto('projection_checkpoints')
    .values({ name, version: 0, event_types: [...eventTypes], ...positionColumns('start'), ...cleared })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
}

/**
 * Locks the projection's row until the transaction ends. Every writer of a projection's tables
 * (a runner's batch, a rebuild's swap) takes this lock first, so they never interleave.
 */
export async function lockCheckpointRow(db: Kysely<ProjectionTables>, name: string): Promise<CheckpointRow> {
  const row = await db
    .selectFrom('projection_checkpoints')
    .selectAll()
    .where('name', '=', name)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new Error(`Projection ${name} has no checkpoint row`);
  return row;
}

/** A text literal for the statements below (their values are our own: names, digits, ISO times). */
const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * BEGIN, then lockCheckpointRow marking the transaction as one that never appends (see
 * markNonAppending), in one round trip: one text of two statements, sent without parameters
 * (simple protocol), so the values are literals. Needs createDatabase's pool
 * (it hands Kysely the last statement's rows). The caller ends the transaction: commitBatch, or
 * ROLLBACK on any error.
 *
 * `asyncCommit`: the commit does not wait for its WAL to reach the disk (synchronous_commit off
 * for this transaction). For a read model that is safe: its rows and its checkpoint commit or
 * are lost together, and a crash of the PostgreSQL server can only lose the last batches (never
 * a later one without an earlier: WAL is flushed in order), which the runner applies again from
 * the checkpoint that survived. Reactors keep durable commits: a lost checkpoint would enqueue
 * their jobs again.
 */
export async function beginBatch(
  db: Kysely<ProjectionTables>,
  name: string,
  { asyncCommit = false }: { asyncCommit?: boolean } = {},
): Promise<CheckpointRow> {
  const { rows } = await sql
    .raw<CheckpointRow & { non_appending: string }>(
      `begin; ${asyncCommit ? 'set local synchronous_commit = off; ' : ''}` +
        `select *, set_config('application_name', ${literal(NON_APPENDING_APPLICATION_NAME)}, true) as non_appending ` +
        `from projection_checkpoints where name = ${literal(name)} for update`,
    )
    .execute(db);
  const row = rows[0];
  if (!row) throw new Error(`Projection ${name} has no checkpoint row`);
  const { non_appending: _marked, ...checkpointRow } = row;
  return checkpointRow;
}

/** Moves the checkpoint (when given) and clears any earlier failure, then COMMIT: one round trip, as beginBatch. */
export async function commitBatch(db: Kysely<ProjectionTables>, name: string, checkpoint?: Checkpoint): Promise<void> {
  if (!checkpoint) {
    await sql.raw('commit').execute(db);
    return;
  }
  const position = positionColumns(checkpoint);
  const bigint = (value: string | null) => (value === null ? 'null' : String(BigInt(value)));
  await sql
    .raw(
      `update projection_checkpoints set commit_position = ${bigint(position.commit_position)}, prepare_position = ${bigint(position.prepare_position)}, ` +
        `status = ${literal(cleared.status)}, last_error = null, error_commit_position = null, error_prepare_position = null, ` +
        `error_event_type = null, error_event_id = null, error_stream_id = null, failed_at = null, updated_at = ${literal(new Date().toISOString())} ` +
        `where name = ${literal(name)}; commit`,
    )
    .execute(db);
}

/**
 * Moves the checkpoint from `expected` to `to` (clearing any earlier failure) unless it moved
 * meanwhile, the projection is paused, or (with `generation`) another runner took over; true when
 * it did. One statement on its own: the row lock it takes waits for a batch or a rebuild holding
 * it, then re-checks. It marks itself as never appending (see markNonAppending) before it takes a
 * transaction id.
 */
export async function moveCheckpointIfAt(
  db: Kysely<ProjectionTables>,
  name: string,
  expected: Checkpoint,
  to: Checkpoint,
  generation?: string,
): Promise<boolean> {
  const from = positionColumns(expected);
  let update = db
    .updateTable('projection_checkpoints')
    .set({ ...positionColumns(to), ...cleared, updated_at: new Date().toISOString() })
    .where('name', '=', name);
  if (generation !== undefined) update = update.where('runner_generation', '=', generation);
  const result = await update
    .where(sql<boolean>`commit_position is not distinct from ${from.commit_position}::bigint`)
    .where(sql<boolean>`prepare_position is not distinct from ${from.prepare_position}::bigint`)
    .where('paused_at', 'is', null)
    .where(sql<boolean>`set_config('application_name', ${NON_APPENDING_APPLICATION_NAME}, true) is not null`)
    // No event came, so nothing but the position is lost if the server crashes: read again (see beginBatch).
    .where(sql<boolean>`set_config('synchronous_commit', 'off', true) is not null`)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Raises the projection's runner generation and returns it: the fence of the runner that has just
 * taken the projection's lock. Every batch of an older generation is refused from then on
 * (RunnerFencedError), so a runner that lost its lock session without noticing writes nothing
 * after the new one took over. Call with the row locked (prepareProjection's transaction).
 */
export async function raiseRunnerGeneration(db: Kysely<ProjectionTables>, name: string): Promise<string> {
  const row = await db
    .updateTable('projection_checkpoints')
    .set({ runner_generation: sql<string>`runner_generation + 1` })
    .where('name', '=', name)
    .returning('runner_generation')
    .executeTakeFirstOrThrow();
  return String(row.runner_generation);
}

/** Records a built (or rebuilt) projection: its tables now belong to `version`. */
export async function saveBuiltCheckpoint(
  db: Kysely<ProjectionTables>,
  name: string,
  built: { version: number; eventTypes: readonly string[]; checkpoint: Checkpoint },
): Promise<void> {
  await db
    .updateTable('projection_checkpoints')
    .set({
      version: built.version,
      event_types: [...built.eventTypes],
      ...positionColumns(built.checkpoint),
      ...cleared,
      updated_at: new Date().toISOString(),
    })
    .where('name', '=', name)
    .execute();
}

export async function saveEventTypes(db: Kysely<ProjectionTables>, name: string, eventTypes: readonly string[]) {
  await db
    .updateTable('projection_checkpoints')
    .set({ event_types: [...eventTypes] })
    .where('name', '=', name)
    .execute();
}

export async function readCheckpointRows(
  db: Kysely<ProjectionTables>,
  names?: readonly string[],
): Promise<CheckpointRow[]> {
  let query = db.selectFrom('projection_checkpoints').selectAll().orderBy('name');
  if (names) {
    if (names.length === 0) return [];
    query = query.where('name', 'in', [...names]);
  }
  return query.execute();
}
