import { shortOrderId } from '@store/contracts';
import { Link } from 'react-router-dom';
import { formatStoreDate } from '../../../shared/format-date';
import { DISCOUNT_ADMIN_TEXT as T } from './constants';
import { useDiscountHistoryQuery } from './discounts-api';

/** A code's history (issue #44): created, edited, each order that held, used or gave back a use. */
export function DiscountHistoryList({ discountId }: { discountId: string }) {
  const history = useDiscountHistoryQuery(discountId);
  const entries = history.data?.history ?? [];
  return (
    <section aria-labelledby="discount-history" className="rounded-lg bg-white p-4 shadow-sm">
      <h2 id="discount-history" className="text-sm font-black uppercase">
        {T.history}
      </h2>
      {entries.length === 0 && !history.isLoading && <p className="mt-2 text-sm">{T.historyEmpty}</p>}
      <ol className="mt-3 space-y-3 text-sm">
        {[...entries].reverse().map((entry, i) => (
          <li key={`${entry.type}-${entry.at}-${i}`} className="border-l-2 border-neutral-300 pl-3">
            <p>{entry.summary}</p>
            <p className="text-xs text-neutral-600">
              {formatStoreDate(entry.at, 'dayTime')} · {entry.actor}
              {entry.orderId && (
                <>
                  {' · '}
                  <Link to={`/admin/orders?q=${entry.orderId}`} className="underline">
                    Order #{shortOrderId(entry.orderId)}
                  </Link>
                </>
              )}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
