import type { ModuleManifest } from '@store/platform';
import type { ProjectionDefinition } from '@store/projections';
import { identityMigrations } from './identity-migrations';
import { IdentityModule } from './identity.module';
import { identityProjections } from './projections/user-account.projection';

/** What the app wires for identity (apps/api/src/app/manifests.ts). */
export const identityManifest: ModuleManifest<ProjectionDefinition> = {
  name: 'identity',
  nestModule: IdentityModule,
  migrations: identityMigrations,
  projections: identityProjections,
  queues: ['accountRequests'],
};
