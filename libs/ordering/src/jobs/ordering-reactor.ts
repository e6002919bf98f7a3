import type { RecordedEvent } from '@store/eventstore';
import { JobBatch, jobId, type Clock, type CommandContext, type MailJob } from '@store/platform';
import { BACKGROUND_BATCH_INTERVAL_MS, defineReactor } from '@store/projections';
import type { Queue } from 'bullmq';
import type { OrderState } from '../domain/order';
import type { OrderEvent } from '../domain/order-events';
import type { OrderStatus } from '../domain/order-status';
import type { RefundEvent, RefundLedger } from '../domain/refunds';
import {
  confirmationMail,
  isMailable,
  refundMail,
  statusMail,
  statusMailFor,
  type MailableOrder,
  type MailSettings,
} from './order-mails';
import type { ShippedMailExtras } from './shipped-mail-extras';

export const ORDERING_REACTOR = 'ordering_reactor';

export interface OrderJob {
  orderId: string;
  /** return-stock jobs: who asked for it and the event that did, for the stock movement's metadata. */
  context?: CommandContext;
}

/** An order whose stock is to be brought in line with its state, and the event that asked for it. */
export interface StockReconciliation {
  orderId: string;
  eventId: string;
}

/** One job for the stock of many orders: what a reactor batch asks (see STOCK_BATCH_JOB). */
export interface StockBatchJob {
  orders: StockReconciliation[];
}

export type StockJob = OrderJob | StockBatchJob;

/** The name of a job reconciling one order's stock (a batch job's failures are retried as these). */
export const STOCK_JOB = 'reconcile-stock';
/**
 * The name of a job reconciling the stock of every order a reactor batch paid, cancelled or
 * expired: one job (two Redis scripts) and one worker pass for the batch instead of one each per
 * order, and the orders' reads and appends go out together. In the checkout benchmark the job
 * per order was a third of the store's CPU per paid order.
 */
export const STOCK_BATCH_JOB = 'reconcile-stock-batch';
/** Most orders in one batch job. */
export const STOCK_BATCH_MAX = 100;

export interface OrderingReactorDeps {
  expiryQueue: Queue<OrderJob>;
  stockQueue: Queue<StockJob>;
  mailQueue: Queue<MailJob>;
  /** Where the e-mails link to and the zone their dates are in. */
  mail: MailSettings;
  /** Now: the expiry job waits from now until the order's expiry. */
  clock: Clock;
  /** The orders' current states with their personal fields opened (null where erased). */
  ordersOf(orderIds: readonly string[]): Promise<Map<string, OrderState>>;
  refundLedgersOf(orderIds: readonly string[]): Promise<Map<string, RefundLedger>>;
  /** A guest order's access token, for the link in its confirmation. */
  accessToken(orderId: string): string;
  /** What the shipping e-mail carries besides its text (the tax invoice), when a module provides it. */
  shippedMailExtras?: ShippedMailExtras;
}

type Data<T extends OrderEvent['type']> = Extract<OrderEvent, { type: T }>['data'];
type MailRequest = { orderId: string; eventId: string } & (
  { kind: 'confirmed' | OrderStatus } | { kind: 'refund'; refundId: string }
);

interface Batch {
  jobs: JobBatch;
  /** Mails wait for `end`: the orders they need are read there, once for the whole batch. */
  mails: MailRequest[];
  /** Orders whose stock the batch's events move, in event order, each once (see STOCK_BATCH_JOB). */
  stock: Map<string, StockReconciliation>;
}

const unique = (ids: string[]) => [...new Set(ids)];

/**
 * The order's side effects, triggered by its events: the payment-timeout expiry job, the stock
 * commit/release job, and the confirmation, status and refund e-mails. Handlers only collect; a
 * batch's end reads the orders its mails need and enqueues every job with one bulk add per queue.
 * Every job id is stable, so a replayed batch adds nothing.
 */
