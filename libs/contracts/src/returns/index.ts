export * from './rules';
export * from './events';
export * from './messages';
