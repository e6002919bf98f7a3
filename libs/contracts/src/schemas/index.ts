// Response schemas of the REST API (TypeBox): one definition gives the TypeScript type (exported
// type-only from '@store/contracts', so the web bundle carries none of this), the JSON Schema the
// OpenAPI document shows, and what the contract test validates real responses against.
export * from './common';
export * from './catalogue';
export * from './cart';
export * from './orders';
export * from './identity';
export * from './marketing';
export * from './payments';
export * from './admin-catalogue';
export * from './orders-admin';
export * from './admin-orders';
export * from './admin-users';
export * from './operations';
export * from './personal-data';
export * from './routes';
export * from './tax';
export * from './delivery';
export * from './discounts';
export * from './fulfilment';
export * from './size-guide';
export * from './review-photos';
