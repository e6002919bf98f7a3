import { randomUUID } from 'node:crypto';
import type { Actor, EventStore } from '@store/eventstore';
import type { Kysely } from 'kysely';
import { clearFailure, readCheckpointRows } from '../checkpoints/checkpoint-store';

/** The stream of operator actions on one projection (resume, ...): an audit trail in the log. */
export const projectionOperationsStream = (name: string) => `operations-projection-${name}`;

export interface ResumeResult {
  name: string;
  /** false when the projection was not failed (nothing to resume) or is unknown. */
  resumed: boolean;
  /** The failure that was cleared. */
  cleared?: { message: string | null; eventType: string | null; eventId: string | null };
}

/**
 * Resumes a projection (or reactor) a failing handler stopped, once the cause is fixed, without a
 * rebuild: the failure is cleared and its runners (waiting in every process that runs them) retry
 * from the unchanged checkpoint within a second. Only right when the fix does not change rows
 * written before the failure; otherwise rebuild (`npm run replay -- <name>`). The action is
 * appended as `ProjectionResumed` to `operations-projection-<name>` with its actor.
 */
export async function resumeProjection(
  db: Kysely<any>,
  eventStore: EventStore,
  name: string,
  actor: Actor = { id: null, role: 'system' },
): Promise<ResumeResult> {
  const [row] = await readCheckpointRows(db, [name]);
  if (!row || row.status !== 'failed') return { name, resumed: false };
  const cleared = { message: row.last_error, eventType: row.error_event_type, eventId: row.error_event_id };
  if (!(await clearFailure(db, name))) return { name, resumed: false };
  const correlationId = randomUUID();
  await eventStore.append(projectionOperationsStream(name), [
    {
      type: 'ProjectionResumed',
      data: { name, failure: cleared, at: new Date().toISOString() },
      metadata: { actor, correlationId, causationId: null, occurredAt: new Date().toISOString() },
    },
  ]);
  return { name, resumed: true, cleared };
}
