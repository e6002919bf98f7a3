import type { Position, RecordedEvent } from '../event-store';
import type { Upcasters } from '../upcasting';
import type { EventRow } from './schema';

/** pg returns int8 and xid8 as decimal strings; positions are bigint. */
export const toPosition = (transactionId: string, position: string): Position => ({
  commit: BigInt(transactionId),
  prepare: BigInt(position),
});

export function toRecordedEvent(row: EventRow, upcasters: Upcasters): RecordedEvent {
  return upcasters.upcast({
    id: row.event_id,
    streamId: row.stream_id,
    revision: Number(row.revision),
    position: toPosition(row.transaction_id, row.position),
    type: row.type,
    version: row.version,
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at,
  });
}
