import { Global, Inject, Injectable, Module, OnApplicationBootstrap, OnApplicationShutdown, Type } from '@nestjs/common';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { NestFactory } from '@nestjs/core';
import { createEventStore, EventStore, eventStoreMigrations } from '@store/eventstore';
import {
  AllExceptionsFilter,
  AppConfig,
  CONFIG,
  createValidationPipe,
  DATABASE,
  EVENT_STORE,
  loadConfig,
  Logger,
  PlatformModule,
} from '@store/platform';
import { createTestDatabase, TestDatabase } from '@store/platform/testing';
import { ProjectionHost, projectionMigrations } from '@store/projections';
import { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import { IdentityModule, identityMigrations, identityProjections } from '../../src';
import { startSmtp, TestSmtp } from '@store/platform/testing';

@Injectable()
class TestProjections implements OnApplicationBootstrap, OnApplicationShutdown {
  host?: ProjectionHost;

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE) private readonly db: Kysely<any>,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  onApplicationBootstrap() {
    this.host = new ProjectionHost({
      projections: identityProjections,
      db: this.db,
      eventStore: this.eventStore,
      databaseUrl: this.config.DATABASE_URL,
      standbyRetryMs: 100,
      idleCheckMs: 50,
    });
    this.host.start();
  }

  async onApplicationShutdown() {
    await this.host?.stop();
    await this.eventStore.close();
  }
}

/** What the lead's EventSourcingModule does in apps/api, for this library's own tests. */
@Global()
@Module({
  providers: [
    {
      provide: EVENT_STORE,
      inject: [CONFIG],
      useFactory: (config: AppConfig) => createEventStore({ databaseUrl: config.DATABASE_URL, eventStoreUrl: '' }),
    },
    TestProjections,
  ],
  exports: [EVENT_STORE],
})
class TestEventSourcingModule {}

export interface LogLine {
  level: string;
  obj: unknown;
  msg?: string;
}

export interface IdentityTestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  /** A pool of its own on the test database, for assertions. */
  db: Kysely<any>;
  database: TestDatabase;
  smtp: TestSmtp;
  logs: LogLine[];
  eventStore: EventStore;
  close(): Promise<void>;
  /** Starts another app on the same database and Redis prefix (a second start-up). */
  restart(): Promise<NestFastifyApplication>;
}

function captureLogger(logs: LogLine[]): Logger {
  const at = (level: string) => (obj: unknown, msg?: string) => void logs.push({ level, obj, msg });
  return { info: at('info'), warn: at('warn'), error: at('error'), debug: at('debug') };
}

async function buildApp(config: AppConfig, logger: Logger, imports: Type<unknown>[] = []): Promise<NestFastifyApplication> {
  @Module({ imports: [PlatformModule.forRoot(config, logger), TestEventSourcingModule, IdentityModule, ...imports] })
  class TestRootModule {}
  const app = await NestFactory.create<NestFastifyApplication>(TestRootModule, new FastifyAdapter({ trustProxy: true }), { logger: false });
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter(logger));
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

/**
 * The identity module on a fresh database, its own Redis key prefix and a real SMTP server:
 * PlatformModule (mail worker included) + EVENT_STORE + the identity projections + IdentityModule.
 */
export async function startIdentityApp(env: Record<string, string> = {}, imports: Type<unknown>[] = []): Promise<IdentityTestApp> {
  const smtp = await startSmtp();
  const database = await createTestDatabase([eventStoreMigrations, projectionMigrations, identityMigrations]);
  const suffix = `${process.env.JEST_WORKER_ID ?? '0'}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: '20',
    BCRYPT_ROUNDS: '4',
    QUEUE_PREFIX: `test-identity-${suffix}`,
    SMTP_URL: smtp.url,
    WEB_ORIGIN: 'http://localhost:5173',
    ADMIN_EMAIL: 'admin@threadfit.test',
    ADMIN_PASSWORD: 'Admin@12345',
    ...env,
  });
  const logs: LogLine[] = [];
  const logger = captureLogger(logs);
  const apps: NestFastifyApplication[] = [await buildApp(config, logger, imports)];
  return {
    app: apps[0],
    config,
    db: database.db,
    database,
    smtp,
    logs,
    eventStore: apps[0].get(EVENT_STORE),
    async restart() {
      const app = await buildApp(config, logger, imports);
      apps.push(app);
      return app;
    },
    async close() {
      for (const app of apps.reverse()) await app.close();
      await cleanRedis(config);
      await smtp.close();
      await database.destroy();
    },
  };
}

async function cleanRedis(config: AppConfig) {
  const { default: IORedis } = await import('ioredis');
  const redis = new IORedis(config.REDIS_URL);
  try {
    const keys = await redis.keys(`${config.QUEUE_PREFIX}:*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}
