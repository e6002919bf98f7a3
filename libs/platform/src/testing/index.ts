export * from './test-database';
export * from './given';
export * from './smtp-server';
export * from './response-contract';
export * from './job-completion';
export * from './connection-faults';
// Tests of the event store (which the platform depends on) migrate their databases with it.
export { migrateToLatest } from '../database/migrations';
export * from './move-date';
