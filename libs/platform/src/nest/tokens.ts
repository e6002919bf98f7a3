import type { EventStore } from '@store/eventstore';
import type { Clock } from '../eventsourcing/clock';
import { CommandHandling } from '../eventsourcing/command-handling';

/** Injection tokens of the shared infrastructure. */
export const CONFIG = Symbol('CONFIG');
export const DATABASE = Symbol('DATABASE');
export const REDIS = Symbol('REDIS');
export const LOGGER = Symbol('LOGGER');
/** The Clock (libs/platform/src/eventsourcing/clock.ts): tests override it to set the time. */
export const CLOCK = Symbol('CLOCK');
export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');
export const MAIL_QUEUE = Symbol('MAIL_QUEUE');
/** The EventStore port (PostgreSQL adapter, or EventStoreDB when EVENTSTORE_URL is set). */
export const EVENT_STORE = Symbol('EVENT_STORE');

/** Provides the one write side (CommandHandling) over the event store and the clock. */
export const COMMAND_HANDLING_PROVIDER = {
  provide: CommandHandling,
  inject: [EVENT_STORE, CLOCK],
  useFactory: (store: EventStore, clock: Clock) => new CommandHandling(store, clock),
};
