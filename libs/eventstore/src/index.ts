export * from './event-store';
export {
  WrongExpectedRevisionError,
  DuplicateEventIdError,
  isWrongExpectedRevisionError,
  MultiStreamAppendUnsupportedError,
  isMultiStreamAppendUnsupportedError,
} from './errors';
export type { ActualRevision } from './errors';
export { withConflictRetry } from './conflict-retry';
export { CallBatcher } from './batching/call-batcher';
export type { CallBatcherOptions } from './batching/call-batcher';
export type { ConflictRetryOptions } from './conflict-retry';
export { comparePositions, positionToString, parsePosition } from './positions';
export { UpcasterRegistry, noUpcasters } from './upcasting';
export type { Upcaster, Upcasters } from './upcasting';
export { createEventStore } from './create-event-store';
export type { CreateEventStoreOptions } from './create-event-store';
export { PostgresEventStore } from './postgres/postgres-event-store';
export type { PostgresEventStoreOptions } from './postgres/postgres-event-store';
export { eventStoreMigrations } from './postgres/migrations';
export type { MigrationSet } from './migration-set';
export { markNonAppending, NON_APPENDING_APPLICATION_NAME } from './postgres/queries';
export type { EventStoreTables } from './postgres/schema';
export { EventStoreDbEventStore } from './esdb/esdb-event-store';
export type { EventStoreDbEventStoreOptions } from './esdb/esdb-event-store';
export { ResilientClient, withConnectionDefaults, CONNECT_TIMEOUT_MS } from './postgres/resilient-client';
export { ReconnectBackoff } from './reconnect-backoff';
