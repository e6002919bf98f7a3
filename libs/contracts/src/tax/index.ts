export * from './states';
export * from './gstin';
export * from './tax-rules';
export * from './tax-document-references';
export * from './buyer-gstin';
