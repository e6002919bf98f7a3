import {
  DynamicModule,
  Global,
  Inject,
  Injectable,
  Module,
  OnApplicationBootstrap,
  OnApplicationShutdown,
  Type,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { createEventStore, EventStore, eventStoreMigrations } from '@store/eventstore';
import {
  AllExceptionsFilter,
  AppConfig,
  Clock,
  CommandHandling,
  COMMAND_HANDLING_PROVIDER,
  CONFIG,
  createValidationPipe,
  NulBytePipe,
  PathParamPipe,
  DATABASE,
  EVENT_STORE,
  loadConfig,
  Logger,
  MigrationSet,
  personalDataMigrations,
  PlatformModule,
} from '@store/platform';
import { createTestDatabase, ResponseContract, startSmtp, TestDatabase, TestSmtp } from '@store/platform/testing';
import { ProjectionDefinition, ProjectionHost, projectionMigrations } from '@store/projections';
import { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import { IdentityModule } from '../identity.module';
import { identityMigrations } from '../identity-migrations';
import { identityProjections } from '../projections/user-account.projection';

/**
 * Test clients name their own IP in X-Forwarded-For (freshIp), so one test's calls never count
 * against another's limits: the tests trust the loopback proxy. The limits on orders (per IP,
 * unpaid per contact and browser, the share of a size's stock) are lifted for suites that place
 * hundreds of orders as one guest; the tests of those limits set their own.
 */
export const TEST_TRAFFIC_SETTINGS = {
  TRUST_PROXY: 'loopback',
  RATE_LIMIT_ORDERS_IP: '100000/1h',
  UNPAID_ORDERS_PER_CONTACT: '100000',
  UNPAID_ORDERS_PER_DEVICE: '100000',
  UNPAID_STOCK_SHARE_PERCENT: '100',
} as const;

/** The settings TEST_TRAFFIC_SETTINGS lifts, at the store's own defaults: for the tests of those limits. */
export function shippedTrafficLimits(): Record<string, string> {
  const defaults = loadConfig({}) as unknown as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(TEST_TRAFFIC_SETTINGS)
      .filter((name) => name !== 'TRUST_PROXY')
      .map((name) => [name, String(defaults[name])]),
  );
}

export interface LogLine {
  level: string;
  obj: unknown;
  msg?: string;
}

export interface ModuleTestAppOptions {
  /** Names the Redis key prefix, so test files running in parallel never share queues. */
  label: string;
  /** The module(s) under test, started after PlatformModule and IdentityModule (start-up admin, guards). */
  modules?: Array<Type<unknown> | DynamicModule>;
  /** Their migrations, after the event store's, the projections' and identity's. */
  migrations?: MigrationSet[];
  /** Their projections, run with identity's in a projection host tuned for tests. */
  projections?: readonly ProjectionDefinition[];
  env?: Record<string, string>;
  /** "Now" for the app (CLOCK), e.g. fixedClock(...); default: the system clock. */
  clock?: Clock;
}

export interface ModuleTestApp {
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

/** What apps/api's EventSourcingModule does (EVENT_STORE and the projection host), for one library's tests. */
function testEventSourcing(projections: readonly ProjectionDefinition[]): DynamicModule {
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
        projections,
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

  @Global()
  @Module({})
  class TestEventSourcingModule {}

  return {
    module: TestEventSourcingModule,
    providers: [
      {
        provide: EVENT_STORE,
        inject: [CONFIG],
        useFactory: (config: AppConfig) => createEventStore({ databaseUrl: config.DATABASE_URL, eventStoreUrl: '' }),
      },
      COMMAND_HANDLING_PROVIDER,
      TestProjections,
    ],
    exports: [EVENT_STORE, CommandHandling],
  };
}

async function buildApp(
  config: AppConfig,
  logger: Logger,
  options: ModuleTestAppOptions,
  contracts: ResponseContract[],
): Promise<NestFastifyApplication> {
  const projections = [...identityProjections, ...(options.projections ?? [])];
  @Module({
    imports: [
      PlatformModule.forRoot(config, logger, { clock: options.clock }),
      testEventSourcing(projections),
      IdentityModule,
      ...(options.modules ?? []),
    ],
  })
  class TestRootModule {}
  const app = await NestFactory.create<NestFastifyApplication>(
    TestRootModule,
    new FastifyAdapter({ trustProxy: true }),
    { logger: false, rawBody: true },
  );
  app.setGlobalPrefix('api');
  app.useGlobalPipes(new PathParamPipe(), new NulBytePipe(), createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter(logger));
  contracts.push(new ResponseContract(app));
  contracts.at(-1)!.watch(app.getHttpAdapter().getInstance());
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

/**
 * One module (and identity) on a fresh database, its own Redis key prefix and a real SMTP
 * server: the harness every library's HTTP tests share.
 */
export async function startModuleTestApp(options: ModuleTestAppOptions): Promise<ModuleTestApp> {
  const smtp = await startSmtp();
  const database = await createTestDatabase([
    eventStoreMigrations,
    projectionMigrations,
    identityMigrations,
    personalDataMigrations,
    ...(options.migrations ?? []),
  ]);
  const suffix = `${process.env.JEST_WORKER_ID ?? '0'}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    ...TEST_TRAFFIC_SETTINGS,
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: '10',
    BCRYPT_ROUNDS: '4',
    QUEUE_PREFIX: `test-${options.label}-${suffix}`,
    SMTP_URL: smtp.url,
    WEB_ORIGIN: 'http://localhost:5173',
    ADMIN_EMAIL: 'admin@threadfit.test',
    ADMIN_PASSWORD: 'Admin@12345',
    ...options.env,
  });
  const logs: LogLine[] = [];
  const logger = captureLogger(logs);
  // Every answer is checked against the OpenAPI document's contracts; a mismatch fails the file.
  const contracts: ResponseContract[] = [];
  const apps: NestFastifyApplication[] = [await buildApp(config, logger, options, contracts)];
  return {
    app: apps[0],
    config,
    db: database.db,
    database,
    smtp,
    logs,
    eventStore: apps[0].get(EVENT_STORE),
    async restart() {
      const app = await buildApp(config, logger, options, contracts);
      apps.push(app);
      return app;
    },
    async close() {
      for (const app of apps.reverse()) await app.close();
      await cleanRedis(config);
      await smtp.close();
      await database.destroy();
      for (const contract of contracts) contract.assertNone();
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
