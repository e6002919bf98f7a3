import {
  DynamicModule,
  Global,
  Inject,
  Injectable,
  Module,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { Kysely } from 'kysely';
import { AppConfig } from '../config/config';
import { createDatabase } from '../database/database';
import { poolBudgetOf } from '../database/pool-budget';
import { Logger } from '../logging/logger';
import { MailJob, sendMailJob } from '../mail/mail-queue';
import { MailSentMarker, type MailSentTables } from '../mail/mail-sent-marker';
import { createMailTransport, MailTransport } from '../mail/mail-transport';
import { BackgroundWork, startBackgroundWork } from '../queues/background-work';
import { createQueue } from '../queues/queues';
import { settleWithin } from '../queues/settle-within';
import { closeRedisConnection, createRedisConnection } from '../queues/redis';
import { PersonalData } from '../personal-data/personal-data.service';
import { systemClock, type Clock } from '../eventsourcing/clock';
import { CLOCK, CONFIG, DATABASE, LOGGER, MAIL_QUEUE, MAIL_TRANSPORT, REDIS } from './tokens';

/** Starts the mail worker in processes whose role runs workers, and closes it on shutdown. */
@Injectable()
class MailWorkerHost implements OnApplicationBootstrap, OnApplicationShutdown {
  private background?: BackgroundWork;
  private worker?: Worker<MailJob>;

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(DATABASE) private readonly db: Kysely<MailSentTables>,
  ) {}

  onApplicationBootstrap() {
    const { config, redis, logger } = this;
    // The mail queue itself is MAIL_QUEUE (below), closed by PlatformShutdown.
    this.background = startBackgroundWork('mail', { config, redis, logger }, (work) => {
      this.worker = work.worker<MailJob>('mail', sendMailJob(this.transport, new MailSentMarker(this.db)));
    });
  }

  async onApplicationShutdown() {
    await this.background?.stop();
    // Whatever the close left (Redis gone): cut the worker's connections.
    if (this.worker) await settleWithin(this.worker.disconnect(), 1000);
  }
}

/** Closes the shared connections when the application stops. */
@Injectable()
class PlatformShutdown implements OnApplicationShutdown {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<unknown>,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(MAIL_QUEUE) private readonly mailQueue: Queue<MailJob>,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
  ) {}

  async onApplicationShutdown() {
    // With Redis down, BullMQ's close waits for a connection that never comes: bound it.
    if (this.redis.status === 'ready') await settleWithin(this.mailQueue.close(), 2000);
    await closeRedisConnection(this.redis);
    this.transport.close();
    await this.db.destroy();
  }
}

/**
 * The shared infrastructure every module injects: configuration, the Kysely database, Redis,
 * the logger, the mail transport and the mail queue.
 */
@Global()
@Module({})
export class PlatformModule {
  /** `options.clock` replaces the system clock (tests set "now" with fixedClock). */
  static forRoot(config: AppConfig, logger: Logger, options: { clock?: Clock } = {}): DynamicModule {
    return {
      module: PlatformModule,
      providers: [
        { provide: CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
        { provide: CLOCK, useValue: options.clock ?? systemClock },
        {
          provide: DATABASE,
          useFactory: () => createDatabase(config.DATABASE_URL, { maxConnections: poolBudgetOf(config).readModels }),
        },
        { provide: REDIS, useFactory: () => createRedisConnection(config.REDIS_URL, logger) },
        { provide: MAIL_TRANSPORT, useFactory: () => createMailTransport(config, logger) },
        {
          provide: MAIL_QUEUE,
          inject: [REDIS],
          useFactory: (redis: Redis) =>
            createQueue<MailJob>('mail', { connection: redis, prefix: config.QUEUE_PREFIX }, logger),
        },
        MailWorkerHost,
        PlatformShutdown,
        PersonalData,
      ],
      exports: [CONFIG, LOGGER, CLOCK, DATABASE, REDIS, MAIL_TRANSPORT, MAIL_QUEUE, PersonalData],
    };
  }
}
