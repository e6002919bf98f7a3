export * from './carriers';
export * from './shipments';
export * from './bulk-shipments';
