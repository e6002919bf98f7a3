export * from './shared-read';
export * from './versioned-cache';
export * from './read-model-version';
export * from './read-version-database';
