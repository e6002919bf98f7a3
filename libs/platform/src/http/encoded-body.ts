import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync, type BrotliOptions } from 'node:zlib';
import { preferredCoding, withVary, type ContentCoding } from './content-coding';

/** Smaller answers are sent as they are: compressing them saves a few bytes for a few microseconds each. */
export const MIN_COMPRESSED_BYTES = 1024;

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Brotli's quality 5, so a cache miss stays cheap: the demo listing's 72 KB page becomes 6.3 KB in
 * 1-2 ms (quality 11: 5.6 KB in about 150 ms; gzip: 7.0 KB).
 */
const BROTLI_QUALITY = 5;

/**
 * An answer's bytes and their compressed copies, each compressed the first time a client asks
 * for it and kept with the body: a body kept in a cache is compressed once per coding, not per
 * request. Never compressed when no client asks (the read bench's requests send no Accept-Encoding).
 */
export class EncodedBody {
  private gzipped?: Buffer;
  private brotli?: Buffer;

  constructor(readonly identity: Buffer) {}

  get gzip(): Buffer {
    return (this.gzipped ??= gzipSync(this.identity));
  }

  get br(): Buffer {
    return (this.brotli ??= brotliCompressSync(this.identity, brotliOptions(this.identity.length)));
  }

  in(coding: ContentCoding): Buffer {
    return coding === 'identity' ? this.identity : this[coding];
  }
}

/** Brotli at BROTLI_QUALITY for text of this size (the compressed replies use it too). */
export const brotliOptions = (size: number): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

export const encodeBody = (body: Buffer | string): EncodedBody =>
  new EncodedBody(typeof body === 'string' ? Buffer.from(body) : body);

/**
 * Sends `body` (status and other headers as set on `reply`) in the coding the client prefers, with
 * `Vary: Accept-Encoding` so a shared cache keeps each coding apart (a body under
 * MIN_COMPRESSED_BYTES as it is); Fastify sets Content-Length.
 */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
  contentType: string,
): FastifyReply {
  reply.header('content-type', contentType);
  if (body.identity.length < MIN_COMPRESSED_BYTES) return reply.send(body.identity);
  const coding = preferredCoding(request.headers['accept-encoding']);
  reply.header('vary', withVary(reply.getHeader('vary'), 'Accept-Encoding'));
  if (coding !== 'identity') reply.header('content-encoding', coding);
  return reply.send(body.in(coding));
}

/**
 * The JSON answer built from a cached value (`answer(value)`, e.g. `{ success: true, product }`),
 * serialized and encoded once and kept as long as that value object is: the cache that holds the
 * value holds its answer, and a new value (a new version) gets a new answer. Values must not be
 * changed once answered.
 */
export class EncodedAnswers<T extends object> {
  private readonly bodies = new WeakMap<T, EncodedBody>();

  constructor(private readonly answer: (value: T) => unknown) {}

  of(value: T): EncodedBody {
    let body = this.bodies.get(value);
    if (!body) this.bodies.set(value, (body = encodeBody(JSON.stringify(this.answer(value)))));
    return body;
  }
}
