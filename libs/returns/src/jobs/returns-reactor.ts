import { ORDER_RETURN_EVENT_TYPES, type OrderReturnEvent } from '@store/contracts';
import type { RecordedEvent } from '@store/eventstore';
import { JobBatch, jobId, type MailJob } from '@store/platform';
import { BACKGROUND_BATCH_INTERVAL_MS, defineReactor } from '@store/projections';
import type { Queue } from 'bullmq';

export const RETURNS_REACTOR = 'returns_reactor';

export interface ReturnsReactorDeps {
  mailQueue: Queue<MailJob>;
  /** The shopper's e-mail for this step, or null (erased, or a guest who left no e-mail). */
  mailFor(event: OrderReturnEvent): Promise<MailJob | null>;
}

interface Batch {
  jobs: JobBatch;
  events: RecordedEvent[];
}

/**
 * A return's side effects: an e-mail to the shopper at each step. The job id is the one the
 * ordering module's timeline looks for (`order-mail:{orderId}:{eventId}`), so each sent e-mail
 * shows on the order's timeline, and a batch replayed after a crash sends nothing twice.
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
    handlers: Object.fromEntries(ORDER_RETURN_EVENT_TYPES.map((type) => [type, collect])),
  });
}
