export * from './http-client';
export * from './module-test-app';
