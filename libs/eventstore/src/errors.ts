import type { ExpectedRevision } from './event-store';

/** The stream's current revision as a conflict reports it: its last revision, or no stream at all. */
export type ActualRevision = number | 'no_stream';

const describeExpected = (expected: ExpectedRevision) =>
  typeof expected === 'number' ? `revision ${expected}` : `'${expected}'`;

/**
 * The stream was not where the caller expected it: another writer got there first. Command
 * handlers reload the stream, decide again and retry (see withConflictRetry).
 */
export class WrongExpectedRevisionError extends Error {
  override readonly name = 'WrongExpectedRevisionError';

  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: ActualRevision,
  ) {
    super(
      `Stream '${streamId}' was expected at ${describeExpected(expected)} but ${
        actual === 'no_stream' ? 'does not exist' : `is at revision ${actual}`
      }`,
    );
  }
}

/** True for a WrongExpectedRevisionError, also one thrown by another copy of this library. */
export function isWrongExpectedRevisionError(error: unknown): error is WrongExpectedRevisionError {
  return (
    error instanceof WrongExpectedRevisionError ||
    (error as { name?: unknown } | null)?.name === 'WrongExpectedRevisionError'
  );
}

/** An event id was appended before; event ids are unique across the whole store. */
export class DuplicateEventIdError extends Error {
  override readonly name = 'DuplicateEventIdError';

  constructor(readonly streamId: string) {
    super(`Append to stream '${streamId}' reuses an event id that is already stored`);
  }
}

/**
 * The adapter cannot append to several streams atomically (EventStoreDB: its client has no
 * multi-stream append). Nothing was written; a caller that needs all or nothing must not split
 * the write into single-stream appends.
 */
export class MultiStreamAppendUnsupportedError extends Error {
  override readonly name = 'MultiStreamAppendUnsupportedError';

  constructor(
    readonly adapter: string,
    readonly streamCount: number,
  ) {
    super(
      `The ${adapter} event store cannot append to ${streamCount} streams atomically (no multi-stream append); nothing was written`,
    );
  }
}

/** True for a MultiStreamAppendUnsupportedError, also one thrown by another copy of this library. */
export function isMultiStreamAppendUnsupportedError(error: unknown): error is MultiStreamAppendUnsupportedError {
  return (
    error instanceof MultiStreamAppendUnsupportedError ||
    (error as { name?: unknown } | null)?.name === 'MultiStreamAppendUnsupportedError'
  );
}
