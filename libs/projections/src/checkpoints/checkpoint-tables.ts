import type { ColumnType } from 'kysely';

export type ProjectionStatus = 'running' | 'failed';

/** int8 columns arrive as strings; they are written as strings so no precision is lost. */
type NullableInt8 = ColumnType<string | null, string | null, string | null>;

/** One row per projection: how far it has applied the global log, and why it stopped if it did. */
export interface ProjectionCheckpointsTable {
  name: string;
  version: number;
  /** The event types the projection reads; lets health count lag without its definition. */
  event_types: string[];
  /** Position of the last event applied (or skipped past); both null before the first one. */
  commit_position: NullableInt8;
  prepare_position: NullableInt8;
  status: ProjectionStatus;
  last_error: string | null;
  error_commit_position: NullableInt8;
  error_prepare_position: NullableInt8;
  error_event_type: string | null;
  error_event_id: string | null;
  failed_at: ColumnType<Date | null, string | null, string | null>;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface ProjectionTables {
  projection_checkpoints: ProjectionCheckpointsTable;
}
