// The issuer itself, for tests that race several issuers (as several processes would) or make one fail mid-issue.
export { TaxDocumentIssuer } from '../commands/tax-document-issuer';
