/**
 * SQLSTATEs that say the server is gone, going or not back yet, not that the statement was wrong:
 * class 08 (connection exceptions), 57P01 admin_shutdown (a fast shutdown or restart, and
 * pg_terminate_backend), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting
 * down, in recovery after a fail-over) and 53300 too_many_connections.
 */
const UNAVAILABLE_STATES = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
/** Node's socket errors when the server cannot be reached or drops the connection. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'EAI_AGAIN',
]);
/** pg's own words for a connection that ended or could not be opened in time (a client's connect timeout says 'timeout expired'). */
const PG_CONNECTION_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error and is not queryable|timeout exceeded when trying to connect|timeout expired$)/;

/**
 * Whether `error` says PostgreSQL is unreachable (stopped, restarting, failing over, or our
 * connection to it was cut) rather than that a statement failed: the request answers 503 with
 * Retry-After, a runner retries, a cached read serves what it has. Looks through `cause` and an
 * AggregateError's errors (a host name with two addresses that both refuse).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || SOCKET_CODES.has(code))) return true;
  if (typeof message === 'string' && PG_CONNECTION_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
