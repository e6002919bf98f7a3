import type { ModuleManifest } from '@store/platform';
import type { ProjectionDefinition } from '@store/projections';
import { PaymentsModule } from './payments.module';
import { PAYMENTS_REACTOR } from './webhooks/payments-jobs.service';

/** What the app wires for payments (apps/api/src/app/manifests.ts). */
export const paymentsManifest: ModuleManifest<ProjectionDefinition> = {
  name: 'payments',
  // The simulator's checkout routes are mounted only when the simulated gateway runs.
  configuredModule: ({ config }) => PaymentsModule.forConfig(config),
  reactors: [PAYMENTS_REACTOR],
  queues: ['paymentWebhooks', 'refundSettlement'],
};
