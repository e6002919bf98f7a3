import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { EventStore } from '@store/eventstore';
import { isOrderId, OrderingCommands, OrdersQuery } from '@store/ordering';
import type { RefundEvent } from '@store/ordering';
import {
  AppConfig,
  BackgroundWork,
  CONFIG,
  DATABASE,
  durationMs,
  EVENT_STORE,
  JobBatch,
  jobId,
  LOGGER,
  Logger,
  REDIS,
  startBackgroundWork,
  systemContext,
} from '@store/platform';
import { defineReactor, ProjectionRunner } from '@store/projections';
import type { Job, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { Kysely } from 'kysely';
import type { PaymentsEvent, WebhookFacts } from './razorpay-webhook';
import { RefundsService } from '../refunds/refunds.service';

export const PAYMENTS_REACTOR = 'payments_reactor';

type WebhookJob = PaymentsEvent['data'];

interface SettleRefundJob {
  orderId: string;
  refundId: string;
  /** The RefundRequested event: the job's causation. */
  causationId: string;
}

/**
 * Applies recorded Razorpay webhooks to their orders in the background: captured or paid
 * confirms the order (the same command verify uses, so the two together confirm it once), failed
 * records a failed attempt (ignored by an order that is already paid).
 */
@Injectable()
export class PaymentsJobs implements OnApplicationBootstrap, OnApplicationShutdown {
  private background?: BackgroundWork;
  private queue?: Queue<WebhookJob>;
  private refundQueue?: Queue<SettleRefundJob>;

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(DATABASE) private readonly db: Kysely<unknown>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly ordering: OrderingCommands,
    private readonly orders: OrdersQuery,
    private readonly refunds: RefundsService,
  ) {}

  onApplicationBootstrap() {
    const { config, redis, logger } = this;
    this.background = startBackgroundWork('payments', { config, redis, logger }, (work) => {
      this.queue = work.queue<WebhookJob>('paymentWebhooks');
      this.refundQueue = work.queue<SettleRefundJob>('refundSettlement');
      work.worker<WebhookJob>('paymentWebhooks', (job) => this.apply(job));
      work.worker<SettleRefundJob>('refundSettlement', (job) => this.settleRefund(job));
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

  /**
   * Handlers collect a batch's jobs; its end adds them with one bulk add per queue (stable ids:
   * a batch retried after a crash adds nothing twice).
   */
  private reactorDefinition() {
    return defineReactor<JobBatch>({
      name: PAYMENTS_REACTOR,
      batch: {
        begin: async () => new JobBatch(),
        end: (jobs) => jobs.enqueue(),
      },
      handlers: {
        PaymentWebhookReceived: async (event, _db, jobs) => {
          const data = event.data as WebhookJob;
          jobs.add(this.queue!, 'apply-webhook', data, { jobId: jobId('webhook', data.webhookId) });
        },
        /** Every refund gets a settle job (one per refund id): it finishes one whose gateway answer was lost or whose webhook never came. */
        RefundRequested: async (event, _db, jobs) => {
          const { orderId, refundId } = event.data as Extract<RefundEvent, { type: 'RefundRequested' }>['data'];
          const retry = durationMs(this.config.REFUND_RETRY_DELAY);
          // Not before the request that asked the gateway has had its whole timeout for the answer.
          const delay = retry + durationMs(this.config.PAYMENT_GATEWAY_TIMEOUT);
          jobs.add(
            this.refundQueue!,
            'settle-refund',
            { orderId, refundId, causationId: event.id },
            { jobId: jobId('settle-refund', refundId), delay, backoff: { type: 'exponential', delay: retry } },
          );
        },
      },
    });
  }

  /** Throws while the refund is not settled, so BullMQ tries again with backoff. */
  private async settleRefund(job: Job<SettleRefundJob>) {
    const { orderId, refundId, causationId } = job.data;
    const settled = await this.refunds.settle(orderId, refundId, {
      ...systemContext(`refund-${refundId}`),
      causationId,
    });
    if (!settled) throw new Error(`refund ${refundId} is not settled yet`);
  }

  private async apply(job: Job<WebhookJob>) {
    const facts = job.data;
    if (facts.event === 'refund.processed' || facts.event === 'refund.failed') return this.applyRefund(facts);
    const orderId = await this.orderOf(facts);
    if (!orderId || !facts.providerOrderId) {
      // Without the order's id in the payload the order is found in order_view, which a webhook
      // can overtake: retried with backoff (about 17 minutes in all), ignored only after the last try.
      const triesLeft = (job.opts.attempts ?? 1) - job.attemptsMade - 1;
      if (facts.providerOrderId && triesLeft > 0)
        throw new Error(`no order shows provider order ${facts.providerOrderId} yet`);
      this.logger.warn(
        { webhookId: facts.webhookId, event: facts.event, providerOrderId: facts.providerOrderId },
        'payment webhook for no known order; ignored',
      );
      return;
    }
    const context = { ...systemContext(`webhook-${facts.webhookId}`), causationId: facts.webhookId };
    if (facts.event === 'payment.failed') {
      await this.ordering.recordPaymentFailure(
        orderId,
        {
          providerOrderId: facts.providerOrderId,
          paymentId: facts.paymentId,
          reason: facts.reason ?? 'Payment failed',
          source: 'webhook',
        },
        context,
      );
      return;
    }
    const paymentId = facts.paymentId ?? `${facts.providerOrderId}-paid`;
    await this.ordering.recordPayment(
      orderId,
      { providerOrderId: facts.providerOrderId, paymentId, source: 'webhook' },
      context,
    );
  }

  /** A refund's outcome: only for a refund the order's ledger issued (its provider refund id), once. */
  private async applyRefund(facts: WebhookJob) {
    const orderId = facts.refundOrderId && isOrderId(facts.refundOrderId) ? facts.refundOrderId : null;
    const ledger = orderId && facts.providerRefundId ? await this.refunds.ledger(orderId) : null;
    // Ours: the refund the ledger issued, or (its answer lost) the requested refund its receipt names.
    const known = ledger?.refunds.some(
      (refund) =>
        refund.providerRefundId === facts.providerRefundId ||
        (refund.status === 'requested' && refund.refundId === facts.refundReceipt),
    );
    if (!orderId || !facts.providerRefundId || !known) {
      this.logger.warn(
        { webhookId: facts.webhookId, event: facts.event, providerRefundId: facts.providerRefundId },
        'refund webhook for no known refund; ignored',
      );
      return;
    }
    const context = { ...systemContext(`webhook-${facts.webhookId}`), causationId: facts.webhookId };
    await this.refunds.applyWebhook(
      orderId,
      facts.event as 'refund.processed' | 'refund.failed',
      facts.providerRefundId,
      facts.reason,
      context,
      facts.refundReceipt ?? undefined,
    );
  }

  private async orderOf(facts: WebhookFacts): Promise<string | null> {
    if (facts.orderIdHint && isOrderId(facts.orderIdHint)) {
      const order = await this.ordering.order(facts.orderIdHint);
      if (order.exists && facts.providerOrderId && order.providerOrderIds.includes(facts.providerOrderId))
        return facts.orderIdHint;
    }
    return facts.providerOrderId ? this.orders.idByProviderOrder(facts.providerOrderId) : null;
  }
}
