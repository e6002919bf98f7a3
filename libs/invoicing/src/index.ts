/** What other modules may use from the invoicing module (issue #42). */
export { InvoicingModule } from './invoicing.module';
export { invoicingManifest, invoicingProjections } from './invoicing-manifest';
export { TAX_DOCUMENTS_PROJECTION, taxDocumentsProjection } from './projections/tax-documents.projection';
export { INVOICING_REACTOR } from './jobs/invoicing-reactor';
export * from './domain/tax-document-events';
export * from './streams';
export * from './summaries';
export * from './pdf';
