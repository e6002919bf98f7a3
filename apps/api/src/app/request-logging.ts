import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import type { Options } from 'pino-http';

export const CORRELATION_HEADER = 'x-correlation-id';
const ACCEPTED_ID = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * One JSON line per request: method, path, status, duration and correlation id. The id comes
 * from the caller's x-correlation-id header when it is sane, otherwise a new UUID, and is echoed
 * back on the response so a shopper's report can be matched to the log.
 */
export function correlationIdFor(req: IncomingMessage): string {
  const given = req.headers[CORRELATION_HEADER];
  return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
}

/** pino-http reuses the id Fastify gave the request (see createApp's genReqId). */
export function requestLoggingOptions(logger: Logger): Options {
  return {
    logger,
    customAttributeKeys: { reqId: 'correlationId', responseTime: 'durationMs' },
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, path: req.url.split('?')[0] }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    customSuccessMessage: () => 'request completed',
    customErrorMessage: () => 'request failed',
    quietReqLogger: true,
  };
}
