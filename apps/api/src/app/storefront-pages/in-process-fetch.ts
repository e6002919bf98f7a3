import type { FastifyInstance } from 'fastify';
import type { ServerFetch } from '@store/contracts';

/**
 * The API answered in-process (Fastify's inject: no socket, the same routes, guards and caches),
 * for a server-side render. Each call carries the shopper's address, so per-IP limits count the
 * shopper, not the server.
 */
export function inProcessFetch(fastify: FastifyInstance, shopperAddress: string): ServerFetch {
  return {
    origin: 'http://in-process',
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const answer = await fastify.inject({
        method: request.method as 'GET',
        url: url.pathname + url.search,
        headers: { accept: 'application/json' },
        remoteAddress: shopperAddress,
      });
      return new Response(new Uint8Array(answer.rawPayload), {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    },
  };
}
