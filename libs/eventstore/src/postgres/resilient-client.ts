import { Client, type ClientConfig } from 'pg';

/**
 * How long opening a connection may take: a server that is gone (a fail-over, a host that
 * vanished) refuses nothing, and without a limit each request would wait for the operating
 * system's TCP timeout (two minutes) instead of answering 503. Ten seconds, not less: a busy
 * server (a test run on two cores) can take seconds to start a backend, which is no outage.
 */
export const CONNECT_TIMEOUT_MS = 10_000;
/** TCP keep-alive probes after this much silence, so a connection whose server vanished is noticed. */
const KEEP_ALIVE_DELAY_MS = 10_000;

/** A connection's settings with the store's connect timeout and keep-alive (the caller's own win). */
export function withConnectionDefaults(config: string | ClientConfig = {}): ClientConfig {
  const given = typeof config === 'string' ? { connectionString: config } : config;
  return {
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
    ...given,
  };
}

/**
 * A pg client that never takes the process down when its server goes away. pg emits 'error' on a
 * client whose connection ends while none of its queries is running: a pooled client checked out
 * between two statements of a transaction, or one handed back a moment later. pg-pool listens only
 * while a client is idle in the pool; with no listener Node throws the error and the whole process
 * exits (#39: a PostgreSQL restart). Here the client always has one: the error also fails its
 * queries, a checked-out client's next query says it is not queryable, and the pool drops it when
 * it is released, so the next checkout opens a fresh connection. A query that gets a FATAL error
 * (57P01 when the server shuts down) marks its client unqueryable at once: the server closes the
 * connection right after, and a pool given it back a moment before that would lend it again, for
 * one more query that fails.
 *
 * Every pool of the store uses it (`Client: ResilientClient`); dedicated connections (LISTEN,
 * advisory locks) listen themselves and reconnect.
 */
export class ResilientClient extends Client {
  constructor(config?: string | ClientConfig) {
    super(withConnectionDefaults(config));
    this.on('error', () => undefined);
    // Registered before the client's own handler (it attaches its listeners when it connects).
    (this as unknown as { connection: NodeJS.EventEmitter }).connection.on(
      'errorMessage',
      (message: { severity?: string }) => {
        if (message.severity === 'FATAL') (this as unknown as { _queryable: boolean })._queryable = false; // read by pg-pool on release
      },
    );
  }
}
