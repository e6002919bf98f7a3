import type { ModuleManifest } from './modules/module-manifest';
import { PlatformModule } from './nest/platform.module';
import { personalDataMigrations } from './personal-data/personal-data-migrations';

/** The shared infrastructure: configuration, database, Redis, mail (its queue and worker), personal-data keys. */
export const platformManifest: ModuleManifest = {
  name: 'platform',
  configuredModule: ({ config, logger }) => PlatformModule.forRoot(config, logger),
  migrations: personalDataMigrations,
  queues: ['mail'],
};
