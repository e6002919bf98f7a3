import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { AppConfig, closeRedisConnection, CONFIG, createRedisProbe, DATABASE, Logger, LOGGER } from '@store/platform';
import { Redis } from 'ioredis';
import { Kysely, sql } from 'kysely';
import { HealthRegistry } from './health-registry';

/** Registers the PostgreSQL and Redis checks. */
@Injectable()
export class InfrastructureHealth implements OnModuleInit, OnApplicationShutdown {
  private probe?: Redis;

  constructor(
    private readonly registry: HealthRegistry,
    @Inject(DATABASE) private readonly db: Kysely<unknown>,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit() {
    this.probe = createRedisProbe(this.config.REDIS_URL, this.logger);
    this.registry.register({
      name: 'postgres',
      check: async () => {
        const started = Date.now();
        await sql`select 1`.execute(this.db);
        return { status: 'up', latencyMs: Date.now() - started };
      },
    });
    this.registry.register({
      name: 'redis',
      check: async () => {
        const probe = (this.probe ??= createRedisProbe(this.config.REDIS_URL, this.logger));
        if (probe.status !== 'ready') await readyWithin(probe, 1000);
        const started = Date.now();
        await probe.ping();
        return { status: 'up', latencyMs: Date.now() - started };
      },
    });
  }

  async onApplicationShutdown() {
    if (this.probe) await closeRedisConnection(this.probe);
  }
}

/** Resolves when the connection is ready, or throws after `ms` (Redis is down or unreachable). */
function readyWithin(connection: Redis, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      connection.off('ready', onReady);
      reject(new Error(`Redis is not reachable (${connection.status})`));
    }, ms);
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    connection.once('ready', onReady);
  });
}
