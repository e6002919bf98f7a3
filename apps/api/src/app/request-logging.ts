import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

export const CORRELATION_HEADER = 'x-correlation-id';
const ACCEPTED_ID = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * The id Fastify gives a request (genReqId): the caller's x-correlation-id header when it is sane,
 * otherwise a new UUID. It is echoed back on the response so a shopper's report can be matched to
 * the log.
 */
export function correlationIdFor(req: IncomingMessage): string {
  const given = req.headers[CORRELATION_HEADER];
  return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
}

/**
 * One JSON line per answered request: method, path, status, duration and correlation id, written
 * from Fastify's onResponse hook, and only when its level is enabled (no per-request child logger,
 * no middleware, nothing built for a line that is not written).
 */
export function logRequests(fastify: FastifyInstance, logger: Logger): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
    if (logger.isLevelEnabled(level)) {
      const url = request.url;
      const query = url.indexOf('?');
      logger[level](
        {
          correlationId: request.id,
          req: { method: request.method, path: query < 0 ? url : url.slice(0, query) },
          res: { status },
          durationMs: reply.elapsedTime,
        },
        'request completed',
      );
    }
    done();
  });
}
