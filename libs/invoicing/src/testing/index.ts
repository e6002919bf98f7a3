/** Test helpers of the invoicing module ('@store/invoicing/testing'): tax documents as issued. */
export * from './tax-documents';
// The issuer itself, for tests that race several issuers (as several processes would) or make one fail mid-issue.
export { TaxDocumentIssuer } from '../commands/tax-document-issuer';
