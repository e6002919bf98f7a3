export * from './carriers';
export * from './shipments';
