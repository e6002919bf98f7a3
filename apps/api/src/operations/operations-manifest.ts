import type { ModuleManifest } from '@store/platform';
import { operationsMigrations } from './operations-migrations';
import { OperationsModule } from './operations.module';

/** The engineers' screen, /admin/system, with the event browser's indexes. */
export const operationsManifest: ModuleManifest<never> = {
  name: 'operations',
  nestModule: OperationsModule,
  migrations: operationsMigrations,
};
