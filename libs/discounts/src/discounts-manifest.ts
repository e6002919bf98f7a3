import type { ModuleManifest } from '@store/platform';
import type { ProjectionDefinition } from '@store/projections';
import { DiscountsModule } from './discounts.module';
import { discountProjections } from './projections/discount-admin.projection';

/** What the app wires for discounts (apps/api/src/app/manifests.ts): its module and read model. */
export const discountsManifest: ModuleManifest<ProjectionDefinition> = {
  name: 'discounts',
  nestModule: DiscountsModule,
  projections: discountProjections,
};
