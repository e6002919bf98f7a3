export * from './states';
export * from './gstin';
export * from './tax-rules';
export * from './buyer-gstin';
