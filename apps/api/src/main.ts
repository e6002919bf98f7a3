import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ConfigError, createDatabase, ensureDatabase, loadConfig, migrateToLatest, runsHttp } from '@store/platform';
import { AppModule } from './app/app.module';
import { createApp } from './app/create-app';
import { createLogger } from './app/logger';
import { allMigrations } from './app/migrations';

async function migrate(databaseUrl: string) {
  await ensureDatabase(databaseUrl);
  const db = createDatabase(databaseUrl, { maxConnections: 1, applicationName: 'store-migrate' });
  try {
    return await migrateToLatest(db, allMigrations);
  } finally {
    await db.destroy();
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
  const applied = await migrate(config.DATABASE_URL);
  if (applied.length) logger.info({ applied }, 'database migrated');

  if (runsHttp(config.ROLE)) {
    const app = await createApp(config, logger);
    await app.listen({ port: config.PORT, host: config.HOST });
    logger.info({ url: `http://localhost:${config.PORT}`, api: `http://localhost:${config.PORT}/api` }, 'store is serving');
  } else {
    const context = await NestFactory.createApplicationContext(AppModule.forRoot(config, logger), { bufferLogs: true });
    context.enableShutdownHooks();
    await context.init();
    logger.info({ role: config.ROLE }, 'store process started');
  }
}

main().catch((error) => {
  process.stderr.write(`The store could not start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
