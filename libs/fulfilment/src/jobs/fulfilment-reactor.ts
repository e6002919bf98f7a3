import { JobBatch, jobId, type MailJob } from '@store/platform';
import { BACKGROUND_BATCH_INTERVAL_MS, defineReactor } from '@store/projections';
import type { Queue } from 'bullmq';
import type { OrderShipmentEvent } from '../domain';

export const FULFILMENT_REACTOR = 'fulfilment_reactor';

type Dispatched = Extract<OrderShipmentEvent, { type: 'ShipmentDispatched' }>['data'];

export interface FulfilmentReactorDeps {
  mailQueue: Queue<MailJob>;
  /** The "part of your order has shipped" e-mail of a shipment, or null (erased, or a guest who left no e-mail). */
  partShippedMail(shipment: Dispatched): Promise<MailJob | null>;
}

interface Batch {
  jobs: JobBatch;
  partial: Dispatched[];
}

/**
 * The shipments' side effects: a shipment that leaves units to ship sends its own short e-mail
 * (the one completing the order is told by the order's 'has shipped' e-mail, which lists every
 * shipment). Job ids are stable (order and shipment), so a replayed batch sends nothing twice.
 */
export function fulfilmentReactor(deps: FulfilmentReactorDeps) {
  return defineReactor<Batch>({
    name: FULFILMENT_REACTOR,
    minBatchIntervalMs: BACKGROUND_BATCH_INTERVAL_MS,
    batch: {
      begin: async () => ({ jobs: new JobBatch(), partial: [] }),
      end: async ({ jobs, partial }) => {
        for (const shipment of partial) {
          const mail = await deps.partShippedMail(shipment);
          if (mail)
            jobs.add(deps.mailQueue, mail.template, mail, {
              jobId: jobId('shipment-mail', shipment.orderId, shipment.shipmentId),
            });
        }
        await jobs.enqueue();
      },
    },
    handlers: {
      ShipmentDispatched: async (event, _db, batch) => {
        const shipment = event.data as Dispatched;
        if (!shipment.completesOrder) batch.partial.push(shipment);
      },
    },
  });
}
