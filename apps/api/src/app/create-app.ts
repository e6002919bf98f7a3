import path from 'node:path';
import { RequestMethod, type Type } from '@nestjs/common';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { NestFactory } from '@nestjs/core';
import { SwaggerModule } from '@nestjs/swagger';
import {
  AllExceptionsFilter,
  AppConfig,
  buildApiDocument,
  compressReplies,
  createValidationPipe,
  Logger,
  NulBytePipe,
  PathParamPipe,
} from '@store/platform';
import type { Logger as PinoLogger } from 'pino';
import { AppModule } from './app.module';
import { takeArrivalTickets } from './arrival-tickets';
import { appRegistry } from './manifests';
import { NestPinoLogger } from './nest-logger';
import { httpTimeoutOptions } from './http-timeouts';
import { CORRELATION_HEADER, correlationIdFor, logRequests } from './request-logging';
import { serveRobotsTxt } from './robots-txt';
import { securityHeaders } from './security-headers';
import { trustProxyOption } from './trust-proxy';
import { serveDemoImages, serveUploads, serveWebApp } from './web-app';
import { storefrontPageVersion } from './storefront-pages/page-version';

export const API_PREFIX = 'api';
const DEMO_ASSETS_DIR = path.resolve(__dirname, '../../../../libs/catalogue/assets/demo');

/** Builds the HTTP application (not yet listening): used by main.ts and by integration tests. */
export interface CreateAppOptions {
  /** Extra modules mounted beside the application (tests use this for probe routes). */
  imports?: Type<unknown>[];
  /** Nest's own signal handlers (default true). main.ts stops on signals itself, to exit 0. */
  shutdownHooks?: boolean;
}

export async function createApp(
  config: AppConfig,
  logger: PinoLogger,
  options: CreateAppOptions = {},
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    genReqId: correlationIdFor,
    ...httpTimeoutOptions(config),
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, logger, options.imports),
    adapter,
    {
      bufferLogs: true,
      // Razorpay signs its webhooks over the exact bytes sent: keep them (request.rawBody).
      rawBody: true,
    },
  );
  app.useLogger(new NestPinoLogger(logger));
  if (options.shutdownHooks !== false) app.enableShutdownHooks();

  const fastify = app.getHttpAdapter().getInstance();
  fastify.removeContentTypeParser('text/plain'); // JSON only: anything else answers 415
  const headers = securityHeaders();
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers).header(CORRELATION_HEADER, request.id);
    done();
  });
  takeArrivalTickets(fastify, { exposeHeader: config.NODE_ENV !== 'production' });
  logRequests(fastify, logger);
  compressReplies(fastify);

  app.enableCors({ origin: [config.WEB_ORIGIN], credentials: true });
  // Everything under /api, but for the files crawlers look for at the root (the sitemap).
  app.setGlobalPrefix(API_PREFIX, {
    exclude: appRegistry.siteRoutes.map((path) => ({ path, method: RequestMethod.GET })),
  });
  app.useGlobalPipes(new PathParamPipe(), new NulBytePipe(), createValidationPipe());

  // The API's map is for developers: not served by a production process.
  if (config.NODE_ENV !== 'production') {
    const document = buildApiDocument(app);
    SwaggerModule.setup(`${API_PREFIX}/docs`, app, document, { jsonDocumentUrl: `${API_PREFIX}/docs-json` });
  }

  serveRobotsTxt(app, config.PUBLIC_URL);
  await serveDemoImages(app, DEMO_ASSETS_DIR);
  await serveUploads(app, config.UPLOAD_DIR);
  const pageVersion = storefrontPageVersion(app, config);
  fastify.addHook('onClose', pageVersion.release);
  const spaFallback = await serveWebApp(app, config.WEB_DIST_DIR, {
    timeZone: config.STORE_TIME_ZONE,
    publicUrl: config.PUBLIC_URL,
    pageVersion: pageVersion.current,
    logger,
  });
  app.useGlobalFilters(new AllExceptionsFilter(logger as unknown as Logger, spaFallback));
  return app;
}
