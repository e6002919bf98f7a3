import type { Migration } from 'kysely';

/**
 * Each module exports its migrations as a MigrationSet. Names start with a sortable timestamp
 * and the module name (`20261122_2000_eventstore_init`) so sets from several modules interleave
 * in one history table. Declared here, in the lowest lib with migrations of its own, so the event
 * store does not depend on @store/platform (which runs the sets: migrateToLatest, and re-exports
 * this type beside it).
 */
export type MigrationSet = Record<string, Migration>;
