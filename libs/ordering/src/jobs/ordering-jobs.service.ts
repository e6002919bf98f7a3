import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { EventStore } from '@store/eventstore';
import {
  AppConfig,
  BackgroundWork,
  CLOCK,
  type Clock,
  CONFIG,
  DATABASE,
  EVENT_STORE,
  jobId,
  LOGGER,
  Logger,
  MAIL_QUEUE,
  MailJob,
  REDIS,
  startBackgroundWork,
  systemContext,
} from '@store/platform';
import { ProjectionRunner } from '@store/projections';
import type { Job, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { Kysely } from 'kysely';
import { OrderAccessTokens } from '../access/order-access-tokens';
import { OrderRefunds } from '../commands/order-refunds';
import { OrderStock } from '../commands/order-stock';
import { OrderWrites } from '../commands/order-writes';
import { OrderingCommands } from '../commands/ordering.commands';
import {
  orderingReactor,
  STOCK_BATCH_JOB,
  STOCK_JOB,
  type OrderJob,
  type StockBatchJob,
  type StockJob,
  type StockReconciliation,
} from './ordering-reactor';
import { reconcileStockBatch } from './stock-batch';
import { ShippedMailExtrasRegistry } from './shipped-mail-extras';
import { revealOrders } from './revealed-orders';

export { ORDERING_REACTOR } from './ordering-reactor';

/**
 * The order's side effects: runs the ordering reactor (stored checkpoint, one active runner; see
 * orderingReactor) and the workers of the expiry and stock jobs it enqueues.
 */
@Injectable()
export class OrderingJobs implements OnApplicationBootstrap, OnApplicationShutdown {
  private background?: BackgroundWork;
  private expiryQueue?: Queue<OrderJob>;
  private stockQueue?: Queue<StockJob>;

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(DATABASE) private readonly db: Kysely<unknown>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MAIL_QUEUE) private readonly mailQueue: Queue<MailJob>,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly orders: OrderWrites,
    private readonly commands: OrderingCommands,
    private readonly stock: OrderStock,
    private readonly refunds: OrderRefunds,
    private readonly accessTokens: OrderAccessTokens,
    private readonly shippedMailExtras: ShippedMailExtrasRegistry,
  ) {}

  onApplicationBootstrap() {
    const { config, redis, logger } = this;
    this.background = startBackgroundWork('ordering', { config, redis, logger }, (work) => {
      this.expiryQueue = work.queue<OrderJob>('orderExpiry');
      this.stockQueue = work.queue<StockJob>('orderStock');
      work.worker<OrderJob>('orderExpiry', (job) => this.expire(job));
      work.worker<StockJob>('orderStock', (job) => this.reconcile(job));
      work.reactor(
        () =>
          new ProjectionRunner(this.reactorDefinition(), {
            db: this.db,
            eventStore: this.store,
            databaseUrl: config.DATABASE_URL,
            logger,
          }),
      );
    });
  }

  async onApplicationShutdown() {
    await this.background?.stop();
  }

  private reactorDefinition() {
    return orderingReactor({
      expiryQueue: this.expiryQueue!,
      stockQueue: this.stockQueue!,
      mailQueue: this.mailQueue,
      mail: { webOrigin: this.config.WEB_ORIGIN, timeZone: this.config.STORE_TIME_ZONE },
      clock: this.clock,
      accessToken: (orderId) => this.accessTokens.issue(orderId),
      shippedMailExtras: this.shippedMailExtras,
      ordersOf: async (orderIds) => {
        const states = await this.orders.loadMany(orderIds);
        const revealed = await revealOrders(this.db, states);
        return new Map(orderIds.map((orderId, i) => [orderId, revealed[i]]));
      },
      refundLedgersOf: (orderIds) => this.refunds.ledgers(orderIds),
    });
  }

  private async expire(job: Job<OrderJob>) {
    await this.commands.expire(job.data.orderId, systemContext(`expire-${job.data.orderId}`));
  }

  private async reconcile(job: Job<StockJob>) {
    if (job.name === STOCK_BATCH_JOB) {
      await reconcileStockBatch(
        (job.data as StockBatchJob).orders,
        (orderId) => this.reconcileOne(orderId),
        (failed, errors) => this.retryAlone(failed, errors),
      );
      return;
    }
    const data = job.data as OrderJob;
    if (job.name === 'return-stock' && data.context) {
      await this.stock.returnToStock(data.orderId, data.context);
      return;
    }
    await this.reconcileOne(data.orderId);
  }

  private reconcileOne(orderId: string) {
    return this.stock.reconcileStock(orderId, systemContext(`stock-${orderId}`));
  }

  /** A batch job's failed orders, each as a job of its own (the id it had before batch jobs). */
  private async retryAlone(failed: StockReconciliation[], errors: unknown[]) {
    failed.forEach(({ orderId }, index) =>
      this.logger.warn(
        { orderId, err: String((errors[index] as Error)?.message ?? errors[index]) },
        'stock reconciliation failed; retried alone',
      ),
    );
    await this.stockQueue!.addBulk(
      failed.map(({ orderId, eventId }) => ({
        name: STOCK_JOB,
        data: { orderId },
        opts: { jobId: jobId('stock', orderId, eventId) },
      })),
    );
  }
}
