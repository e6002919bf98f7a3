import {
  MAX_STREAMS_PER_APPEND,
  MAX_STREAMS_PER_READ,
  type ExpectedRevision,
  type NewEvent,
  type StreamWrite,
} from './event-store';

const ACTOR_ROLES = new Set(['user', 'admin', 'guest', 'system']);

/**
 * Checks arguments before any adapter touches storage, so both adapters refuse the same
 * inputs with the same messages. Metadata is checked at run time too: audit screens depend on
 * it, and plain JavaScript callers bypass the types.
 */
export function assertValidAppend(
  streamId: string,
  events: readonly NewEvent[],
  expectedRevision: ExpectedRevision,
): void {
  if (typeof streamId !== 'string' || streamId.length === 0) throw new TypeError('streamId must be a non-empty string');
  if (!Array.isArray(events) || events.length === 0) {
    throw new RangeError(`Append to '${streamId}' needs at least one event`);
  }
  assertValidWrite(streamId, events, expectedRevision);
}

/**
 * The writes of an appendToStreams: each as an append, except that a write may have no events
 * (it only checks an existing stream: a revision or 'exists', since a stream that is missing
 * cannot be locked against its creation); each stream at most
 * once, at least one event in all, at most MAX_STREAMS_PER_APPEND streams.
 */
export function assertValidWrites(writes: readonly StreamWrite[]): void {
  if (!Array.isArray(writes) || writes.length === 0) throw new RangeError('appendToStreams needs at least one write');
  if (writes.length > MAX_STREAMS_PER_APPEND)
    throw new RangeError(`appendToStreams takes at most ${MAX_STREAMS_PER_APPEND} streams, got ${writes.length}`);
  const streams = new Set<string>();
  let events = 0;
  for (const write of writes) {
    if (!write || !Array.isArray(write.events))
      throw new TypeError('Every write needs { streamId, events, expectedRevision }');
    assertValidWrite(write.streamId, write.events, write.expectedRevision);
    if (streams.has(write.streamId))
      throw new RangeError(`appendToStreams writes each stream once: '${write.streamId}' is named twice`);
    if (
      write.events.length === 0 &&
      typeof write.expectedRevision !== 'number' &&
      write.expectedRevision !== 'exists'
    ) {
      throw new RangeError(
        `A write without events only checks an existing stream: '${write.streamId}' needs a revision or 'exists' as its expected revision`,
      );
    }
    streams.add(write.streamId);
    events += write.events.length;
  }
  if (events === 0) throw new RangeError('appendToStreams needs at least one event');
}

function assertValidWrite(streamId: string, events: readonly NewEvent[], expectedRevision: ExpectedRevision): void {
  if (typeof streamId !== 'string' || streamId.length === 0) throw new TypeError('streamId must be a non-empty string');
  if (
    typeof expectedRevision === 'number'
      ? !Number.isSafeInteger(expectedRevision) || expectedRevision < 0
      : !['any', 'no_stream', 'exists'].includes(expectedRevision)
  ) {
    throw new RangeError(`Invalid expected revision for '${streamId}': ${String(expectedRevision)}`);
  }
  for (const event of events) {
    if (typeof event.type !== 'string' || event.type.length === 0) {
      throw new TypeError(`Every event appended to '${streamId}' needs a type`);
    }
    if (event.type.startsWith('$'))
      throw new TypeError(`Event type '${event.type}' is reserved: types starting with $ belong to the store`);
    if (event.version !== undefined && (!Number.isInteger(event.version) || event.version < 1)) {
      throw new RangeError(`Event ${event.type}: version must be an integer >= 1, got ${event.version}`);
    }
    const metadata = event.metadata;
    if (
      !metadata ||
      !metadata.actor ||
      !ACTOR_ROLES.has(metadata.actor.role) ||
      !(metadata.actor.id === null || typeof metadata.actor.id === 'string') ||
      typeof metadata.correlationId !== 'string' ||
      !(metadata.causationId === null || typeof metadata.causationId === 'string') ||
      typeof metadata.occurredAt !== 'string'
    ) {
      throw new TypeError(
        `Event ${event.type} on '${streamId}' needs metadata { actor: { id, role }, correlationId, causationId, occurredAt }`,
      );
    }
  }
}

/** A limit option: absent means no limit; otherwise a non-negative integer. */
export function assertValidLimit(limit: number | undefined): void {
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 0)) {
    throw new RangeError(`limit must be a non-negative integer, got ${limit}`);
  }
}

/** A subscription's bufferSize option: absent, or a positive integer. */
export function assertValidBufferSize(bufferSize: number | undefined): void {
  if (bufferSize !== undefined && (!Number.isInteger(bufferSize) || bufferSize < 1)) {
    throw new RangeError(`bufferSize must be a positive integer, got ${bufferSize}`);
  }
}

export function assertValidReadInterval(minReadIntervalMs: number | undefined): void {
  if (
    minReadIntervalMs !== undefined &&
    (!Number.isInteger(minReadIntervalMs) || minReadIntervalMs < 0 || minReadIntervalMs > 60_000)
  ) {
    throw new RangeError(
      `minReadIntervalMs must be a whole number of milliseconds up to a minute, got ${minReadIntervalMs}`,
    );
  }
}

/** The ids of a readStreams call: an array of non-empty strings, at most MAX_STREAMS_PER_READ of them. */
export function assertValidStreamIds(streamIds: readonly string[]): void {
  if (!Array.isArray(streamIds)) throw new TypeError('streamIds must be an array of stream ids');
  if (streamIds.length > MAX_STREAMS_PER_READ) {
    throw new RangeError(`readStreams takes at most ${MAX_STREAMS_PER_READ} stream ids, got ${streamIds.length}`);
  }
  for (const streamId of streamIds) {
    if (typeof streamId !== 'string' || streamId.length === 0)
      throw new TypeError('streamId must be a non-empty string');
  }
}
