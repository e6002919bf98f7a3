import {
  formatRupees as rupees,
  isOrderShipmentEvent,
  pluralise,
  shipmentEventSummary,
  taxDocumentReferenceSummary,
  type OrderTaxDocumentEvent,
} from '@store/contracts';
import type { RecordedEvent } from '@store/eventstore';
import { evolveOrder, initialOrderState } from '../domain/order';
import type { OrderEvent } from '../domain/order-events';
import type { OrderNoteEvent } from '../domain/order-notes';
import type { RefundEvent } from '../domain/refunds';
import { summariseInContext } from './order-timeline-lines';

const via = { verify: "the shopper's browser", webhook: "Razorpay's webhook", admin: 'an admin' } as const;

/** One sentence per order event, for the admin's audit screen. */
export function summarise(event: OrderEvent, customerName: string | null = null): string {
  switch (event.type) {
    case 'OrderPlaced': {
      const units = event.data.items.reduce((sum, item) => sum + item.quantity, 0);
      const name = customerName ?? '(name erased)';
      const who = event.data.userId ? name : `guest ${name}`;
      const discount = event.data.discount;
      const off = discount ? ` - code ${discount.code} ${rupees(discount.total)}` : '';
      return `Order placed by ${who}: ${pluralise(units, 'item')}, ${rupees(event.data.itemsPrice)}${off} + shipping ${rupees(event.data.shippingCost)} = ${rupees(event.data.totalPrice)}`;
    }
    case 'PaymentStarted':
      return `Payment of ${rupees(event.data.amount / 100)} started (provider order ${event.data.providerOrderId})`;
    case 'PaymentFailed':
      return `Payment failed (provider order ${event.data.providerOrderId}): ${event.data.reason || 'no reason given'}`;
    case 'OrderPaid':
      return `Paid (payment ${event.data.paymentId}), confirmed through ${via[event.data.source]}${event.data.reinstated ? '; the expired order was reinstated and its stock reserved again' : ''}`;
    case 'OrderPaidUnfulfillable':
      return `Paid (payment ${event.data.paymentId}) after the order expired and its stock was sold: refund due`;
    case 'OrderCancelled':
      return `Cancelled by ${event.data.by === 'owner' ? 'the customer' : 'an admin'} (was ${event.data.from})${event.data.refundDue ? ': refund due' : ''}`;
    case 'OrderExpired':
      return 'Expired: not paid in time; its stock was released';
    case 'OrderStatusChanged':
      return `Status changed from ${event.data.from} to ${event.data.to}`;
  }
}

/** One line of an event of the order's side streams (internal notes, refunds), or null for one it does not know. */
export type SideSummary = (event: RecordedEvent) => string | null;

/** A note's line; its text opened by the caller (null: erased with the customer's personal data). */
const noteSummary: SideSummary = (event) => {
  if (event.type !== 'OrderNoteAdded') return null;
  const { text } = event.data as OrderNoteEvent['data'];
  return typeof text === 'string'
    ? `Internal note: ${text}`
    : 'Internal note (erased with the customer’s personal data)';
};

/** The refund ledger's events (refund-{orderId}), and the other modules' order streams (tax documents, shipments). */
export const refundSummary: SideSummary = (recorded) => {
  const event = { type: recorded.type, data: recorded.data } as RefundEvent;
  switch (event.type) {
    case 'RefundRequested':
      return `Refund of ${rupees(event.data.amount)} requested${event.data.reason ? `: ${event.data.reason}` : ''}${event.data.restock ? ' (returned to stock)' : ''}`;
    case 'RefundIssued':
      return `Refund ${event.data.providerRefundId} ${event.data.status === 'processed' ? 'processed by the payment gateway' : 'issued to the payment gateway, waiting for it to complete'}`;
    case 'RefundProcessed':
      return `Refund ${event.data.providerRefundId} processed: the money is on its way back to the customer`;
    case 'RefundFailed':
      return `Refund failed${event.data.providerRefundId ? ` (${event.data.providerRefundId})` : ''}: ${event.data.reason}`;
    default:
      if (isOrderShipmentEvent(recorded)) return shipmentEventSummary(recorded);
      return recorded.type === 'OrderInvoiced' || recorded.type === 'OrderCreditNoted'
        ? taxDocumentReferenceSummary(recorded as unknown as OrderTaxDocumentEvent)
        : null;
  }
};

/**
 * The order's whole life for the admin: its own events and those of its side streams (internal
 * notes, refunds), merged in time order (the global log's order on a tie).
 */
export function orderHistory(
  events: RecordedEvent[],
  side: RecordedEvent[] = [],
  summariseSide: SideSummary = refundSummary,
  customerName: string | null = null,
) {
  let before = initialOrderState();
  const own = events.map((event) => {
    const orderEvent = { type: event.type, data: event.data } as OrderEvent;
    const summary = summariseInContext(orderEvent, before) ?? summarise(orderEvent, customerName);
    before = evolveOrder(before, orderEvent);
    return { event, summary };
  });
  const others = side.flatMap((event) => {
    const summary = summariseSide(event) ?? noteSummary(event);
    return summary ? [{ event, summary }] : [];
  });
  return [...own, ...others]
    .sort(
      (a, b) =>
        a.event.metadata.occurredAt.localeCompare(b.event.metadata.occurredAt) || comparePositions(a.event, b.event),
    )
    .map(({ event, summary }) => ({
      type: event.type,
      at: event.metadata.occurredAt,
      actor: event.metadata.actor,
      correlationId: event.metadata.correlationId,
      summary,
    }));
}

const comparePositions = (a: RecordedEvent, b: RecordedEvent) =>
  a.position.commit === b.position.commit
    ? Number(a.position.prepare - b.position.prepare)
    : a.position.commit < b.position.commit
      ? -1
      : 1;
