import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { EventStore } from '@store/eventstore';
import { isOrderId, OrderingCommands, OrdersQuery } from '@store/ordering';
import { AppConfig, CONFIG, createQueue, createWorker, DATABASE, EVENT_STORE, jobId, LOGGER, Logger, REDIS, runsProjections, runsWorkers, systemContext } from '@store/platform';
import { defineReactor, ProjectionRunner } from '@store/projections';
import type { Job, Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { Kysely } from 'kysely';
import type { PaymentsEvent, WebhookFacts } from './razorpay-webhook';
import { RefundsService } from '../refunds/refunds.service';

export const PAYMENTS_REACTOR = 'payments_reactor';

type WebhookJob = PaymentsEvent['data'];

/**
 * Applies recorded Razorpay webhooks to their orders in the background: captured or paid
 * confirms the order (the same command verify uses, so the two together confirm it once), failed
 * records a failed attempt (ignored by an order that is already paid).
 */
@Injectable()
export class PaymentsJobs implements OnApplicationBootstrap, OnApplicationShutdown {
  private queue?: Queue<WebhookJob>;
  private worker?: Worker<WebhookJob>;
  private reactor?: ProjectionRunner;

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(DATABASE) private readonly db: Kysely<any>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly ordering: OrderingCommands,
    private readonly orders: OrdersQuery,
    private readonly refunds: RefundsService,
  ) {}

  onApplicationBootstrap() {
    const settings = { connection: this.redis, prefix: this.config.QUEUE_PREFIX };
    this.queue = createQueue<WebhookJob>('paymentWebhooks', settings, this.logger);
    if (runsWorkers(this.config.ROLE)) this.worker = createWorker<WebhookJob>('paymentWebhooks', (job) => this.apply(job), settings, this.logger);
    if (runsProjections(this.config.ROLE)) {
      const reactor = defineReactor({
        name: PAYMENTS_REACTOR,
        handlers: {
          PaymentWebhookReceived: async (event) => {
            const data = event.data as WebhookJob;
            await this.queue!.add('apply-webhook', data, { jobId: jobId('webhook', data.webhookId) });
          },
        },
      });
      this.reactor = new ProjectionRunner(reactor, { db: this.db, eventStore: this.store, databaseUrl: this.config.DATABASE_URL, logger: this.logger });
      this.reactor.start();
    }
  }

  async onApplicationShutdown() {
    await this.reactor?.stop();
    await this.worker?.close(this.redis.status !== 'ready');
    await this.queue?.close();
  }

  private async apply(job: Job<WebhookJob>) {
    const facts = job.data;
    if (facts.event === 'refund.processed' || facts.event === 'refund.failed') return this.applyRefund(facts);
    const orderId = await this.orderOf(facts);
    if (!orderId || !facts.providerOrderId) {
      this.logger.warn({ webhookId: facts.webhookId, event: facts.event, providerOrderId: facts.providerOrderId }, 'payment webhook for no known order; ignored');
      return;
    }
    const context = { ...systemContext(`webhook-${facts.webhookId}`), causationId: facts.webhookId };
    if (facts.event === 'payment.failed') {
      await this.ordering.recordPaymentFailure(orderId, { providerOrderId: facts.providerOrderId, paymentId: facts.paymentId, reason: facts.reason ?? 'Payment failed', source: 'webhook' }, context);
      return;
    }
    const paymentId = facts.paymentId ?? `${facts.providerOrderId}-paid`;
    await this.ordering.recordPayment(orderId, { providerOrderId: facts.providerOrderId, paymentId, source: 'webhook' }, context);
  }

  /** A refund's outcome: only for a refund the order's ledger issued (its provider refund id), once. */
  private async applyRefund(facts: WebhookJob) {
    const orderId = facts.refundOrderId && isOrderId(facts.refundOrderId) ? facts.refundOrderId : null;
    const ledger = orderId && facts.providerRefundId ? await this.refunds.ledger(orderId) : null;
    if (!orderId || !facts.providerRefundId || !ledger?.refunds.some((refund) => refund.providerRefundId === facts.providerRefundId)) {
      this.logger.warn({ webhookId: facts.webhookId, event: facts.event, providerRefundId: facts.providerRefundId }, 'refund webhook for no known refund; ignored');
      return;
    }
    const context = { ...systemContext(`webhook-${facts.webhookId}`), causationId: facts.webhookId };
    await this.refunds.applyWebhook(orderId, facts.event as 'refund.processed' | 'refund.failed', facts.providerRefundId, facts.reason, context);
  }

  private async orderOf(facts: WebhookFacts): Promise<string | null> {
    if (facts.orderIdHint && isOrderId(facts.orderIdHint)) {
      const order = await this.ordering.order(facts.orderIdHint);
      if (order.exists && facts.providerOrderId && order.providerOrderIds.includes(facts.providerOrderId)) return facts.orderIdHint;
    }
    return facts.providerOrderId ? this.orders.idByProviderOrder(facts.providerOrderId) : null;
  }
}
