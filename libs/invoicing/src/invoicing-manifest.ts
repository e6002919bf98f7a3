import type { ModuleManifest } from '@store/platform';
import type { ProjectionDefinition } from '@store/projections';
import { InvoicingModule } from './invoicing.module';
import { INVOICING_REACTOR } from './jobs/invoicing-reactor';
import { taxDocumentsProjection } from './projections/tax-documents.projection';

export const invoicingProjections = [taxDocumentsProjection];

/** What the app wires for invoicing (apps/api/src/app/manifests.ts). */
export const invoicingManifest: ModuleManifest<ProjectionDefinition> = {
  name: 'invoicing',
  nestModule: InvoicingModule,
  projections: invoicingProjections,
  reactors: [INVOICING_REACTOR],
  queues: ['invoicing'],
};
