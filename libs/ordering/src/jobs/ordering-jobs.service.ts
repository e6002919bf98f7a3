import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { EventStore, RecordedEvent } from '@store/eventstore';
import {
  AppConfig,
  CommandContext,
  CONFIG,
  createQueue,
  createWorker,
  DATABASE,
  enqueueMail,
  EVENT_STORE,
  jobId,
  loadAggregate,
  LOGGER,
  Logger,
  MAIL_QUEUE,
  MailJob,
  REDIS,
  runsProjections,
  runsWorkers,
  systemContext,
} from '@store/platform';
import { defineReactor, ProjectionRunner } from '@store/projections';
import type { Job, Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { Kysely } from 'kysely';
import { OrderAccessTokens } from '../access/order-access-tokens';
import { OrderingCommands } from '../commands/ordering.commands';
import type { OrderEvent } from '../domain/order-events';
import type { OrderStatus } from '../domain/order-status';
import { confirmationMail, isMailable, refundMail, statusMail, statusMailFor } from './order-mails';
import { OrderPersonalData } from '../personal/order-personal-data';
import { refundsDecider, type RefundEvent } from '../domain/refunds';
import { orderRefundsStream } from '../streams';

export const ORDERING_REACTOR = 'ordering_reactor';

interface OrderJob {
  orderId: string;
  /** return-stock jobs: who asked for it and the event that did, for the stock movement's metadata. */
  context?: CommandContext;
}

type Data<T extends OrderEvent['type']> = Extract<OrderEvent, { type: T }>['data'];

/**
 * The order's side effects, triggered by its events through a reactor (stored checkpoint, one
 * active runner): the payment-timeout expiry job, the stock commit/release job, and the
 * confirmation and status e-mails. Every job id is stable, so a replayed batch adds nothing.
 */
@Injectable()
export class OrderingJobs implements OnApplicationBootstrap, OnApplicationShutdown {
  private expiryQueue?: Queue<OrderJob>;
  private stockQueue?: Queue<OrderJob>;
  private workers: Worker<OrderJob>[] = [];
  private reactor?: ProjectionRunner;

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(DATABASE) private readonly db: Kysely<any>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MAIL_QUEUE) private readonly mailQueue: Queue<MailJob>,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly commands: OrderingCommands,
    private readonly accessTokens: OrderAccessTokens,
    private readonly personal: OrderPersonalData,
  ) {}

  private settings() {
    return { connection: this.redis, prefix: this.config.QUEUE_PREFIX };
  }

  onApplicationBootstrap() {
    this.expiryQueue = createQueue<OrderJob>('orderExpiry', this.settings(), this.logger);
    this.stockQueue = createQueue<OrderJob>('orderStock', this.settings(), this.logger);
    if (runsWorkers(this.config.ROLE)) {
      this.workers = [
        createWorker<OrderJob>('orderExpiry', (job) => this.expire(job), this.settings(), this.logger),
        createWorker<OrderJob>('orderStock', (job) => this.reconcile(job), this.settings(), this.logger),
      ];
    }
    if (runsProjections(this.config.ROLE)) {
      this.reactor = new ProjectionRunner(this.reactorDefinition(), {
        db: this.db,
        eventStore: this.store,
        databaseUrl: this.config.DATABASE_URL,
        logger: this.logger,
      });
      this.reactor.start();
    }
  }

  async onApplicationShutdown() {
    await this.reactor?.stop();
    const graceful = this.redis.status === 'ready';
    await Promise.all(this.workers.map((worker) => worker.close(!graceful)));
    await Promise.all([this.expiryQueue?.close(), this.stockQueue?.close()]);
  }

  private reactorDefinition() {
    const reconcileStock = async (event: RecordedEvent) => {
      const { orderId } = event.data as { orderId: string };
      await this.stockQueue!.add('reconcile-stock', { orderId }, { jobId: jobId('stock', orderId, event.id) });
    };
    return defineReactor({
      name: ORDERING_REACTOR,
      handlers: {
        OrderPlaced: async (event) => {
          const { orderId, expiresAt } = event.data as Data<'OrderPlaced'>;
          const delay = Math.max(0, new Date(expiresAt).getTime() - Date.now());
          await this.expiryQueue!.add('expire-order', { orderId }, { jobId: jobId('expire', orderId), delay });
        },
        OrderPaid: async (event) => {
          await reconcileStock(event);
          await this.mail(event, 'confirmed');
        },
        OrderPaidUnfulfillable: reconcileStock,
        OrderExpired: reconcileStock,
        OrderCancelled: async (event) => {
          await reconcileStock(event);
          await this.mail(event, 'cancelled');
        },
        OrderStatusChanged: async (event) => {
          const { to } = event.data as Data<'OrderStatusChanged'>;
          if (statusMailFor(to)) await this.mail(event, to);
        },
        /** A return whose units the admin put back on sale: once per order (the job id), whatever the retries. */
        RefundRequested: async (event) => {
          const { orderId, restock } = event.data as Extract<RefundEvent, { type: 'RefundRequested' }>['data'];
          if (!restock) return;
          const context: CommandContext = { actor: event.metadata.actor, correlationId: event.metadata.correlationId, causationId: event.id };
          await this.stockQueue!.add('return-stock', { orderId, context }, { jobId: jobId('return-stock', orderId) });
        },
        /** The shopper hears of a refund once the gateway has it (issued: pending or processed). */
        RefundIssued: async (event) => {
          const { orderId, refundId } = event.data as Extract<RefundEvent, { type: 'RefundIssued' }>['data'];
          const [order, ledger] = await Promise.all([this.commands.order(orderId).then((state) => this.personal.reveal(state)), loadAggregate(this.store, refundsDecider, orderRefundsStream(orderId))]);
          const refund = ledger.state.refunds.find((item) => item.refundId === refundId);
          if (!isMailable(order) || !refund) return; // erased, or a guest who left no e-mail
          await enqueueMail(this.mailQueue, jobId('order-mail', orderId, event.id), refundMail(order, refund.amount, this.config.WEB_ORIGIN));
        },
      },
    });
  }

  private async mail(event: RecordedEvent, status: OrderStatus) {
    const { orderId } = event.data as { orderId: string };
    const order = await this.personal.reveal(await this.commands.order(orderId));
    if (!isMailable(order)) return; // erased, or a guest who left no e-mail
    const accessToken = order.userId === null ? this.accessTokens.issue(orderId) : undefined;
    const mail = status === 'confirmed' ? confirmationMail(order, this.config.WEB_ORIGIN, accessToken) : statusMail(order, status, this.config.WEB_ORIGIN);
    await enqueueMail(this.mailQueue, jobId('order-mail', orderId, event.id), mail);
  }

  private async expire(job: Job<OrderJob>) {
    await this.commands.expire(job.data.orderId, systemContext(`expire-${job.data.orderId}`));
  }

  private async reconcile(job: Job<OrderJob>) {
    if (job.name === 'return-stock' && job.data.context) {
      await this.commands.returnToStock(job.data.orderId, job.data.context);
      return;
    }
    await this.commands.reconcileStock(job.data.orderId, systemContext(`stock-${job.data.orderId}`));
  }
}
