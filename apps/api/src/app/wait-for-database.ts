import { ReconnectBackoff } from '@store/eventstore';
import { isDatabaseUnavailable, type Logger } from '@store/platform';

/** Where a postgres:// URL points, without its credentials: host:port/database. */
export function databaseAddress(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname || 'localhost'}:${parsed.port || 5432}${decodeURIComponent(parsed.pathname)}`;
}

/**
 * Runs `attempt` (the start-up migrations) until it succeeds, waiting for PostgreSQL while it
 * cannot be reached: a process started before its database, or during a restart or fail-over,
 * logs one clear line per try and tries again (1 s doubling to 10 s, jittered) instead of exiting.
 * Any other failure (a migration that fails) is thrown at once. SIGTERM or SIGINT meanwhile ends
 * the process with exit code 0: it holds nothing yet.
 */
export async function whenDatabaseReachable<T>(
  databaseUrl: string,
  logger: Logger,
  attempt: () => Promise<T>,
): Promise<T> {
  const backoff = new ReconnectBackoff(1_000, 10_000);
  const stopWaiting = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'stopped while waiting for PostgreSQL');
    process.exit(0);
  };
  for (;;) {
    try {
      const result = await attempt();
      if (backoff.attempts > 0)
        logger.info(
          { database: databaseAddress(databaseUrl) },
          `PostgreSQL at ${databaseAddress(databaseUrl)} is reachable; starting`,
        );
      return result;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const retryMs = backoff.next();
      const reason = reasonOf(error);
      logger.warn(
        { database: databaseAddress(databaseUrl), retryMs, err: reason },
        `waiting for PostgreSQL at ${databaseAddress(databaseUrl)} (${reason}); trying again in ${(retryMs / 1000).toFixed(1)} s`,
      );
      process.once('SIGTERM', stopWaiting).once('SIGINT', stopWaiting);
      await new Promise((resolve) => setTimeout(resolve, retryMs));
      process.off('SIGTERM', stopWaiting).off('SIGINT', stopWaiting);
    }
  }
}

/** The innermost message of an error (a migration failure wraps the refused connection), or its code. */
function reasonOf(error: unknown): string {
  const { cause, message, code } = (error ?? {}) as { cause?: unknown; message?: unknown; code?: unknown };
  if (cause) return reasonOf(cause);
  if (typeof message === 'string' && message) return message;
  return typeof code === 'string' ? code : 'unreachable';
}
