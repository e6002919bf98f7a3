/**
 * One process holds DATABASE_POOL_SIZE pooled connections in all, split between the event
 * store's pool (appends and stream reads, kept apart so appends are never queued behind
 * read-model queries) and the read-model pool (HTTP reads, projection batches). Besides the
 * pools a process keeps at most three single connections (the event store's LISTEN, the
 * projections' lock session and the read caches' version check), so it never holds more than
 * DATABASE_POOL_SIZE + 3.
 *
 * The event store gets two fifths: two appends run at once by design (AppendBatcher), and
 * command handlers' stream reads are short; read-model queries are the many.
 */
export interface PoolBudget {
  eventStore: number;
  readModels: number;
}

export function splitPoolBudget(total: number, options: { eventStoreOnPostgres: boolean }): PoolBudget {
  if (!Number.isInteger(total) || total < 2)
    throw new Error(`DATABASE_POOL_SIZE must be an integer of at least 2, got ${total}`);
  if (!options.eventStoreOnPostgres) return { eventStore: 0, readModels: total };
  const eventStore = Math.max(1, Math.round((total * 2) / 5));
  return { eventStore, readModels: total - eventStore };
}

/** The split for this process's configuration: the event store's share only when it is PostgreSQL. */
export const poolBudgetOf = (config: { DATABASE_POOL_SIZE: number; EVENTSTORE_URL?: string }): PoolBudget =>
  splitPoolBudget(config.DATABASE_POOL_SIZE, { eventStoreOnPostgres: !config.EVENTSTORE_URL });
