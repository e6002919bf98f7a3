import { eventStoreMigrations } from '@store/eventstore';
import type { ModuleManifest } from '@store/platform';
import { EventSourcingModule } from './event-sourcing.module';

/**
 * The event store (its PostgreSQL tables: @store/eventstore sits below the platform, so the app
 * declares them here) and the projection host, which runs the projections of every manifest.
 */
export const eventSourcingManifest: ModuleManifest<never> = {
  name: 'event-sourcing',
  nestModule: EventSourcingModule,
  migrations: eventStoreMigrations,
};
