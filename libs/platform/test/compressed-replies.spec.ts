import Fastify, { type FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import * as zlib from 'node:zlib';
import { compressReplies, EncodedAnswers, encodeBody, JSON_CONTENT_TYPE, sendEncoded } from '../src';

/** The module object the sources call through (`import * as` gives the test a copy to spy on in vain). */
const zlibModule = jest.requireActual<typeof zlib>('node:zlib');

const large = {
  success: true,
  items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Compression Tee ${i}` })),
};
const largeJson = JSON.stringify(large);
const cached = encodeBody(largeJson);

describe('compressed answers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    compressReplies(app);
    app.get('/large', async () => large);
    app.get('/small', async () => ({ success: true }));
    app.get('/cached', (request, reply) => sendEncoded(request, reply, cached, JSON_CONTENT_TYPE));
    app.get('/image', (_request, reply) => reply.type('image/png').send(Buffer.alloc(4096, 7)));
    app.get('/stream', (_request, reply) => reply.type('text/plain').send(Readable.from([largeJson])));
    app.get('/encoded', (_request, reply) =>
      reply.type('text/plain').header('content-encoding', 'gzip').send(zlib.gzipSync(largeJson)),
    );
    app.get('/not-modified', (_request, reply) => reply.code(304).type('text/plain').send(largeJson));
    app.get('/with-origin', (_request, reply) => reply.header('vary', 'Origin').send(large));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({ method, url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('compresses a large JSON answer in the coding the client prefers, and says so', async () => {
    const br = await get('/large', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(largeJson.length / 4);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(largeJson);

    const gzip = await get('/large', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(largeJson);
  });

  it('sends the plain bytes, still with Vary, to a client that accepts no compression', async () => {
    for (const header of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get('/large', header);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      expect(plain.body).toBe(largeJson);
    }
  });

  it('keeps the Vary fields already set', async () => {
    expect((await get('/with-origin', 'br')).headers.vary).toBe('Origin, Accept-Encoding');
  });

  it('leaves alone small answers, images, streams, HEAD, 304 and answers already encoded', async () => {
    const small = await get('/small', 'br');
    expect([small.headers['content-encoding'], small.headers.vary]).toEqual([undefined, undefined]);
    expect((await get('/image', 'br')).headers['content-encoding']).toBeUndefined();
    const stream = await get('/stream', 'br');
    expect([stream.headers['content-encoding'], stream.body]).toEqual([undefined, largeJson]);
    expect((await get('/large', 'br', 'HEAD')).headers['content-encoding']).toBeUndefined();
    expect((await get('/not-modified', 'br')).headers['content-encoding']).toBeUndefined();
    const encoded = await get('/encoded', 'br');
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(encoded.rawPayload).toString()).toBe(largeJson);
  });

  it('sends a kept body in each coding from the bytes compressed the first time, not again', async () => {
    const brotli = jest.spyOn(zlibModule, 'brotliCompressSync');
    const gzip = jest.spyOn(zlibModule, 'gzipSync');
    try {
      const first = await get('/cached', 'br, gzip');
      const second = await get('/cached', 'br, gzip');
      const gzipped = [await get('/cached', 'gzip'), await get('/cached', 'gzip')];
      expect([brotli.mock.calls.length, gzip.mock.calls.length]).toEqual([1, 1]);
      expect(first.headers['content-encoding']).toBe('br');
      expect(first.headers.vary).toBe('Accept-Encoding');
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(zlib.brotliDecompressSync(second.rawPayload).toString()).toBe(largeJson);
      expect(gzipped[1].headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzipped[1].rawPayload).toString()).toBe(largeJson);
      expect((await get('/cached')).body).toBe(largeJson);
      expect([brotli.mock.calls.length, gzip.mock.calls.length]).toEqual([1, 1]);
    } finally {
      brotli.mockRestore();
      gzip.mockRestore();
    }
  });

  it('never compresses a kept body no client asked to have compressed', () => {
    const brotli = jest.spyOn(zlibModule, 'brotliCompressSync');
    try {
      expect(encodeBody(largeJson).in('identity').toString()).toBe(largeJson);
      expect(brotli).not.toHaveBeenCalled();
    } finally {
      brotli.mockRestore();
    }
  });
});

describe('EncodedAnswers', () => {
  it('serializes the answer of one value object once, and a new value object again', () => {
    const answers = new EncodedAnswers((products: string[]) => ({ success: true, products }));
    const shelf = ['a', 'b'];
    const body = answers.of(shelf);
    expect(body.identity.toString()).toBe('{"success":true,"products":["a","b"]}');
    expect(answers.of(shelf)).toBe(body);
    expect(answers.of(['a', 'b'])).not.toBe(body);
  });
});
