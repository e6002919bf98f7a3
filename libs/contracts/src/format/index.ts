export * from './rupees';
export * from './dates';
export * from './words';
export * from './order-id';
export * from './csv';
