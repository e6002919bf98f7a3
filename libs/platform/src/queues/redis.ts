import IORedis, { Redis, RedisOptions } from 'ioredis';
import { Logger } from '../logging/logger';

/**
 * A Redis connection for BullMQ (which requires maxRetriesPerRequest: null). It reconnects
 * forever with a capped delay, and its errors are logged, never thrown, so a Redis outage
 * degrades the process instead of crashing it.
 */
const closing = new WeakSet<Redis>();

export function createRedisConnection(url: string, logger: Logger, options: RedisOptions = {}): Redis {
  const connection: Redis = new IORedis(url, {
    maxRetriesPerRequest: null,
    // Connections BullMQ duplicates from this one share the closure, so closing stops them all.
    retryStrategy: (attempt) => (closing.has(connection) ? null : Math.min(attempt * 200, 5000)),
    lazyConnect: false,
    ...options,
  });
  let lastLogged = 0;
  connection.on('error', (error) => {
    if (Date.now() - lastLogged > 10_000) {
      lastLogged = Date.now();
      logger.warn({ err: error.message }, 'redis connection error');
    }
  });
  return connection;
}

/** A connection that fails fast instead of queueing commands: for health checks. */
export function createRedisProbe(url: string, logger: Logger): Redis {
  return createRedisConnection(url, logger, {
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    connectTimeout: 1000,
  });
}

/** Stops reconnecting and closes the connection (and the ones BullMQ duplicated from it). */
export async function closeRedisConnection(connection: Redis): Promise<void> {
  closing.add(connection);
  // QUIT lets the server close the socket at once; a bare disconnect waits for a 2 s timer.
  if (connection.status === 'ready') await connection.quit().catch(() => connection.disconnect());
  else connection.disconnect();
}

/** A Lua script run with a variable number of keys: KEYS, then ARGV. */
export type RedisScript<TAnswer> = (keys: readonly string[], args: readonly (string | number)[]) => Promise<TAnswer>;

/**
 * A Lua script as a command of the connection (defined once per connection): EVALSHA, falling
 * back to EVAL once when the server does not know the script yet.
 */
export function redisScript<TAnswer>(redis: Redis, name: string, lua: string): RedisScript<TAnswer> {
  if (!(name in redis)) redis.defineCommand(name, { lua });
  const command = (
    redis as unknown as Record<string, (numberOfKeys: number, ...keysThenArgs: (string | number)[]) => Promise<TAnswer>>
  )[name];
  return (keys, args) => command.call(redis, keys.length, ...keys, ...args);
}
