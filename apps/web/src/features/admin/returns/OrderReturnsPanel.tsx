import { RETURN_REASON_LABELS, pluralise, shortOrderId, type Order } from '@store/contracts';
import { Link } from 'react-router-dom';
import { mayHaveShipments } from '../../../shared/orders/shipments-api';
import { ReturnBadge } from './ReturnBadge';
import { useAdminReturnsQuery } from './returns-api';

/** The order's return requests in its details, each linking to its page (issue #43); nothing before it could have been delivered. */
export function OrderReturnsPanel({ order }: { order: Order }) {
  const shown = order.isPaid && mayHaveShipments(order.status);
  const query = useAdminReturnsQuery({ page: 1, q: shortOrderId(order._id) }, { skip: !shown });
  const returns = (query.data?.returns ?? []).filter((row) => row.orderId === order._id);
  if (!shown || returns.length === 0) return null;
  return (
    <section aria-labelledby={`returns-${order._id}`}>
      <h3 id={`returns-${order._id}`} className="mb-2 text-sm font-bold uppercase">
        Returns
      </h3>
      <ul className="divide-y divide-neutral-100 rounded-md border border-neutral-200">
        {returns.map((row) => (
          <li key={row.returnId} className="flex flex-wrap items-center justify-between gap-2 p-2 text-sm">
            <span>
              <Link
                to={`/admin/returns/${encodeURIComponent(row.returnId)}`}
                className="font-mono font-semibold underline"
              >
                {row.number}
              </Link>{' '}
              · {RETURN_REASON_LABELS[row.reason]} · {pluralise(row.units, 'unit')}
            </span>
            <ReturnBadge state={row.state} />
          </li>
        ))}
      </ul>
    </section>
  );
}
