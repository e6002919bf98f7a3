import type { RecordedEvent } from '@store/eventstore';
import type { OrderEvent } from '../domain/order-events';

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const via = { verify: "the shopper's browser", webhook: "Razorpay's webhook", admin: 'an admin' } as const;

/** One sentence per order event, for the admin's audit screen. */
export function summarise(event: OrderEvent): string {
  switch (event.type) {
    case 'OrderPlaced': {
      const units = event.data.items.reduce((sum, item) => sum + item.quantity, 0);
      const who = event.data.userId ? event.data.customer.name : `guest ${event.data.customer.name}`;
      return `Order placed by ${who}: ${units} item${units === 1 ? '' : 's'}, ${rupees(event.data.itemsPrice)} + shipping ${rupees(event.data.shippingCost)} = ${rupees(event.data.totalPrice)}`;
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

export function orderHistory(events: RecordedEvent[]) {
  return events.map((event) => ({
    type: event.type,
    at: event.metadata.occurredAt,
    actor: event.metadata.actor,
    correlationId: event.metadata.correlationId,
    summary: summarise({ type: event.type, data: event.data } as OrderEvent),
  }));
}
