import { encodeBody, JSON_CONTENT_TYPE, sendEncoded, type EncodedBody } from './encoded-body';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';

/**
 * A public GET's answer serialized (and compressed) once, with the ETag of those bytes: weak, so
 * one tag stands for every content coding of them.
 */
export interface CachedBody {
  body: EncodedBody;
  etag: string;
}

export function cachedBody(answer: unknown): CachedBody {
  const json = JSON.stringify(answer);
  return { body: encodeBody(json), etag: `W/"${createHash('sha1').update(json).digest('base64url')}"` };
}

/**
 * Answers a public GET with an ETag of its body: 304 (no body) when the client's If-None-Match
 * already holds it, so the storefront's repeated fetches cost a few bytes. no-cache: a browser
 * revalidates each time, so an admin's change shows at once.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: unknown): FastifyReply {
  return sendCachedBody(request, reply, cachedBody(body));
}

export function sendCachedBody(request: FastifyRequest, reply: FastifyReply, { body, etag }: CachedBody): FastifyReply {
  reply.header('ETag', etag).header('Cache-Control', 'public, no-cache');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && matches(ifNoneMatch, etag)) return reply.code(304).send();
  return sendEncoded(request, reply.code(200), body, JSON_CONTENT_TYPE);
}

function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  const wanted = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === wanted);
}
