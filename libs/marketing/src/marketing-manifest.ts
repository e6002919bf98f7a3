import type { ModuleManifest } from '@store/platform';
import type { ProjectionDefinition } from '@store/projections';
import { MarketingModule } from './marketing.module';
import { marketingProjections } from './projections/marketing.projections';

/** What the app wires for marketing (apps/api/src/app/manifests.ts). */
export const marketingManifest: ModuleManifest<ProjectionDefinition> = {
  name: 'marketing',
  nestModule: MarketingModule,
  projections: marketingProjections,
};
