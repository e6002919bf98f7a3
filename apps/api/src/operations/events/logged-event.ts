import type { LoggedEvent } from '@store/contracts';
import type { EventMetadata } from '@store/eventstore';

/** One row of the PostgreSQL `events` table as the browser selects it. */
export interface EventLogRow {
  event_id: string;
  stream_id: string;
  revision: string;
  position: string;
  transaction_id: string;
  type: string;
  version: number;
  data: unknown;
  /** As the store writes it; events written before a field existed lack it. */
  metadata: (Partial<EventMetadata> & Record<string, unknown>) | null;
  recorded_at: Date;
}

/**
 * An event as the browser shows it: the payload as stored (sealed personal data stays sealed:
 * nothing here opens it; old shapes are shown as written, with their version) and the metadata,
 * with defaults for fields events written before they existed lack.
 */
export function toLoggedEvent(row: EventLogRow): LoggedEvent {
  const metadata = row.metadata ?? {};
  const recordedAt = new Date(row.recorded_at).toISOString();
  return {
    eventId: row.event_id,
    streamId: row.stream_id,
    revision: Number(row.revision),
    position: { commit: row.transaction_id, prepare: row.position },
    cursor: `${row.transaction_id}/${row.position}`,
    type: row.type,
    version: row.version,
    data: row.data,
    metadata: {
      ...metadata,
      actor: metadata.actor ?? { id: null, role: 'system' },
      correlationId: String(metadata.correlationId ?? ''),
      causationId: metadata.causationId ?? null,
      occurredAt: String(metadata.occurredAt ?? recordedAt),
    },
    recordedAt,
  };
}
