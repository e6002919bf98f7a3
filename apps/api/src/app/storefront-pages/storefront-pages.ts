import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RenderedPage, ServerRenderer } from '@store/contracts';
import { encodeBody, sendEncoded, VersionedCache, type EncodedBody } from '@store/platform';
import type { Logger } from 'pino';
import { chunksOf, type BuildManifest, type PageTemplate } from './page-template';
import { inProcessFetch } from './in-process-fetch';

/** A rendered page as it is kept: its status and bytes (with their compressed copies, made once). */
export interface PageAnswer {
  status: number;
  html: EncodedBody;
}

/** A page answer that must not be kept (a read failed: the next request renders again). */
class UncacheablePage extends Error {
  constructor(readonly answer: PageAnswer) {
    super(`page rendered with status ${answer.status}`);
  }
}

/** Longer URLs answer the shell unrendered: nothing of a URL past this is matched or fetched. */
export const MAX_PAGE_URL_LENGTH = 2048;

export interface StorefrontPagesOptions {
  fastify: FastifyInstance;
  renderer: ServerRenderer;
  template: PageTemplate;
  manifest: BuildManifest;
  /** index.html with the store's settings: what the browser-rendered routes answer. */
  shell: EncodedBody;
  publicUrl: string;
  timeZone: string;
  /** The version of every read model a page shows, and the day in the store's time zone. */
  version: () => Promise<string>;
  logger: Logger;
}

/**
 * The storefront's public pages rendered on the server (apps/web/src/ssr): each kept, per URL,
 * until a read model it shows changes, so an unchanged page costs no rendering. Other routes
 * answer the page shell, which the browser renders.
 */
export class StorefrontPages {
  private readonly cache: VersionedCache<PageAnswer>;

  constructor(private readonly options: StorefrontPagesOptions) {
    this.cache = new VersionedCache(options.version, 500);
  }

  async answer(request: FastifyRequest): Promise<PageAnswer> {
    const url = request.url;
    if (url.length > MAX_PAGE_URL_LENGTH) return { status: 414, html: this.options.shell };
    try {
      return await this.cache.get(url, () => this.render(url, request.ip));
    } catch (error) {
      if (error instanceof UncacheablePage) return error.answer;
      this.options.logger.error({ err: error, url }, 'server rendering failed: answering the page shell');
      return { status: 200, html: this.options.shell };
    }
  }

  private async render(url: string, shopperAddress: string): Promise<PageAnswer> {
    const { renderer, publicUrl, timeZone, fastify } = this.options;
    const page = await renderer.renderPage({
      url,
      publicUrl,
      timeZone,
      serverFetch: inProcessFetch(fastify, shopperAddress),
    });
    const answer = this.toAnswer(page);
    if (answer.status >= 500) throw new UncacheablePage(answer);
    return answer;
  }

  private toAnswer(page: RenderedPage): PageAnswer {
    if (page.kind === 'browser-rendered') return { status: 200, html: this.options.shell };
    const html = this.options.template.render({
      head: page.head,
      preloads: chunksOf(this.options.manifest, page.screen),
      html: page.html,
      stateScript: page.stateScript,
    });
    return { status: page.status, html: encodeBody(html) };
  }
}

/** The server renderer the web build made (apps/web/dist-server), with its manifest; undefined when not built. */
export function loadServerRenderer(
  webDistDir: string,
): { renderer: ServerRenderer; manifest: BuildManifest } | undefined {
  const root = path.resolve(webDistDir);
  const bundle = path.join(root, '..', 'dist-server', 'entry-server.cjs');
  const manifestFile = path.join(root, '.vite', 'manifest.json');
  if (!existsSync(bundle) || !existsSync(manifestFile)) return undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output found at run time
  const renderer = require(bundle) as ServerRenderer;
  return { renderer, manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest };
}

/**
 * Sends a page answer in the coding the browser prefers: HTML, never stored by shared caches'
 * heuristics (it changes with the catalogue).
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, answer: PageAnswer): void {
  reply.status(answer.status).header('cache-control', 'no-cache');
  void sendEncoded(request, reply, answer.html, 'text/html; charset=utf-8');
}
