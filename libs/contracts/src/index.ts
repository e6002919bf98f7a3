export * from './limits';
export * from './messages';
export * from './orders';
