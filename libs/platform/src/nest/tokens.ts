/** Injection tokens of the shared infrastructure. */
export const CONFIG = Symbol('CONFIG');
export const DATABASE = Symbol('DATABASE');
export const REDIS = Symbol('REDIS');
export const LOGGER = Symbol('LOGGER');
export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');
export const MAIL_QUEUE = Symbol('MAIL_QUEUE');
/** The EventStore port (PostgreSQL adapter, or EventStoreDB when EVENTSTORE_URL is set). */
export const EVENT_STORE = Symbol('EVENT_STORE');
