import type { ModuleManifest } from '@store/platform';
import type { ProjectionDefinition } from '@store/projections';
import { RETURNS_REACTOR } from './jobs/returns-reactor';
import { returnsProjection } from './projections/returns.projection';
import { ReturnsModule } from './returns.module';

export const returnsProjections = [returnsProjection];

/**
 * What the app wires for returns (apps/api/src/app/manifests.ts): its read model, its reactor and
 * the queue of what follows a step (restock, exchange stock, a refused refund); e-mails use the mail queue.
 */
export const returnsManifest: ModuleManifest<ProjectionDefinition> = {
  name: 'returns',
  nestModule: ReturnsModule,
  projections: returnsProjections,
  reactors: [RETURNS_REACTOR],
  queues: ['returnStock'],
};
