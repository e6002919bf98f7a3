/** What other modules (and the app) may use from the returns module (issue #43). */
export { ReturnsModule } from './returns.module';
export { returnsManifest, returnsProjections } from './returns-manifest';
export { RETURNS_REACTOR, RESTOCK_JOB, type ReturnStockJob } from './jobs/returns-reactor';
export { ReturnsJobs } from './jobs/returns-jobs.service';
export { RETURNS_PROJECTION, returnsProjection } from './projections/returns.projection';
export * from './streams';
export { ReturnSettingsService } from './commands/return-settings.service';
