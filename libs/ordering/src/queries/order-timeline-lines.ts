import type { OrderStockMove as StockMoveLine } from '@store/catalogue';
import { formatRupees as rupees } from '@store/contracts';
import type { RecordedEvent } from '@store/eventstore';
import { jobId } from '@store/platform';
import { MAX_PAYMENT_ATTEMPTS, type OrderState } from '../domain/order';
import type { OrderEvent, OrderLine } from '../domain/order-events';

/** One line of the admin's order timeline (GET /orders/{id}/history). */
export interface TimelineEntry {
  type: string;
  at: string;
  actor: { id: string | null; role: string };
  correlationId: string;
  summary: string;
}

/**
 * The lines that depend on what came before (`before`: the order as the event found it): a payment
 * started after a failed one is a retry; a late payment names why the order could not take it.
 * Null: the event's own summary says it all.
 */
export function summariseInContext(event: OrderEvent, before: OrderState): string | null {
  if (event.type === 'PaymentStarted' && before.failedAttempts.length > 0) {
    const attempt = before.failedAttempts.length + 1;
    return `Payment of ${rupees(event.data.amount / 100)} retried, attempt ${attempt} of ${MAX_PAYMENT_ATTEMPTS} (provider order ${event.data.providerOrderId})`;
  }
  if (event.type === 'OrderPaidUnfulfillable' && !before.expired) {
    return `Paid (payment ${event.data.paymentId}) after the order was cancelled: refund due`;
  }
  return null;
}

const lineKey = (line: {
  productId: string;
  variantId?: string | null;
  colorVariantId?: string | null;
  size: string;
}) => `${line.productId}|${line.variantId ?? line.colorVariantId ?? '-'}|${line.size}`;

/** One timeline line per stock event of the order: reserved, sold (committed), released, returned to stock. */
export function stockLines(moves: StockMoveLine[], items: OrderLine[]): TimelineEntry[] {
  const names = new Map(
    items.map((item) => [lineKey(item), `${item.name} (${item.size}${item.colorName ? `, ${item.colorName}` : ''})`]),
  );
  const byMove = new Map<string, StockMoveLine[]>();
  for (const move of moves) byMove.set(move.move, [...(byMove.get(move.move) ?? []), move]);
  return [...byMove.values()].map((lines) => {
    const [first] = lines;
    const label = (line: StockMoveLine) => names.get(lineKey(line)) ?? `${line.size} of product ${line.productId}`;
    const counted = lines.map((line) => `${line.quantity} × ${label(line)}`).join(', ');
    const summary =
      first.kind === 'reserved'
        ? `Stock reserved: ${counted}`
        : first.kind === 'committed'
          ? `Reserved stock sold: ${lines.map(label).join(', ')}`
          : first.reason
            ? `Stock back on sale, ${first.reason}: ${counted}`
            : `Stock released: ${counted}`;
    const type =
      first.kind === 'reserved'
        ? 'StockReserved'
        : first.kind === 'committed'
          ? 'StockCommitted'
          : first.reason
            ? 'StockReturned'
            : 'StockReleased';
    return { type, at: first.at, actor: first.actor, correlationId: first.correlationId ?? '', summary };
  });
}

const MAIL_LABEL: Record<string, string> = {
  'order-confirmation': 'order confirmation with the items and totals',
  'order-shipped': 'order shipped',
  'order-delivered': 'order delivered',
  'order-cancelled': 'order cancelled',
  'order-refund': 'refund issued',
  'return-requested': 'return request received',
  'return-approved': 'return approved',
  'return-rejected': 'return rejected',
  'return-received': 'returned parcel received',
  'return-refunded': 'return refunded',
  'return-exchange-shipped': 'exchange replacement shipped',
  'return-cancelled': 'return cancelled',
  'return-refund-failed': 'return refund failed',
};

/** The mail job id the ordering reactor gives the e-mail an event of the order causes (see OrderingJobs). */
export const orderMailJobId = (orderId: string, event: Pick<RecordedEvent, 'id'>) =>
  jobId('order-mail', orderId, event.id);

/** One line per e-mail the mail transport accepted for the order (the mail worker's sent-marker). */
export function mailLines(
  sent: Array<{ jobId: string; template: string; sentAt: string }>,
  causes: Map<string, RecordedEvent>,
): TimelineEntry[] {
  return sent.map((mail) => ({
    type: 'MailSent',
    at: mail.sentAt,
    actor: { id: null, role: 'system' },
    correlationId: causes.get(mail.jobId)?.metadata.correlationId ?? '',
    summary: `E-mail sent to the customer: ${MAIL_LABEL[mail.template] ?? mail.template}`,
  }));
}

/** The order's own timeline with lines from elsewhere (stock, e-mails), in time order; a tie keeps the order's own first. */
export function mergeTimeline<T extends { at: string }>(own: T[], more: T[]): T[] {
  return [...own, ...more]
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => Date.parse(a.entry.at) - Date.parse(b.entry.at) || a.index - b.index)
    .map(({ entry }) => entry);
}
