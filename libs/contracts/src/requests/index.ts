// Every request body and query string of the API, declared once as class-validator classes: the
// validation pipe checks requests against them, the controllers and commands take them as types,
// the OpenAPI document describes them (API_REQUESTS), and the web app imports them as types only
// (`import type`), so class-validator never reaches the browser. See libs/contracts/README.md.
import 'reflect-metadata';

export * from './decorators';
export * from './problems';
export * from './paging';
export * from './auth';
export * from './users';
export * from './personal-data';
export * from './catalogue';
export * from './products';
export * from './cart';
export * from './orders';
export * from './payments';
export * from './marketing';
export * from './operations';
export * from './routes';
export * from './tax';
export * from './delivery';
export * from './size-guide';
export * from './review-photos';
export * from './discounts';
export * from './fulfilment';
