import { orderShipmentsStream, type OrderShipmentEvent } from '@store/contracts';
import type { EventStore } from '@store/eventstore';
import { orderRefundsStream, toPaise } from '@store/ordering';
import type { DispatchToInvoice } from '../domain/dispatch-invoices';
import type { RefundLine } from '../domain/refund-credits';

/**
 * What invoicing reads of other modules' streams (issue #43), read only: the order's shipments
 * (fulfilment's integration events, declared in libs/contracts) and the lines a refund was
 * requested for.
 */

/** The shipments that left, in the order they left. */
export async function dispatchesOf(store: EventStore, orderId: string): Promise<DispatchToInvoice[]> {
  const events = (await store.readStream(orderShipmentsStream(orderId))) as unknown as OrderShipmentEvent[];
  return events.flatMap((event) =>
    event.type === 'ShipmentDispatched'
      ? [
          {
            shipmentId: event.data.shipmentId,
            carrier: event.data.carrier,
            awb: event.data.awb,
            lines: event.data.lines.map(({ line, quantity }) => ({ line, quantity })),
          },
        ]
      : [],
  );
}

/**
 * RefundRequested as a return's refund writes it (the returns work adds the optional fields to
 * ordering's event): which units of which order lines, and rupees for each, adding up to the
 * refund's amount. A local type, so invoicing reads them whether or not the event declares them.
 */
interface RequestedRefundData {
  refundId: string;
  amount: number;
  returnId?: string;
  lines?: { line: number; quantity: number; amount: number }[];
}

const MAX_LINES = 200;

/** A refund's lines in paise, or null when it has none or they cannot be used (then it is credited pro rata). */
export function refundLinesOf(data: RequestedRefundData): RefundLine[] | null {
  const lines = Array.isArray(data.lines) ? data.lines.slice(0, MAX_LINES + 1) : null;
  if (!lines || lines.length === 0 || lines.length > MAX_LINES) return null;
  const valid = lines.every(
    (item) =>
      Number.isSafeInteger(item?.line) &&
      item.line >= 0 &&
      Number.isSafeInteger(item.quantity) &&
      item.quantity >= 1 &&
      Number.isFinite(item.amount) &&
      item.amount >= 0,
  );
  if (!valid) return null;
  const refundLines = lines.map((item) => ({
    line: item.line,
    quantity: item.quantity,
    amountPaise: toPaise(item.amount),
  }));
  const sum = refundLines.reduce((total, item) => total + item.amountPaise, 0);
  return sum === toPaise(data.amount) ? refundLines : null;
}

/** Each refund's lines (null: none), by refund id, from the order's refund ledger. */
export async function requestedRefundLines(
  store: EventStore,
  orderId: string,
): Promise<Map<string, RefundLine[] | null>> {
  const events = await store.readStream(orderRefundsStream(orderId));
  return new Map(
    events
      .filter((event) => event.type === 'RefundRequested')
      .map((event) => {
        const data = event.data as RequestedRefundData;
        return [data.refundId, refundLinesOf(data)];
      }),
  );
}
