export * from './limits';
export * from './messages';
export * from './request-messages';
export * from './orders';
export * from './catalogue';
export * from './marketing';
export * from './format';
export * from './identifiers';
export * from './storefront-paths';
// The API's request and response shapes, types only (their schemas: '@store/contracts/schemas').
export type * from './schemas';
export * from './server-rendering';
export * from './tax';
export * from './delivery';
export * from './size-guide';
export * from './review-photos';
export * from './fulfilment';
export * from './discounts';
