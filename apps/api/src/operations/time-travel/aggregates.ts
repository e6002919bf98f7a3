import type { TimeTravelAggregate } from '@store/platform';

/**
 * What foldAt needs of an aggregate the screen folds at a past time. Each module declares its
 * own in its manifest (ModuleManifest.timeTravel: order in ordering, stock in catalogue, cart in
 * cart); the controller finds them by kind in the ModuleRegistry.
 */
export type TravellingAggregate = Pick<TimeTravelAggregate, 'streamOf' | 'decider' | 'eventTypes'>;
