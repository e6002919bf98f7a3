import type { EventStore } from './event-store';
import { EventStoreDbEventStore } from './esdb/esdb-event-store';
import { PostgresEventStore } from './postgres/postgres-event-store';
import type { Upcasters } from './upcasting';

export interface CreateEventStoreOptions {
  /** PostgreSQL connection string (DATABASE_URL). */
  databaseUrl: string;
  /** Pool size of the PostgreSQL adapter (default 10); it owns its pool. */
  maxConnections?: number;
  /**
   * EVENTSTORE_URL. When absent, process.env.EVENTSTORE_URL is used; an empty string (given or
   * in the environment) selects PostgreSQL.
   */
  eventStoreUrl?: string;
  upcasters?: Upcasters;
}

/** The one place the adapter is chosen: EventStoreDB/KurrentDB when a URL is set, else PostgreSQL. */
export function createEventStore(options: CreateEventStoreOptions): EventStore {
  const eventStoreUrl = options.eventStoreUrl ?? process.env.EVENTSTORE_URL;
  if (eventStoreUrl) return new EventStoreDbEventStore({ eventStoreUrl, upcasters: options.upcasters });
  return new PostgresEventStore({
    databaseUrl: options.databaseUrl,
    maxConnections: options.maxConnections,
    upcasters: options.upcasters,
  });
}
