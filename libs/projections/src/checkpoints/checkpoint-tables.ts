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
  /** Stream of the event a handler failed on (null for failures recorded before it was kept). */
  error_stream_id: ColumnType<string | null, string | null | undefined, string | null>;
  failed_at: ColumnType<Date | null, string | null, string | null>;
  updated_at: ColumnType<Date, string | undefined, string>;
  /** Set by an operator: every runner of the projection stops applying until it is cleared. */
  paused_at: ColumnType<Date | null, string | null | undefined, string | null>;
  paused_by: ColumnType<PauseActor | null, string | null | undefined, string | null>;
  pause_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** Raised by each runner that takes the projection's lock; its batches write only while the row still carries it (the fence). */
  runner_generation: ColumnType<string, string | undefined, string>;
}

/** Who paused a projection (the event store's Actor, as stored in jsonb). */
export interface PauseActor {
  id: string | null;
  role: string;
}

/** One rebuild started from the operations screen (or the CLI): its progress, readable from any process. */
export interface ProjectionRebuildsTable {
  rebuild_id: string;
  projection: string;
  phase: 'starting' | 'catching_up' | 'swapping' | 'done' | 'failed';
  events_done: ColumnType<string, number | undefined, number>;
  events_total: ColumnType<string | null, number | null | undefined, number | null>;
  events_per_second: ColumnType<number, number | undefined, number>;
  fraction_done: number | null;
  seconds_left: number | null;
  actor: ColumnType<PauseActor, string, string>;
  error: string | null;
  started_at: ColumnType<Date, string | undefined, string>;
  finished_at: ColumnType<Date | null, string | null | undefined, string | null>;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface ProjectionTables {
  projection_checkpoints: ProjectionCheckpointsTable;
  projection_rebuilds: ProjectionRebuildsTable;
}
