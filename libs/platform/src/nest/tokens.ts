/** Injection tokens of the shared infrastructure. */
export const CONFIG = Symbol('CONFIG');
export const DATABASE = Symbol('DATABASE');
export const REDIS = Symbol('REDIS');
export const LOGGER = Symbol('LOGGER');
export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');
export const MAIL_QUEUE = Symbol('MAIL_QUEUE');
