import { AppConfig, durationMs } from '@store/platform';

/** Fastify's (and through `http`, Node's) server options for the HTTP_*_TIMEOUT settings. */
export interface HttpTimeoutOptions {
  connectionTimeout: number;
  keepAliveTimeout: number;
  requestTimeout: number;
  http: {
    headersTimeout: number;
    requestTimeout: number;
    keepAliveTimeout: number;
    connectionsCheckingInterval: number;
  };
}

/**
 * Bounds on how long a client may hold a connection, so a flood of slow connections (headers or a
 * body sent a byte at a time, or nothing at all) cannot keep sockets open:
 * - headers: Node's headersTimeout, from the connection's first moment (or a keep-alive request's
 *   first byte) to the end of the headers; also closes a connection that never sends anything;
 * - request: Node's requestTimeout, the whole request with its body (an upload); the time the
 *   store then takes to answer is not counted;
 * - keep-alive: an idle connection between requests (Node waits one second more than it
 *   announces in `Keep-Alive: timeout=`, so the client gives up first);
 * - idle: a socket on which nothing moves either way (a client that stops reading its answer),
 *   also while the answer is being made, so it must be longer than any answer takes.
 * Node checks the first two only every connectionsCheckingInterval (30 s unless set): a tenth of
 * the shorter one, at most a second, so a connection is closed at most 10% after its time.
 * An overrun answers 408 and closes the connection (Fastify's client error handler).
 */
export function httpTimeoutOptions(config: AppConfig): HttpTimeoutOptions {
  const headersTimeout = durationMs(config.HTTP_HEADERS_TIMEOUT);
  const requestTimeout = durationMs(config.HTTP_REQUEST_TIMEOUT);
  const keepAliveTimeout = durationMs(config.HTTP_KEEP_ALIVE_TIMEOUT);
  const connectionsCheckingInterval = Math.max(10, Math.min(1000, Math.floor(headersTimeout / 10)));
  return {
    connectionTimeout: durationMs(config.HTTP_IDLE_TIMEOUT),
    keepAliveTimeout,
    requestTimeout,
    http: { headersTimeout, requestTimeout, keepAliveTimeout, connectionsCheckingInterval },
  };
}
