import { randomUUID } from 'node:crypto';
import type { Actor, EventStore } from '@store/eventstore';
import type { Kysely } from 'kysely';
import { clearFailure, clearPause, markPaused } from '../checkpoints/checkpoint-status';
import { readCheckpointRows } from '../checkpoints/checkpoint-store';
import type { ProjectionTables } from '../checkpoints/checkpoint-tables';

/** The stream of operator actions on one projection (pause, resume, rebuild): an audit trail in the log. */
export const projectionOperationsStream = (name: string) => `operations-projection-${name}`;

/** Where an operator action came from: its actor, and the request's correlation id when there was one. */
export interface OperatorContext {
  actor: Actor;
  correlationId?: string;
  causationId?: string | null;
}

export interface ResumeResult {
  name: string;
  /** false when the projection was neither failed nor paused (nothing to resume) or is unknown. */
  resumed: boolean;
  /** The failure that was cleared. */
  cleared?: { message: string | null; eventType: string | null; eventId: string | null };
  /** The pause that was lifted. */
  unpaused?: { at: string; reason: string | null };
}

export interface PauseResult {
  name: string;
  /** false when it was paused already or has no checkpoint row yet. */
  paused: boolean;
}

const contextOf = (context: OperatorContext | Actor): OperatorContext =>
  'actor' in context ? context : { actor: context };

/** Appends one operator action to the projection's operations stream. */
export async function recordOperatorAction(
  eventStore: EventStore,
  name: string,
  type: string,
  data: Record<string, unknown>,
  context: OperatorContext,
): Promise<string> {
  const id = randomUUID();
  const at = new Date().toISOString();
  await eventStore.append(projectionOperationsStream(name), [
    {
      id,
      type,
      data: { name, ...data, at },
      metadata: {
        actor: context.actor,
        correlationId: context.correlationId ?? randomUUID(),
        causationId: context.causationId ?? null,
        occurredAt: at,
      },
    },
  ]);
  return id;
}

/**
 * Resumes a projection (or reactor) a failing handler stopped or an operator paused, once the
 * cause is fixed, without a rebuild: the failure and the pause are cleared and its runners
 * (waiting in every process that runs them) go on from the unchanged checkpoint within a second.
 * After a failure, only right when the fix does not change rows written before it; otherwise
 * rebuild (`npm run replay -- <name>`). Recorded as `ProjectionResumed` in
 * `operations-projection-<name>` with its actor.
 */
export async function resumeProjection(
  db: Kysely<ProjectionTables>,
  eventStore: EventStore,
  name: string,
  context: OperatorContext | Actor = { id: null, role: 'system' },
): Promise<ResumeResult> {
  const [row] = await readCheckpointRows(db, [name]);
  if (!row) return { name, resumed: false };
  const failure =
    row.status === 'failed'
      ? { message: row.last_error, eventType: row.error_event_type, eventId: row.error_event_id }
      : undefined;
  const cleared = failure && (await clearFailure(db, name)) ? failure : undefined;
  const pause = await clearPause(db, name);
  const unpaused = pause?.paused_at
    ? { at: new Date(pause.paused_at).toISOString(), reason: pause.pause_reason }
    : undefined;
  if (!cleared && !unpaused) return { name, resumed: false };
  await recordOperatorAction(
    eventStore,
    name,
    'ProjectionResumed',
    { failure: cleared ?? null, pause: unpaused ?? null },
    contextOf(context),
  );
  return { name, resumed: true, ...(cleared ? { cleared } : {}), ...(unpaused ? { unpaused } : {}) };
}

/**
 * Pauses a projection or reactor in every process: its runners finish the batch in flight and
 * apply nothing more (keeping their checkpoint) until resumed. Recorded as `ProjectionPaused`.
 */
export async function pauseProjection(
  db: Kysely<ProjectionTables>,
  eventStore: EventStore,
  name: string,
  context: OperatorContext,
  reason: string | null = null,
): Promise<PauseResult> {
  if (!(await markPaused(db, name, { actor: context.actor, reason }))) return { name, paused: false };
  await recordOperatorAction(eventStore, name, 'ProjectionPaused', { reason }, context);
  return { name, paused: true };
}
