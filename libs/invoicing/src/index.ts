/** What other modules may use from the invoicing module (issue #42). */
export * from './domain/tax-document-events';
export * from './streams';
export * from './summaries';
export * from './pdf';
