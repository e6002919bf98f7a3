import type { RecordedEvent } from '@store/eventstore';
import { JobBatch, jobId, type CommandContext } from '@store/platform';
import { BACKGROUND_BATCH_INTERVAL_MS, defineReactor } from '@store/projections';
import type { Queue } from 'bullmq';
import { INVOICED_STATUSES } from '../commands/order-for-invoice';

export const INVOICING_REACTOR = 'invoicing_reactor';

/** Issue the order's invoices due, or the credit notes of one of its refunds (then `refundId`). */
export interface InvoicingJob {
  orderId: string;
  refundId?: string;
  context: CommandContext;
}

export const ISSUE_INVOICE_JOB = 'issue-invoice';
export const ISSUE_CREDIT_NOTE_JOB = 'issue-credit-note';

const causedBy = (event: RecordedEvent): CommandContext => ({
  actor: { id: null, role: 'system' },
  correlationId: event.metadata.correlationId,
  causationId: event.id,
});

/**
 * The documents the order's events call for: an invoice when a shipment leaves (issue #43, job id
 * per shipment) and when the order's goods have all left (marked shipped, or straight to delivered
 * or returned: what no shipment carried), credit notes when a refund is processed. Each job issues
 * whatever is due then, so one job finding another's invoice done is harmless. Handlers collect;
 * the batch's end enqueues with stable ids, so a replayed batch adds nothing.
 */
export function invoicingReactor(queue: () => Queue<InvoicingJob>) {
  return defineReactor<JobBatch>({
    name: INVOICING_REACTOR,
    minBatchIntervalMs: BACKGROUND_BATCH_INTERVAL_MS,
    batch: {
      begin: async () => new JobBatch(),
      end: (jobs) => jobs.enqueue(),
    },
    handlers: {
      OrderStatusChanged: async (event, _db, jobs) => {
        const { orderId, to } = event.data as { orderId: string; to: string };
        if (!INVOICED_STATUSES.includes(to as never)) return;
        jobs.add(
          queue(),
          ISSUE_INVOICE_JOB,
          { orderId, context: causedBy(event) },
          { jobId: jobId('invoice', orderId) },
        );
      },
      ShipmentDispatched: async (event, _db, jobs) => {
        const { orderId, shipmentId } = event.data as { orderId: string; shipmentId: string };
        jobs.add(
          queue(),
          ISSUE_INVOICE_JOB,
          { orderId, context: causedBy(event) },
          { jobId: jobId('invoice', orderId, shipmentId) },
        );
      },
      RefundIssued: async (event, _db, jobs) => {
        const { orderId, refundId, status } = event.data as { orderId: string; refundId: string; status: string };
        if (status === 'processed') creditNoteJob(jobs, queue(), event, orderId, refundId);
      },
      RefundProcessed: async (event, _db, jobs) => {
        const { orderId, refundId } = event.data as { orderId: string; refundId: string };
        creditNoteJob(jobs, queue(), event, orderId, refundId);
      },
    },
  });
}

function creditNoteJob(
  jobs: JobBatch,
  queue: Queue<InvoicingJob>,
  event: RecordedEvent,
  orderId: string,
  refundId: string,
) {
  jobs.add(
    queue,
    ISSUE_CREDIT_NOTE_JOB,
    { orderId, refundId, context: causedBy(event) },
    { jobId: jobId('credit-note', orderId, refundId) },
  );
}
