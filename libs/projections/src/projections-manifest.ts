import type { ModuleManifest } from '@store/platform';
import { projectionMigrations } from './checkpoints/projection-migrations';
import type { ProjectionDefinition } from './definition/projection-definition';

/** The runners' own tables (checkpoints, rebuilds); the app hosts the runners (EventSourcingModule). */
export const projectionsManifest: ModuleManifest<ProjectionDefinition> = {
  name: 'projections',
  migrations: projectionMigrations,
};
