import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppConfig, ConfigError, loadConfig, runsHttp } from '@store/platform';
import { AppModule } from './app/app.module';
import { createApp } from './app/create-app';
import { prepareGracefulHttpStop } from './app/graceful-stop';
import { createLogger, logFormatFor } from './app/logger';
import { NestPinoLogger } from './app/nest-logger';
import { migrateDatabase } from './app/migrate';
import { whenDatabaseReachable } from './app/wait-for-database';

/**
 * The start-up admin's login, for the person who typed npm start: on a terminal only (never in a
 * log file or a collector), and never in production (which refuses the development password).
 */
function printAdminLogin(config: AppConfig) {
  process.stdout.write(`Admin: ${config.ADMIN_EMAIL} / ${config.ADMIN_PASSWORD}  (ADMIN_EMAIL / ADMIN_PASSWORD)\n`);
}

/** The longest a stop on SIGTERM/SIGINT may take before the process exits with 1 anyway. */
const STOP_WITHIN_MS = 5_000;
/** How long requests in flight get to finish before their connections are closed. */
const HTTP_GRACE_MS = 3_000;

/**
 * SIGTERM or SIGINT stops the HTTP side first (no new requests, the ones in flight answered in
 * full: see prepareGracefulHttpStop), then closes the rest of the application (projection runners,
 * workers, queues, pools) and exits 0, so `docker stop` and a process manager see a clean stop; a
 * second signal or a stop longer than STOP_WITHIN_MS exits 1.
 */
function stopOnSignals(
  app: { close(): Promise<void> },
  logger: ReturnType<typeof createLogger>,
  stopHttp: () => Promise<void> = async () => undefined,
) {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) process.exit(1);
      stopping = true;
      logger.info({ signal }, 'store process stopping');
      setTimeout(() => {
        logger.error({ signal }, `store process did not stop within ${STOP_WITHIN_MS} ms`);
        process.exit(1);
      }, STOP_WITHIN_MS).unref();
      stopHttp()
        .then(() => app.close())
        .then(
          () => {
            logger.info('store process stopped');
            process.exit(0);
          },
          (error: unknown) => {
            logger.error({ err: error }, 'store process failed to stop');
            process.exit(1);
          },
        );
    });
  }
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  const applied = await whenDatabaseReachable(config.DATABASE_URL, logger, () => migrateDatabase(config.DATABASE_URL));
  if (applied.length) logger.info({ applied }, 'database migrated');

  if (runsHttp(config.ROLE)) {
    const app = await createApp(config, logger, { shutdownHooks: false });
    stopOnSignals(app, logger, prepareGracefulHttpStop(app, HTTP_GRACE_MS));
    await app.listen({ port: config.PORT, host: config.HOST });
    const url = `http://localhost:${config.PORT}`;
    const docs = config.NODE_ENV === 'production' ? {} : { docs: `${url}/api/docs` };
    logger.info({ url, api: `${url}/api`, ...docs }, `store is serving ${url} (role ${config.ROLE})`);
    if (logFormatFor(config.NODE_ENV, process.stdout) === 'pretty') printAdminLogin(config);
  } else {
    const context = await NestFactory.createApplicationContext(AppModule.forRoot(config, logger), { bufferLogs: true });
    context.useLogger(new NestPinoLogger(logger));
    stopOnSignals(context, logger);
    await context.init();
    logger.info(`store process started (role ${config.ROLE})`);
  }
}

main().catch((error) => {
  process.stderr.write(`The store could not start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
