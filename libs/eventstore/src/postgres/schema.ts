import type { ColumnType, Generated } from 'kysely';
import type { EventMetadata } from '../event-store';

/** int8 and xid8 columns: pg hands them over as decimal strings. */
type Int8 = ColumnType<string, string | number | bigint, string | number | bigint>;

export interface EventStreamsTable {
  stream_id: string;
  revision: Int8;
}

export interface EventsTable {
  position: ColumnType<string, never, never>;
  transaction_id: ColumnType<string, never, never>;
  stream_id: string;
  revision: Int8;
  event_id: string;
  type: string;
  version: Generated<number>;
  data: unknown;
  metadata: EventMetadata;
  /** An ISO string: the store's pool reads it so (recordedAtFromText). */
  recorded_at: ColumnType<string, never, never>;
}

/** The tables of eventStoreMigrations, for Kysely. */
export interface EventStoreTables {
  event_streams: EventStreamsTable;
  events: EventsTable;
}

/** One row of `events` as the adapter selects it. */
export interface EventRow {
  position: string;
  transaction_id: string;
  stream_id: string;
  revision: string;
  event_id: string;
  type: string;
  version: number;
  data: unknown;
  metadata: EventMetadata;
  /** ISO 8601 in UTC (recordedAtFromText). */
  recorded_at: string;
}

export const EVENT_COLUMNS = [
  'position',
  'transaction_id',
  'stream_id',
  'revision',
  'event_id',
  'type',
  'version',
  'data',
  'metadata',
  'recorded_at',
] as const;
