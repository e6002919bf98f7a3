import type { ModuleManifest } from '@store/platform';
import type { ProjectionDefinition } from '@store/projections';
import { FulfilmentModule } from './fulfilment.module';
import { FULFILMENT_REACTOR } from './jobs/fulfilment-reactor';

/** What the app wires for fulfilment (apps/api/src/app/manifests.ts): no tables of its own; its e-mails use the mail queue. */
export const fulfilmentManifest: ModuleManifest<ProjectionDefinition> = {
  name: 'fulfilment',
  nestModule: FulfilmentModule,
  reactors: [FULFILMENT_REACTOR],
};
