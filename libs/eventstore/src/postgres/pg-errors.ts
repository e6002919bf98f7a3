import type { StreamWrite } from '../event-store';

const UNIQUE_VIOLATION = '23505';
export const DEADLOCK_DETECTED = '40P01';

/**
 * The constraint a unique violation hit, if that is what `error` is. The stream row lock already
 * serialises writers, so the stream constraints are a backstop; they still mean a lost race, and
 * a raw pg error must never reach a command handler in place of WrongExpectedRevisionError.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  const pgError = error as { code?: string; constraint?: string } | null;
  return pgError?.code === UNIQUE_VIOLATION ? pgError.constraint : undefined;
}

/** The stream whose events hold the id a duplicate-id violation names (PostgreSQL's detail: "Key (event_id)=(...) already exists."). */
export function streamWithEventIdOf(error: unknown, writes: readonly StreamWrite[]): string {
  const eventId = /\(event_id\)=\(([^)]+)\)/.exec(String((error as { detail?: unknown })?.detail ?? ''))?.[1];
  return (
    writes.find((write) => write.events.some((event) => event.id === eventId))?.streamId ??
    writes.map((write) => write.streamId).join(', ')
  );
}
