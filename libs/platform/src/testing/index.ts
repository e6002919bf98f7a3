export * from './test-database';
export * from './given';
export * from './smtp-server';
export * from './response-contract';
export * from './job-completion';
export * from './connection-faults';
