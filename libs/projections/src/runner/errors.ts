import { isDatabaseUnavailable } from '@store/platform';
import type { RecordedEvent } from '@store/eventstore';
import { formatCheckpoint, type Checkpoint } from '../position';

/** A handler threw: the batch was rolled back and the projection stops at its checkpoint. */
export class HandlerFailedError extends Error {
  constructor(
    readonly projection: string,
    readonly event: RecordedEvent,
    override readonly cause: unknown,
  ) {
    super(
      `Projection ${projection} failed on ${event.type} ${event.id} at ${formatCheckpoint(event.position)}: ${describeError(cause)}`,
    );
    this.name = 'HandlerFailedError';
  }
}

/**
 * The stored checkpoint is not where this runner left it: a rebuild swapped the tables in, or
 * another runner applied events. The batch was rolled back; read again from the stored one.
 */
export class CheckpointMovedError extends Error {
  constructor(
    readonly projection: string,
    readonly expected: Checkpoint,
    readonly stored: Checkpoint,
  ) {
    super(`Checkpoint of ${projection} moved from ${formatCheckpoint(expected)} to ${formatCheckpoint(stored)}`);
    this.name = 'CheckpointMovedError';
  }
}

/**
 * Another runner took the projection's lock after this one took it (the row's runner generation
 * moved on): this runner's lock session was lost, whether it noticed or not. The batch was rolled
 * back before any handler ran; the runner writes nothing more until it holds the lock again.
 */
export class RunnerFencedError extends Error {
  constructor(
    readonly projection: string,
    readonly generation: string,
    readonly stored: string,
  ) {
    super(
      `Runner generation ${generation} of ${projection} was replaced by generation ${stored}: another runner holds its lock`,
    );
    this.name = 'RunnerFencedError';
  }
}

/** An operator paused the projection: the batch was rolled back; wait until resumed, then read on. */
export class ProjectionPausedError extends Error {
  constructor(readonly projection: string) {
    super(`Projection ${projection} is paused`);
    this.name = 'ProjectionPausedError';
  }
}

export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

/**
 * Errors that say the database (not the handler's logic) failed: PostgreSQL unreachable or our
 * connection to it cut (isDatabaseUnavailable), shutdowns, deadlocks, serialization failures,
 * exhausted resources. A batch that hit one is retried instead of stopping the projection.
 */
export function isTransientDatabaseError(error: unknown): boolean {
  if (isDatabaseUnavailable(error)) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^(53|57P|40001|40P01)/.test(code);
}
