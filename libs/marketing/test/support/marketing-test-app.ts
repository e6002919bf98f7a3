import { Global, Inject, Injectable, Module, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { createEventStore, EventStore, eventStoreMigrations } from '@store/eventstore';
import { IdentityModule, identityMigrations, identityProjections } from '@store/identity';
import { AllExceptionsFilter, AppConfig, CONFIG, createValidationPipe, DATABASE, EVENT_STORE, loadConfig, Logger, PlatformModule } from '@store/platform';
import { createTestDatabase, TestDatabase } from '@store/platform/testing';
import { ProjectionHost, projectionMigrations } from '@store/projections';
import { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import { Clock, MARKETING_CLOCK, MarketingModule, marketingProjections } from '../../src';
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
      projections: [...identityProjections, ...marketingProjections],
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

export interface MarketingTestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  /** A pool of its own on the test database, for assertions. */
  db: Kysely<any>;
  smtp: TestSmtp;
  eventStore: EventStore;
  /** Sets "now" for the marketing module (offer validity, event times); null: the real time. */
  setNow(now: string | null): void;
  close(): Promise<void>;
}

const silent: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined };

/**
 * The marketing module on a fresh database, its own Redis key prefix and a real SMTP server:
 * PlatformModule + EVENT_STORE + identity's and marketing's projections + IdentityModule (start-up
 * admin, guards) + MarketingModule.
 */
export async function startMarketingApp(): Promise<MarketingTestApp> {
  const smtp = await startSmtp();
  const database: TestDatabase = await createTestDatabase([eventStoreMigrations, projectionMigrations, identityMigrations]);
  const suffix = `${process.env.JEST_WORKER_ID ?? '0'}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: '20',
    BCRYPT_ROUNDS: '4',
    QUEUE_PREFIX: `test-marketing-${suffix}`,
    SMTP_URL: smtp.url,
    WEB_ORIGIN: 'http://localhost:5173',
    ADMIN_EMAIL: 'admin@threadfit.test',
    ADMIN_PASSWORD: 'Admin@12345',
  });

  @Module({ imports: [PlatformModule.forRoot(config, silent), TestEventSourcingModule, IdentityModule, MarketingModule] })
  class TestRootModule {}
  const app = await NestFactory.create<NestFastifyApplication>(TestRootModule, new FastifyAdapter({ trustProxy: true }), { logger: false });
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter(silent));
  await app.init();
  await app.getHttpAdapter().getInstance().ready();

  const clock = app.get<Clock>(MARKETING_CLOCK);
  const realNow = clock.now;
  return {
    app,
    config,
    db: database.db,
    smtp,
    eventStore: app.get(EVENT_STORE),
    setNow(now) {
      clock.now = now === null ? realNow : () => new Date(now);
    },
    async close() {
      await app.close();
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
