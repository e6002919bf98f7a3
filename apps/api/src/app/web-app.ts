import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { encodeBody, type NotFoundFallback } from '@store/platform';
import type { Logger } from 'pino';
import { pageTemplate } from './storefront-pages/page-template';
import { loadServerRenderer, sendPage, StorefrontPages } from './storefront-pages/storefront-pages';

/** The storefront paths rendered on the server (apps/web/src/ssr/page-data.ts); any other path goes through the fallback. */
const SERVER_RENDERED_PATHS = ['/', '/products', '/collections', '/products/:id', '/privacy', '/terms'];

export interface WebAppOptions {
  timeZone: string;
  publicUrl: string;
  /** The versions of the read models the pages show (storefront-pages/page-version.ts). */
  pageVersion: () => Promise<string>;
  logger: Logger;
}

/** The meta tag the web app reads the store's settings from (apps/web/src/shared/store-settings.ts). */
export const TIME_ZONE_META = 'threadfit:time-zone';

/** index.html with the store's time zone (STORE_TIME_ZONE) in a meta tag, so the screens show dates as the e-mails do. */
export function withStoreSettings(html: string, timeZone: string): string {
  const meta = `<meta name="${TIME_ZONE_META}" content="${timeZone.replace(/[^\w/+-]/g, '')}" />`;
  return html.includes('</head>') ? html.replace('</head>', `  ${meta}\n  </head>`) : `${meta}${html}`;
}

/**
 * Serves the built web app (apps/web/dist) from the API process: hashed assets with long-lived
 * caching; the storefront's public pages rendered on the server when the server renderer is built
 * (apps/web/dist-server); index.html (with the store's settings) for every other non-API GET so
 * client-side routes survive a reload. Returns the fallback the exception filter uses, or
 * undefined when no build exists.
 */
export async function serveWebApp(
  app: NestFastifyApplication,
  distDir: string,
  { timeZone, publicUrl, pageVersion, logger }: WebAppOptions,
): Promise<NotFoundFallback | undefined> {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const shell = encodeBody(withStoreSettings(readFileSync(indexFile, 'utf8'), timeZone));

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: false,
    // The web build writes .br and .gz beside every JS/CSS file: sent to clients that accept them.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });

  const fastify = app.getHttpAdapter().getInstance();
  const serverRendering = loadServerRenderer(root);
  const pages =
    serverRendering &&
    new StorefrontPages({
      fastify,
      ...serverRendering,
      template: pageTemplate(shell.identity.toString('utf8')),
      shell,
      publicUrl,
      timeZone,
      version: pageVersion,
      logger,
    });
  if (pages) {
    for (const url of SERVER_RENDERED_PATHS)
      fastify.get(url, async (request, reply) => sendPage(request, reply, await pages.answer(request)));
  } else logger.warn('no server renderer built (apps/web/dist-server): pages are rendered in the browser');

  return (request, reply) => {
    const pathname = request.url.slice(0, 2048).split('?')[0];
    const isPageRequest =
      request.method === 'GET' &&
      !pathname.startsWith('/api') &&
      !pathname.startsWith('/uploads/') &&
      !pathname.startsWith('/demo/') &&
      !path.extname(pathname);
    if (!isPageRequest) return false;
    if (pages) {
      void pages.answer(request).then((answer) => sendPage(request, reply, answer));
      return true;
    }
    sendPage(request, reply, { status: 200, html: shell });
    return true;
  };
}

/** The demo catalogue's garment images (libs/catalogue/assets/demo), at /demo/{file}. */
export async function serveDemoImages(app: NestFastifyApplication, assetsDir: string): Promise<void> {
  if (!existsSync(assetsDir)) return;
  await app.register(fastifyStatic, {
    root: path.resolve(assetsDir),
    prefix: '/demo/',
    decorateReply: false,
    index: false,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=86400');
    },
  });
}

/** Images admins uploaded to the local image store (UPLOAD_DIR), at /uploads/{file}. */
export async function serveUploads(app: NestFastifyApplication, uploadDir: string): Promise<void> {
  await mkdir(uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: path.resolve(uploadDir),
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('x-content-type-options', 'nosniff');
    },
  });
}
