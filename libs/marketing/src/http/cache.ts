import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';

/**
 * Answers a public GET with an ETag of its body: 304 (no body) when the client's If-None-Match
 * already holds it, so the storefront's repeated fetches cost a hash and a few bytes. no-cache:
 * a browser revalidates each time, so an admin's change shows at once.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: unknown): FastifyReply {
  const json = JSON.stringify(body);
  const etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
  reply.header('ETag', etag).header('Cache-Control', 'public, no-cache');
  const ifNoneMatch = request.headers['if-none-match'];
  const tags = (ifNoneMatch ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (ifNoneMatch && (ifNoneMatch.trim() === '*' || tags.includes(etag.replace(/^W\//, '')))) return reply.code(304).send();
  return reply.code(200).header('content-type', 'application/json; charset=utf-8').send(json);
}
