import {
  ANY,
  AppendExpectedRevision,
  AllStreamRecordedEvent,
  CurrentRevision,
  EventData,
  jsonEvent,
  type JSONType,
  NO_STREAM,
  RecordedEvent as EsdbRecordedEvent,
  STREAM_EXISTS,
} from '@eventstore/db-client';
import type { EventMetadata, ExpectedRevision, NewEvent, Position, RecordedEvent } from '../event-store';
import type { ActualRevision } from '../errors';

export function toEsdbExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  switch (expected) {
    case 'any':
      return ANY;
    case 'no_stream':
      return NO_STREAM;
    case 'exists':
      return STREAM_EXISTS;
    default:
      return BigInt(expected);
  }
}

export const fromEsdbCurrentRevision = (current: CurrentRevision): ActualRevision =>
  typeof current === 'bigint' ? Number(current) : 'no_stream';

/**
 * How our metadata travels in an ESDB event's metadata JSON: the fields of EventMetadata, the
 * schema version of `data`, and ESDB's own $correlationId/$causationId so its by-correlation
 * system projection works.
 */
export interface StoredMetadata extends EventMetadata {
  eventVersion: number;
  $correlationId: string;
  $causationId?: string;
}

export function toEventData(event: NewEvent): EventData {
  // An object literal's type (not the StoredMetadata interface) fits the client's JSON record type.
  const metadata = {
    ...event.metadata,
    eventVersion: event.version ?? 1,
    $correlationId: event.metadata.correlationId,
    ...(event.metadata.causationId ? { $causationId: event.metadata.causationId } : {}),
  } satisfies StoredMetadata;
  // `data` is the JSON the caller appended (null when it gave none): the client JSON.stringifies
  // it as it is, whatever JSON value it is, though its type names only objects, arrays and strings.
  return jsonEvent({ id: event.id, type: event.type, data: (event.data ?? null) as JSONType, metadata });
}

/** ESDB's own events ($statistics, $metadata, links `$>`, ...) never reach our readers. */
export const isSystemEvent = (event: { type: string; streamId: string }) =>
  event.type.startsWith('$') || event.streamId.startsWith('$');

/** The client parses JSON content already; binary content that holds JSON is parsed here. */
function decodeJson(value: unknown): unknown {
  if (!(value instanceof Uint8Array)) return value;
  const text = Buffer.from(value).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Our RecordedEvent from ESDB's, before upcasting. Events written by another client lack our
 * metadata; they get a system actor, their own id as correlation id and their created time.
 */
export function fromEsdbEvent(
  event: EsdbRecordedEvent | AllStreamRecordedEvent,
  fallbackPosition?: Position,
): RecordedEvent {
  const stored = (decodeJson(event.metadata) ?? {}) as Partial<StoredMetadata>;
  const position = event.position ?? fallbackPosition ?? { commit: -1n, prepare: -1n };
  return {
    id: event.id,
    streamId: event.streamId,
    revision: Number(event.revision),
    position: { commit: position.commit, prepare: position.prepare },
    type: event.type,
    version: typeof stored.eventVersion === 'number' ? stored.eventVersion : 1,
    data: decodeJson(event.data),
    metadata: {
      actor: stored.actor ?? { id: null, role: 'system' },
      correlationId: stored.correlationId ?? stored.$correlationId ?? event.id,
      causationId: stored.causationId ?? stored.$causationId ?? null,
      occurredAt: stored.occurredAt ?? event.created.toISOString(),
    },
    recordedAt: event.created.toISOString(),
  };
}

/**
 * The 6.x client speaks esdb:// and esdb+discover:// only; KurrentDB's kurrentdb:// and
 * kurrent:// (accepted by the config) name the same protocol.
 */
export const toEsdbConnectionString = (url: string): string =>
  url.replace(/^(kurrentdb|kurrent)(\+discover)?:\/\//i, (_match, _scheme, discover = '') => `esdb${discover}://`);

/** An ESDB regex matching exactly these event types. */
export const eventTypesRegex = (types: readonly string[]): string =>
  `^(?:${types.map((type) => type.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`;
