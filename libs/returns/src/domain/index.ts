export * from './returns-state';
export * from './returns-decider';
export * from './deliveries';
export * from './settings';
export type { OrderReturnEvent } from '@store/contracts';
