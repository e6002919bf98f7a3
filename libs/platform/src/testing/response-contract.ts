import type { INestApplication } from '@nestjs/common';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildApiDocument, routeKey } from '../http/api-document';

type Content = { content?: Record<string, { schema?: { $ref?: string } }> };

/**
 * Checks every JSON answer the app gives during a test run against the app's own OpenAPI
 * document: the success body against its operation's contract, an error against the error
 * shape. A mismatch is a broken contract: `violations` lists them and `assertNone` fails the suite.
 */
export class ResponseContract {
  readonly violations: string[] = [];
  private readonly validators = new Map<string, ValidateFunction | null>();
  private readonly ajv: Ajv;
  private readonly operations: Map<string, Record<string, Content>>;

  constructor(app: INestApplication) {
    const document = buildApiDocument(app);
    this.ajv = new Ajv({ strict: false, allErrors: false });
    addFormats(this.ajv);
    this.ajv.addSchema({ components: document.components }, 'openapi');
    this.operations = new Map();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(
        item as Record<string, { responses?: Record<string, Content> }>,
      )) {
        this.operations.set(routeKey(method, path), operation.responses ?? {});
      }
    }
  }

  /** Starts checking every answer of this Fastify instance (call before it is ready; compressed answers are decoded). */
  watch(fastify: FastifyInstance) {
    fastify.addHook('onSend', async (request, reply, payload) => {
      const url = request.routeOptions?.url;
      const text =
        typeof payload === 'string'
          ? payload
          : Buffer.isBuffer(payload)
            ? decoded(payload, reply.getHeader('content-encoding')).toString('utf8')
            : undefined;
      if (
        !url?.startsWith('/api/') ||
        text === undefined ||
        !String(reply.getHeader('content-type') ?? '').includes('json')
      )
        return payload;
      this.check(request.method, url, reply.statusCode, text);
      return payload;
    });
  }

  check(method: string, url: string, status: number, payload: string) {
    const key = `${method} ${url.slice('/api'.length)}`;
    const validate = this.validatorFor(key, status);
    if (!validate) return;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      this.violations.push(`${key} ${status}: not JSON`);
      return;
    }
    if (!validate(body)) {
      this.violations.push(`${key} ${status}: ${this.ajv.errorsText(validate.errors, { dataVar: 'body' })}`);
    }
  }

  private validatorFor(key: string, status: number): ValidateFunction | null {
    const responses = this.operations.get(key);
    if (!responses) return null;
    const described =
      status >= 400
        ? (responses[String(status)] ?? responses['4XX'])
        : (responses[String(status)] ?? Object.entries(responses).find(([code]) => code.startsWith('2'))?.[1]);
    const ref = described?.content?.['application/json']?.schema?.$ref;
    if (!ref) return null;
    const cacheKey = `${ref}`;
    if (!this.validators.has(cacheKey)) this.validators.set(cacheKey, this.ajv.compile({ $ref: `openapi${ref}` }));
    return this.validators.get(cacheKey) ?? null;
  }

  /** Throws with every mismatch seen (the harness calls it when a test file's app closes). */
  assertNone() {
    if (this.violations.length === 0) return;
    const unique = [...new Set(this.violations)];
    throw new Error(`Responses that break the API contract (libs/contracts):\n${unique.slice(0, 20).join('\n')}`);
  }
}

function decoded(payload: Buffer, contentEncoding: unknown): Buffer {
  if (contentEncoding === 'br') return brotliDecompressSync(payload);
  if (contentEncoding === 'gzip') return gunzipSync(payload);
  return payload;
}
