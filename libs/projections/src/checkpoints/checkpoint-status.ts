import type { Kysely } from 'kysely';
import type { Position, RecordedEvent } from '@store/eventstore';
import type { PauseActor, ProjectionTables } from './checkpoint-tables';
import { cleared, type CheckpointRow } from './checkpoint-store';

// A projection's status on its checkpoint row: failed by a handler, paused by an operator.

export interface ProjectionFailure {
  message: string;
  event: Pick<RecordedEvent, 'id' | 'type'> & { position: Position; streamId?: string };
}

/** Marks a projection stopped by a failing handler; its checkpoint stays where it was. */
export async function markFailed(
  db: Kysely<ProjectionTables>,
  name: string,
  failure: ProjectionFailure,
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .updateTable('projection_checkpoints')
    .set({
      status: 'failed',
      last_error: failure.message,
      error_commit_position: failure.event.position.commit.toString(),
      error_prepare_position: failure.event.position.prepare.toString(),
      error_event_type: failure.event.type,
      error_event_id: failure.event.id,
      error_stream_id: failure.event.streamId ?? null,
      failed_at: now,
      updated_at: now,
    })
    .where('name', '=', name)
    .execute();
}

/**
 * Clears a failed projection's failure (status back to 'running'); its checkpoint stays, so the
 * runners waiting on it retry from there. False when the projection was not failed.
 */
export async function clearFailure(db: Kysely<ProjectionTables>, name: string): Promise<boolean> {
  const result = await db
    .updateTable('projection_checkpoints')
    .set({ ...cleared, updated_at: new Date().toISOString() })
    .where('name', '=', name)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The stored status of one projection, or undefined when it has no row. */
export async function readStatus(
  db: Kysely<ProjectionTables>,
  name: string,
): Promise<CheckpointRow['status'] | undefined> {
  const row = await db
    .selectFrom('projection_checkpoints')
    .select('status')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.status;
}

/** Flags a projection paused (its runners stop applying at their next batch); false when it has no row or is paused already. */
export async function markPaused(
  db: Kysely<ProjectionTables>,
  name: string,
  pause: { actor: PauseActor; reason: string | null },
): Promise<boolean> {
  const now = new Date().toISOString();
  const result = await db
    .updateTable('projection_checkpoints')
    .set({ paused_at: now, paused_by: JSON.stringify(pause.actor), pause_reason: pause.reason, updated_at: now })
    .where('name', '=', name)
    .where('paused_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Clears a pause; the pause that was cleared, or undefined when it was not paused. */
export async function clearPause(
  db: Kysely<ProjectionTables>,
  name: string,
): Promise<Pick<CheckpointRow, 'paused_at' | 'paused_by' | 'pause_reason'> | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('projection_checkpoints')
      .select(['paused_at', 'paused_by', 'pause_reason'])
      .where('name', '=', name)
      .where('paused_at', 'is not', null)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return undefined;
    await trx
      .updateTable('projection_checkpoints')
      .set({ paused_at: null, paused_by: null, pause_reason: null, updated_at: new Date().toISOString() })
      .where('name', '=', name)
      .execute();
    return row;
  });
}

/** Whether an operator paused the projection (false when it has no row). */
export async function isPaused(db: Kysely<ProjectionTables>, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('projection_checkpoints')
    .select('paused_at')
    .where('name', '=', name)
    .executeTakeFirst();
  return Boolean(row?.paused_at);
}
