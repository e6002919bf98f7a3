import type { FastifyInstance, FastifyRequest } from 'fastify';
import { arrivalOrder, type ArrivalOrder } from '@store/platform';

/** The requests that may reserve stock: a signed-in order (cart or Buy Now) and a guest order. */
const PLACEMENTS = new Set(['/api/orders', '/api/orders/guest']);
/** Outside production: the answer names the request's arrival ticket (the flash-sale bench's FCFS check). */
export const ARRIVAL_HEADER = 'x-arrival';

type Ticketed = FastifyRequest & { arrival?: number };

/**
 * First come, first served (issue #45): an order placement takes its ArrivalOrder ticket as soon
 * as it reaches the store (onRequest: before its body is parsed, before any await of ours), and
 * gives it back when answered or abandoned, whatever happened in between; the inventory writer
 * settles it earlier, when the order's first reservation is queued.
 */
export function takeArrivalTickets(
  fastify: FastifyInstance,
  { exposeHeader, order = arrivalOrder }: { exposeHeader: boolean; order?: ArrivalOrder },
): void {
  fastify.addHook('onRequest', (request: Ticketed, reply, done) => {
    if (request.method === 'POST') {
      const query = request.url.indexOf('?');
      if (PLACEMENTS.has(query < 0 ? request.url : request.url.slice(0, query))) {
        request.arrival = order.take();
        if (exposeHeader) reply.header(ARRIVAL_HEADER, String(request.arrival));
      }
    }
    done();
  });
  const settle = (request: Ticketed, _reply: unknown, done: () => void) => {
    order.finish(request.arrival);
    done();
  };
  fastify.addHook('onResponse', settle);
  fastify.addHook('onRequestAbort', (request: Ticketed, done) => settle(request, undefined, done));
}
