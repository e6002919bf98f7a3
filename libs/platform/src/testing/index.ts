export * from './test-database';
export * from './given';
export * from './smtp-server';
