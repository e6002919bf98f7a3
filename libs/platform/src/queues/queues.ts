import { JobsOptions, Processor, Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { Logger } from '../logging/logger';

/**
 * Every BullMQ queue of the application and its retry policy, in one place. Jobs carry stable
 * ids chosen by the producer, so enqueuing the same work twice is a no-op.
 */
export const QUEUES = {
  mail: {
    name: 'mail',
    concurrency: 4,
    // Mail jobs carry codes and addresses: nothing is kept once finished, sent or failed (a failed
    // job's id and error are in the log), so an erased customer's address is not left in Redis.
    jobOptions: {
      attempts: 6,
      backoff: { type: 'exponential', delay: 2_000 },
      removeOnComplete: true,
      removeOnFail: true,
    },
  },
  /**
   * The work behind the answers that must not tell whether an account exists (forgot password,
   * a new registration code): the request only enqueues, the job looks the address up, records
   * and mails. Jobs carry the address and the reset secret or code: nothing is kept once done.
   */
  accountRequests: {
    name: 'account-requests',
    concurrency: 4,
    jobOptions: {
      attempts: 6,
      backoff: { type: 'exponential', delay: 1_000 },
      removeOnComplete: true,
      removeOnFail: true,
    },
  },
  notifyMe: {
    name: 'notify-me',
    concurrency: 2,
    jobOptions: {
      attempts: 5,
      backoff: { type: 'exponential', delay: 5_000 },
      removeOnComplete: 1000,
      removeOnFail: 5000,
    },
  },
  /**
   * Cart reminders (issue #44): one delayed job per change of a signed-in shopper's cart (id from
   * the user and the change's stream revision), run CART_REMINDER_AFTER later; a cart changed since,
   * emptied, ordered or already reminded, or a shopper without consent, ends the job with nothing sent.
   */
  cartReminders: {
    name: 'cart-reminders',
    concurrency: 4,
    jobOptions: {
      attempts: 10,
      backoff: { type: 'exponential', delay: 2_000 },
      removeOnComplete: 1000,
      removeOnFail: 5000,
    },
  },
  orderExpiry: {
    name: 'order-expiry',
    concurrency: 2,
    jobOptions: {
      attempts: 10,
      backoff: { type: 'exponential', delay: 1_000 },
      removeOnComplete: 1000,
      removeOnFail: 5000,
    },
  },
  /**
   * Commits or releases an order's reserved stock after it is paid, cancelled or expired. Each job
   * mostly waits on an append (one product's commits are grouped into one append by the stock
   * writer): at 4 at a time 390 jobs queued up under 32 shoppers and settling took 3.6 s after the
   * load stopped, at 12 under 0.6 s.
   */
  orderStock: {
    name: 'order-stock',
    concurrency: 12,
    jobOptions: {
      attempts: 20,
      backoff: { type: 'exponential', delay: 500 },
      removeOnComplete: 1000,
      removeOnFail: 5000,
    },
  },
  /** Razorpay webhooks, verified and recorded at once, applied to the order here. */
  paymentWebhooks: {
    name: 'payment-webhooks',
    concurrency: 4,
    jobOptions: {
      attempts: 10,
      backoff: { type: 'exponential', delay: 1_000 },
      removeOnComplete: 1000,
      removeOnFail: 5000,
    },
  },
  /**
   * Brings each refund to a final state (its gateway answer lost, or a webhook that never came):
   * one job per refund id, delayed and retried with the payments module's REFUND_RETRY_DELAY.
   */
  refundSettlement: {
    name: 'refund-settlement',
    concurrency: 2,
    jobOptions: {
      attempts: 12,
      backoff: { type: 'exponential', delay: 60_000 },
      removeOnComplete: 1000,
      removeOnFail: 5000,
    },
  },
  /**
   * Tax invoices when an order ships and credit notes when a refund is processed (issue #42): one
   * job per document (a stable id), retried until the document is issued. Jobs carry ids only.
   */
  invoicing: {
    name: 'invoicing',
    concurrency: 4,
    jobOptions: {
      attempts: 20,
      backoff: { type: 'exponential', delay: 2_000 },
      removeOnComplete: 1000,
      removeOnFail: 5000,
    },
  },
  /**
   * What follows a return's step in the catalogue (issue #43): the restock of what came back in
   * good condition, an exchange's hold released or sold. One job per return and step (a stable
   * id), retried until done; each job checks what was already done, so a retry moves no unit twice.
   */
  returnStock: {
    name: 'return-stock',
    concurrency: 2,
    jobOptions: {
      attempts: 20,
      backoff: { type: 'exponential', delay: 1_000 },
      removeOnComplete: 1000,
      removeOnFail: 5000,
    },
  },
} satisfies Record<string, { name: string; concurrency: number; jobOptions: JobsOptions }>;

export type QueueKey = keyof typeof QUEUES;

export interface QueueSettings {
  connection: Redis;
  /** Prefix of every Redis key of the queues, so several stores or test runs share one Redis. */
  prefix?: string;
}

export function createQueue<Data = unknown>(key: QueueKey, settings: QueueSettings, logger: Logger): Queue<Data> {
  const { name, jobOptions } = QUEUES[key];
  const queue = new Queue<Data>(name, {
    connection: settings.connection,
    prefix: settings.prefix,
    defaultJobOptions: jobOptions,
  });
  queue.on('error', (error) => logger.warn({ queue: name, err: error.message }, 'queue error'));
  return queue as Queue<Data>;
}

export function createWorker<Data = unknown>(
  key: QueueKey,
  processor: Processor<Data>,
  settings: QueueSettings,
  logger: Logger,
): Worker<Data> {
  const { name, concurrency } = QUEUES[key];
  const worker = new Worker<Data>(name, processor, {
    connection: settings.connection,
    prefix: settings.prefix,
    concurrency,
  });
  worker.on('error', (error) => logger.warn({ queue: name, err: error.message }, 'worker error'));
  worker.on('failed', (job, error) =>
    logger.warn({ queue: name, jobId: job?.id, attempt: job?.attemptsMade, err: error.message }, 'job failed'),
  );
  return worker;
}

/** A stable job id from its parts (BullMQ forbids ':' in custom ids). */
export function jobId(...parts: Array<string | number>): string {
  return parts.map((part) => String(part).replace(/:/g, '_')).join('.');
}
