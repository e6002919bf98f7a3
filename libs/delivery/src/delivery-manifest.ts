import type { ModuleManifest } from '@store/platform';
import type { ProjectionDefinition } from '@store/projections';
import { DeliveryModule } from './delivery.module';

/** What the app wires for delivery (apps/api/src/app/manifests.ts): its module; no tables, no jobs. */
export const deliveryManifest: ModuleManifest<ProjectionDefinition> = {
  name: 'delivery',
  nestModule: DeliveryModule,
};
