import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { OrderReturnEvent } from '@store/contracts';
import type { EventStore } from '@store/eventstore';
import { OrderAccessTokens, OrderingCommands, OrderPersonalData } from '@store/ordering';
import {
  AppConfig,
  BackgroundWork,
  CLOCK,
  CONFIG,
  DATABASE,
  durationMs,
  EVENT_STORE,
  LOGGER,
  Logger,
  MAIL_QUEUE,
  MailJob,
  REDIS,
  runsWorkers,
  startBackgroundWork,
  systemContext,
  type Clock,
} from '@store/platform';
import { ProjectionRunner } from '@store/projections';
import type { Job, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { Kysely, sql } from 'kysely';
import { ReturnSettingsService } from '../commands/return-settings.service';
import { ReturnsService } from '../commands/returns.service';
import { ReturnsQuery } from '../queries/returns.query';
import { returnMail } from './return-mails';
import {
  COMMIT_EXCHANGE_JOB,
  REFUND_FAILED_JOB,
  RELEASE_EXCHANGE_JOB,
  RESTOCK_JOB,
  returnsReactor,
  type ReturnStockJob,
} from './returns-reactor';

/** pg_try_advisory_xact_lock key of the never-arrived sweep: one active sweeper across every process. */
export const RETURNS_SWEEP_LOCK_KEY = 1_616_016_016_043n;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The returns' background work: the reactor that e-mails the shopper at each step, and, where
 * the role runs workers, the never-arrived sweep every STOCK_SWEEP_INTERVAL (an approved return
 * that has not arrived `pickupExpiryDays` after approval is cancelled and its exchange hold released).
 */
@Injectable()
export class ReturnsJobs implements OnApplicationBootstrap, OnApplicationShutdown {
  private background?: BackgroundWork;
  private stockQueue?: Queue<ReturnStockJob>;
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(DATABASE) private readonly db: Kysely<unknown>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MAIL_QUEUE) private readonly mailQueue: Queue<MailJob>,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly orders: OrderingCommands,
    private readonly personal: OrderPersonalData,
    private readonly tokens: OrderAccessTokens,
    private readonly returns: ReturnsService,
    private readonly query: ReturnsQuery,
    private readonly settings: ReturnSettingsService,
  ) {}

  onApplicationBootstrap() {
    const { config, redis, logger } = this;
    this.background = startBackgroundWork('returns', { config, redis, logger }, (work) => {
      this.stockQueue = work.queue<ReturnStockJob>('returnStock');
      work.worker<ReturnStockJob>('returnStock', (job) => this.follow(job));
      work.reactor(
        () =>
          new ProjectionRunner(
            returnsReactor({
              mailQueue: this.mailQueue,
              stockQueue: () => this.stockQueue!,
              mailFor: (event) => this.mailFor(event),
            }),
            { db: this.db, eventStore: this.store, databaseUrl: config.DATABASE_URL, logger },
          ),
      );
    });
    if (!runsWorkers(config.ROLE)) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.sweep()
        .catch((error: unknown) => this.logger.error({ err: error }, 'returns: never-arrived sweep failed'))
        .finally(() => (this.running = undefined));
    }, durationMs(config.STOCK_SWEEP_INTERVAL));
    this.timer.unref();
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.running;
    await this.background?.stop();
  }

  /** One job of the returns' worker (also run directly by tests): each checks what was done already. */
  async follow({ name, data }: Pick<Job<ReturnStockJob>, 'name' | 'data'>): Promise<void> {
    if (name === RESTOCK_JOB && data.returnId && data.since) {
      const adjusted = await this.returns.restock(data.returnId, data.since, data.context);
      if (adjusted) this.logger.info({ returnId: data.returnId, adjusted }, 'returns: received units back in stock');
    } else if (name === RELEASE_EXCHANGE_JOB && data.returnId)
      await this.returns.releaseExchange(data.returnId, data.context);
    else if (name === COMMIT_EXCHANGE_JOB && data.returnId)
      await this.returns.commitExchange(data.returnId, data.context);
    else if (name === REFUND_FAILED_JOB && data.refundId)
      await this.returns.recordRefundFailed(data.orderId, data.refundId, data.reason ?? '', data.context);
  }

  /** One sweep now (tests and operators): the returns cancelled. */
  async sweep(now = this.clock.now()): Promise<string[]> {
    return this.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_xact_lock(${RETURNS_SWEEP_LOCK_KEY.toString()}::bigint) as locked`.execute(trx);
      if (!rows[0].locked) return [];
      const { pickupExpiryDays } = await this.settings.settings();
      const due = await this.query.approvedBefore(new Date(now.getTime() - pickupExpiryDays * DAY_MS));
      const cancelled: string[] = [];
      for (const returnId of due) {
        try {
          if (
            await this.returns.cancelIfNeverArrived(
              returnId,
              pickupExpiryDays,
              systemContext(`returns-sweep-${returnId}`),
              now.toISOString(),
            )
          )
            cancelled.push(returnId);
        } catch (error) {
          this.logger.warn({ err: error, returnId }, 'returns: could not cancel a return that never arrived');
        }
      }
      return cancelled;
    });
  }

  private async mailFor(event: OrderReturnEvent): Promise<MailJob | null> {
    const order = await this.personal.reveal(await this.orders.order(event.data.orderId));
    const customer = order.customer;
    if (!order.exists || !customer?.email) return null;
    const orderLink =
      order.userId === null
        ? `${this.config.WEB_ORIGIN}/order-confirmation/${order.orderId}?token=${encodeURIComponent(this.tokens.issue(order.orderId))}`
        : `${this.config.WEB_ORIGIN}/orders`;
    const requested = event.type === 'ReturnRequested' ? event.data.lines : [];
    const lines = requested.map(
      (line) => `${line.quantity} x ${line.name} (${line.size}${line.colorName ? ` - ${line.colorName}` : ''})`,
    );
    return returnMail(event, {
      customer: { name: customer.name, email: customer.email },
      orderLink,
      timeZone: this.config.STORE_TIME_ZONE,
      lines,
    });
  }
}