export function orderingReactor(deps: OrderingReactorDeps) {
  const reconcileStock = (event: RecordedEvent, _db: unknown, batch: Batch) => {
    const { orderId } = event.data as { orderId: string };
    // A reconciliation reads the order as it is when it runs: one per order covers all its events.
    if (!batch.stock.has(orderId)) batch.stock.set(orderId, { orderId, eventId: event.id });
  };
  const mail = (event: RecordedEvent, batch: Batch, kind: 'confirmed' | OrderStatus) => {
    batch.mails.push({ orderId: (event.data as { orderId: string }).orderId, eventId: event.id, kind });
  };

  const mailFor = async (
    request: MailRequest,
    order: MailableOrder,
    ledgers: Map<string, RefundLedger>,
  ): Promise<MailJob | null> => {
    if (request.kind === 'refund') {
      const refund = ledgers.get(request.orderId)?.refunds.find((item) => item.refundId === request.refundId);
      return refund ? refundMail(order, refund.amount, deps.mail.webOrigin) : null;
    }
    if (request.kind === 'confirmed')
      return confirmationMail(order, deps.mail, order.userId === null ? deps.accessToken(order.orderId) : undefined);
    const extras = request.kind === 'shipped' ? await deps.shippedMailExtras?.forShippedOrder(order) : null;
    return statusMail(order, request.kind, deps.mail.webOrigin, extras);
  };

  return defineReactor<Batch>({
    name: ORDERING_REACTOR,
    minBatchIntervalMs: BACKGROUND_BATCH_INTERVAL_MS,
    batch: {
      begin: async () => ({ jobs: new JobBatch(), mails: [], stock: new Map() }),
      end: async ({ jobs, mails, stock }) => {
        addStockBatchJobs(jobs, deps.stockQueue, [...stock.values()]);
        if (mails.length) {
          const [orders, ledgers] = await Promise.all([
            deps.ordersOf(unique(mails.map((request) => request.orderId))),
            deps.refundLedgersOf(
              unique(mails.filter((request) => request.kind === 'refund').map((request) => request.orderId)),
            ),
          ]);
          for (const request of mails) {
            const order = orders.get(request.orderId);
            if (!order || !isMailable(order)) continue; // erased, or a guest who left no e-mail
            const message = await mailFor(request, order, ledgers);
            if (message)
              jobs.add(deps.mailQueue, message.template, message, {
                jobId: jobId('order-mail', request.orderId, request.eventId),
              });
          }
        }
        await jobs.enqueue();
      },
    },
    handlers: {
      OrderPlaced: async (event, _db, batch) => {
        const { orderId, expiresAt } = event.data as Data<'OrderPlaced'>;
        const delay = Math.max(0, new Date(expiresAt).getTime() - deps.clock.now().getTime());
        batch.jobs.add(deps.expiryQueue, 'expire-order', { orderId }, { jobId: jobId('expire', orderId), delay });
      },
      OrderPaid: (event, db, batch) => {
        reconcileStock(event, db, batch);
        mail(event, batch, 'confirmed');
      },
      OrderPaidUnfulfillable: reconcileStock,
      OrderExpired: reconcileStock,
      OrderCancelled: (event, db, batch) => {
        reconcileStock(event, db, batch);
        mail(event, batch, 'cancelled');
      },
      OrderStatusChanged: async (event, _db, batch) => {
        const { to } = event.data as Data<'OrderStatusChanged'>;
        if (statusMailFor(to)) mail(event, batch, to);
      },
      /** A return whose units the admin put back on sale: once per order (the job id), whatever the retries. */
      RefundRequested: async (event, _db, batch) => {
        const { orderId, restock } = event.data as Extract<RefundEvent, { type: 'RefundRequested' }>['data'];
        if (!restock) return;
        const context: CommandContext = {
          actor: event.metadata.actor,
          correlationId: event.metadata.correlationId,
          causationId: event.id,
        };
        batch.jobs.add(
          deps.stockQueue,
          'return-stock',
          { orderId, context },
          { jobId: jobId('return-stock', orderId) },
        );
      },
      /** The shopper hears of a refund once the gateway has it (issued: pending or processed). */
      RefundIssued: async (event, _db, batch) => {
        const { orderId, refundId } = event.data as Extract<RefundEvent, { type: 'RefundIssued' }>['data'];
        batch.mails.push({ orderId, eventId: event.id, kind: 'refund', refundId });
      },
    },
  });
}

/**
 * The batch's stock reconciliations as jobs of up to STOCK_BATCH_MAX orders, each named by its
 * first and last event: the same batch retried adds nothing; a batch cut differently after a
 * crash may reconcile an order twice, which changes nothing the second time.
 */
function addStockBatchJobs(jobs: JobBatch, queue: Queue<StockJob>, orders: StockReconciliation[]): void {
  for (let start = 0; start < orders.length; start += STOCK_BATCH_MAX) {
    const chunk = orders.slice(start, start + STOCK_BATCH_MAX);
    jobs.add<StockJob>(
      queue,
      STOCK_BATCH_JOB,
      { orders: chunk },
      { jobId: jobId('stock', chunk[0].eventId, chunk[chunk.length - 1].eventId) },
    );
  }
}
