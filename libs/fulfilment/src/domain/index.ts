export * from './carriers';
export * from './shipments';
export * from './order-status-follows';
export * from './bulk-shipments';
