/** What other modules may use from the fulfilment module (issue #43). */
export { FulfilmentModule } from './fulfilment.module';
export { fulfilmentManifest } from './fulfilment-manifest';
export { FULFILMENT_REACTOR } from './jobs/fulfilment-reactor';
export * from './streams';
