import { RETURN_REASON_LABELS, RETURN_STATE_LABELS, type ReturnRequestView } from '@store/contracts';
import { formatPrice } from '../../../shared/format-price';
import { formatStoreDate } from '../../../shared/format-date';
import { RETURN_TEXT as T } from './constants';

const TONE: Record<ReturnRequestView['state'], string> = {
  requested: 'bg-amber-100 text-amber-900',
  approved: 'bg-blue-100 text-blue-900',
  rejected: 'bg-red-100 text-red-800',
  received: 'bg-blue-100 text-blue-900',
  refunded: 'bg-green-100 text-green-800',
  exchanged: 'bg-green-100 text-green-800',
  cancelled: 'bg-neutral-200 text-neutral-800',
};

const day = (at: string | null) => formatStoreDate(at);

/** What the state means for the shopper, in one sentence. */
export function returnStateText(request: ReturnRequestView): string {
  switch (request.state) {
    case 'requested':
      return `Requested on ${day(request.requestedAt)}. We will check it and reply by e-mail.`;
    case 'approved':
      return request.pickup
        ? `Approved on ${day(request.approvedAt)}. ${request.pickup.carrier} will pick it up (AWB ${request.pickup.awb}).`
        : `Approved on ${day(request.approvedAt)}. Please ship it to us; the e-mail has the address.`;
    case 'rejected':
      return `Rejected on ${day(request.rejectedAt)}: ${request.rejectionReason ?? ''}`.trim();
    case 'received':
      if (request.refundFailure)
        return `The refund of ${formatPrice(request.refundFailure.amount)} did not go through on ${day(request.refundFailure.at)}: the payment provider refused it, and nothing was taken from you. We will refund it again.`;
      return request.reason === 'size_exchange'
        ? `Received on ${day(request.receivedAt)}. Your replacement ships next.`
        : `Received on ${day(request.receivedAt)}. Your refund is on its way.`;
    case 'refunded':
      return `Refunded ${formatPrice(request.refund?.amount ?? 0)} on ${day(request.refundedAt)}.`;
    case 'exchanged':
      return request.replacement
        ? `Replacement shipped on ${day(request.replacement.shippedAt)} with ${request.replacement.carrier} (AWB ${request.replacement.awb}).`
        : `Replacement shipped on ${day(request.exchangedAt)}.`;
    case 'cancelled':
      return `Cancelled on ${day(request.cancelledAt)}: the parcel did not reach us.`;
  }
}

const trackClass =
  'rounded-md border border-neutral-900 px-3 py-1.5 text-xs font-bold uppercase hover:bg-neutral-900 hover:text-white';

/** One return request on the order: its number, reason, state, lines and, when there is one, the parcel to track. */
export function ReturnState({ request }: { request: ReturnRequestView }) {
  return (
    <li className="rounded-md border border-neutral-200 px-3 py-2" aria-label={`Return ${request.number}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          Return {request.number} · {RETURN_REASON_LABELS[request.reason]}
        </p>
        <span
          className={`rounded-full px-2.5 py-1 text-xs font-bold ${request.refundFailure && request.state === 'received' ? 'bg-red-100 text-red-800' : TONE[request.state]}`}
        >
          {request.refundFailure && request.state === 'received' ? T.refundFailed : RETURN_STATE_LABELS[request.state]}
        </span>
      </div>
      <ul className="mt-1 text-xs text-neutral-700">
        {request.lines.map((line) => (
          <li key={line.line}>
            {line.quantity} × {line.name} ({line.colorName ? `${line.colorName}, ` : ''}
            {line.size})
            {line.exchange &&
              ` → ${line.exchange.colorName && line.exchange.colorName !== line.colorName ? `${line.exchange.colorName}, ` : ''}${line.exchange.size}`}
          </li>
        ))}
      </ul>
      <p className="mt-1">{returnStateText(request)}</p>
      {request.state === 'approved' && request.pickup && (
        <a
          href={request.pickup.trackingUrl}
          target="_blank"
          rel="noreferrer"
          aria-label={T.trackPickup(request.pickup.carrier, request.pickup.awb)}
          className={`mt-2 inline-block ${trackClass}`}
        >
          Track pickup
        </a>
      )}
      {request.replacement && (
        <a
          href={request.replacement.trackingUrl}
          target="_blank"
          rel="noreferrer"
          aria-label={T.trackReplacement(request.replacement.carrier, request.replacement.awb)}
          className={`mt-2 inline-block ${trackClass}`}
        >
          Track replacement
        </a>
      )}
    </li>
  );
}
