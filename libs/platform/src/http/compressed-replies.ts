import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompress, gzip } from 'node:zlib';
import { preferredCoding, withVary } from './content-coding';
import { brotliOptions, MIN_COMPRESSED_BYTES } from './encoded-body';

const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml|[\w.+-]+\+(json|xml))|image\/svg\+xml)/i;

/**
 * Compresses the answers nothing compressed before (what sendEncoded sends from a cache, and
 * @fastify/static's pre-compressed files, already carry Content-Encoding): text and JSON of at
 * least MIN_COMPRESSED_BYTES sent whole as a string or Buffer, in the coding the client prefers,
 * off the event loop (zlib's thread pool). Streams (static files), HEAD, 204 and 304 pass as they are.
 */
export function compressReplies(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (!compressible(request, reply, payload)) return done(null, payload);
    reply.header('vary', withVary(reply.getHeader('vary'), 'Accept-Encoding'));
    const coding = preferredCoding(request.headers['accept-encoding']);
    if (coding === 'identity') return done(null, payload);
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const sent = (error: Error | null, compressed: Buffer) => {
      if (error) return done(error);
      reply.header('content-encoding', coding); // Fastify sets Content-Length from the payload
      done(null, compressed);
    };
    if (coding === 'br') brotliCompress(body, brotliOptions(body.length), sent);
    else gzip(body, sent);
  });
}

function compressible(request: FastifyRequest, reply: FastifyReply, payload: unknown): payload is string | Buffer {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  if (Buffer.byteLength(payload) < MIN_COMPRESSED_BYTES) return false;
  if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) return false;
  if (reply.hasHeader('content-encoding')) return false;
  return COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''));
}
