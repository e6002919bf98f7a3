export * from './shared-read';
export * from './versioned-cache';
export * from './read-model-version';
