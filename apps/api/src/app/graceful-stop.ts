import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * Stopping the HTTP side without cutting an answer: stop listening, answer the requests in flight
 * with `Connection: close` (so keep-alive clients do not send another on that socket), close each
 * keep-alive connection as soon as it is idle, and only after `graceMs` close whatever is left.
 * Fastify's own close shuts the connections idle at that moment only: a keep-alive socket that
 * finishes its answer afterwards would hold the server open until its keep-alive timeout
 * (HTTP_KEEP_ALIVE_TIMEOUT, 72 s).
 *
 * Register before listen(); returns the stop function.
 */
export function prepareGracefulHttpStop(app: NestFastifyApplication, graceMs: number): () => Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  let stopping = false;
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) reply.header('connection', 'close');
    done(null, payload);
  });
  return async () => {
    stopping = true;
    const server = fastify.server;
    const sweep = setInterval(() => server.closeIdleConnections(), 25);
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    try {
      await app.getHttpAdapter().close();
    } finally {
      clearInterval(sweep);
      clearTimeout(cut);
    }
  };
}
