import { ORDER_RETURN_EVENT_TYPES, type OrderReturnEvent } from '@store/contracts';
import type { RecordedEvent } from '@store/eventstore';
import { JobBatch, jobId, type CommandContext, type MailJob } from '@store/platform';
import { BACKGROUND_BATCH_INTERVAL_MS, defineReactor } from '@store/projections';
import type { Queue } from 'bullmq';

export const RETURNS_REACTOR = 'returns_reactor';

export const RESTOCK_JOB = 'restock';
export const RELEASE_EXCHANGE_JOB = 'release-exchange';
export const COMMIT_EXCHANGE_JOB = 'commit-exchange';
export const REFUND_FAILED_JOB = 'refund-failed';

/**
 * What follows a return's step in the catalogue or on the return itself, done by the returns'
 * worker: `restock` (ReturnReceived; `since` is when it was recorded), `release-exchange`
 * (ReturnRejected, ReturnCancelled), `commit-exchange` (ReturnExchangeShipped), `refund-failed`
 * (ordering's RefundFailed: `refundId` and `reason`). `context`: the step's actor (the admin who
 * received the parcel names the restock), caused by the event.
 */
export interface ReturnStockJob {
  orderId: string;
  returnId?: string;
  refundId?: string;
  reason?: string;
  since?: string;
  context: CommandContext;
}

export interface ReturnsReactorDeps {
  mailQueue: Queue<MailJob>;
  stockQueue: () => Queue<ReturnStockJob>;
  /** The shopper's e-mail for this step, or null (erased, or a guest who left no e-mail). */
  mailFor(event: OrderReturnEvent): Promise<MailJob | null>;
}

interface Batch {
  jobs: JobBatch;
  events: RecordedEvent[];
}

/** The step's actor, the event as the cause: the job's commands are recorded as done by whoever took the step. */
const causedBy = (event: RecordedEvent): CommandContext => ({
  actor: event.metadata.actor,
  correlationId: event.metadata.correlationId,
  causationId: event.id,
});

/** The job a return's event calls for, with its stable id (a replayed batch adds nothing). */
function stockJob(event: RecordedEvent): { name: string; data: ReturnStockJob; id: string } | null {
  const { orderId, returnId } = event.data as { orderId: string; returnId: string };
  const context = causedBy(event);
  switch (event.type) {
    case 'ReturnReceived':
      return {
        name: RESTOCK_JOB,
        data: { orderId, returnId, since: event.recordedAt, context },
        id: jobId('return-restock', returnId),
      };
    case 'ReturnRejected':
    case 'ReturnCancelled':
      return {
        name: RELEASE_EXCHANGE_JOB,
        data: { orderId, returnId, context },
        id: jobId('return-exchange-release', returnId),
      };
    case 'ReturnExchangeShipped':
      return {
        name: COMMIT_EXCHANGE_JOB,
        data: { orderId, returnId, context },
        id: jobId('return-exchange-commit', returnId),
      };
    case 'RefundFailed': {
      const { refundId, reason } = event.data as { refundId: string; reason: string };
      return {
        name: REFUND_FAILED_JOB,
        data: { orderId, refundId, reason, context: { ...context, actor: { id: null, role: 'system' } } },
        id: jobId('return-refund-failed', orderId, refundId),
      };
    }
    default:
      return null;
  }
}

/**
 * A return's side effects: an e-mail to the shopper at each step, and the job that follows the
 * step in the catalogue (restock, an exchange's hold released or sold) or on the return (a refund
 * the gateway refused). The e-mail's job id is the one the ordering module's timeline looks for
 * (`order-mail:{orderId}:{eventId}`), so each sent e-mail shows on the order's timeline; every job
 * id is stable, so a batch replayed after a crash enqueues nothing twice, and what a crash in a
 * request would have lost after its event is still done.
 */
export function returnsReactor(deps: ReturnsReactorDeps) {
  const collect = async (event: RecordedEvent, _db: unknown, batch: Batch) => void batch.events.push(event);
  return defineReactor<Batch>({
    name: RETURNS_REACTOR,
    minBatchIntervalMs: BACKGROUND_BATCH_INTERVAL_MS,
    batch: {
      begin: async () => ({ jobs: new JobBatch(), events: [] }),
      end: async ({ jobs, events }) => {
        for (const event of events) {
          const job = stockJob(event);
          if (job) jobs.add(deps.stockQueue(), job.name, job.data, { jobId: job.id });
          if (event.type === 'RefundFailed') continue;
          const returnEvent = { type: event.type, data: event.data } as OrderReturnEvent;
          const mail = await deps.mailFor(returnEvent);
          if (mail)
            jobs.add(deps.mailQueue, mail.template, mail, {
              jobId: jobId('order-mail', returnEvent.data.orderId, event.id),
            });
        }
        await jobs.enqueue();
      },
    },
    handlers: Object.fromEntries([...ORDER_RETURN_EVENT_TYPES, 'RefundFailed'].map((type) => [type, collect])),
  });
}
