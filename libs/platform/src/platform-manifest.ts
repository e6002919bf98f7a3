import type { ModuleManifest } from './modules/module-manifest';
import { PlatformModule } from './nest/platform.module';
import { personalDataMigrations } from './personal-data/personal-data-migrations';

/**
 * The shared infrastructure: configuration, database, Redis, mail (its queue and worker),
 * personal-data keys. `never`: it has no projections, so it stands in a list of any projection type.
 */
export const platformManifest: ModuleManifest<never> = {
  name: 'platform',
  configuredModule: ({ config, logger }) => PlatformModule.forRoot(config, logger),
  migrations: personalDataMigrations,
  queues: ['mail'],
};
