import type { OrderHistoryResponse } from '@store/contracts';
import { messageOr } from '../../../shared/api-error';
import { AdminName, formatWhen } from '../ui/audit';
import { ORDERS_TEXT as T } from './constants';
import { useOrderHistoryQuery } from './orders-api';

type Entry = OrderHistoryResponse['history'][number];
const GATEWAY_EVENTS = new Set(['PaymentStarted', 'PaymentFailed', 'OrderPaid', 'OrderPaidUnfulfillable']);

/** Who did it: an admin by name (identity keeps names, the events only ids), the shopper, a guest, the payment gateway or the system. */
export function TimelineActor({ entry }: { entry: Entry }) {
  const { actor } = entry;
  if (actor.role === 'admin' && actor.id) return <AdminName id={actor.id} />;
  if (actor.role === 'user') return <>Shopper</>;
  if (actor.role === 'guest') return <>Guest</>;
  if (GATEWAY_EVENTS.has(entry.type)) return <>Payment gateway</>;
  return <>System</>;
}

/** Every event of the order in time order, with its actor and a readable line (GET /orders/{id}/history). */
export function OrderTimeline({ orderId }: { orderId: string }) {
  const history = useOrderHistoryQuery(orderId);
  return (
    <section aria-labelledby={`timeline-${orderId}`}>
      <h3 id={`timeline-${orderId}`} className="mb-2 text-sm font-bold uppercase">
        Timeline
      </h3>
      {history.isLoading && <p className="text-sm text-neutral-700">Loading history...</p>}
      {history.isError && (
        <p role="alert" className="text-sm text-red-700">
          {messageOr(history.error, T.historyFailed)}
        </p>
      )}
      {history.data && history.data.history.length === 0 && (
        <p className="text-sm text-neutral-700">{T.historyEmpty}</p>
      )}
      {history.data && history.data.history.length > 0 && (
        <ol className="relative space-y-3 border-l-2 border-neutral-200 pl-4" aria-label="Order timeline">
          {history.data.history.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="text-sm">
              <span aria-hidden="true" className="absolute -left-[5px] mt-1.5 size-2 rounded-full bg-neutral-500" />
              <p
                className={
                  entry.type === 'OrderNoteAdded'
                    ? 'rounded bg-amber-50 px-2 py-1 text-neutral-900'
                    : 'text-neutral-900'
                }
              >
                {entry.summary}
              </p>
              <p className="text-xs text-neutral-600">
                <time dateTime={entry.at}>{formatWhen(entry.at)}</time> · <TimelineActor entry={entry} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
