import type { ModuleManifest } from '@store/platform';
import { HealthModule } from './health.module';

/** GET /api/health and the registry of checks the other modules report to. */
export const healthManifest: ModuleManifest<never> = {
  name: 'health',
  nestModule: HealthModule,
};
