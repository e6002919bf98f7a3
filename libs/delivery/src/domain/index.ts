export * from './pincode-rules';
export * from './default-pincode-rules';
export * from './delivery-estimate';
export * from './pincode-rules-events';
export * from './pincode-rules-decider';
export * from './pincode-rules-csv';
