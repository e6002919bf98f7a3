import { Link } from 'react-router-dom';
import { messageOr } from '../../../shared/api-error';
import { formatStoreDate } from '../../../shared/format-date';
import { formatPrice } from '../../../shared/format-price';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { AdminHeading, EmptyState, ErrorState, LoadingState, adminButton } from '../ui/states';
import { DISCOUNT_ADMIN_TEXT as T } from './constants';
import { discountValueText, usesText } from './discount-form-rules';
import { useAdminDiscountsQuery } from './discounts-api';

/** /admin/discounts (issue #44): every code with its rules in short, its uses and a link to its page. */
export function DiscountsPage() {
  usePageTitle('Admin · Discount codes');
  const list = useAdminDiscountsQuery();
  return (
    <section>
      <AdminHeading title={T.title}>
        <Link to="/admin/discounts/new" className={adminButton.primary}>
          {T.create}
        </Link>
      </AdminHeading>
      {list.isLoading && <LoadingState text={T.loading} />}
      {list.isError && <ErrorState text={messageOr(list.error, T.loadFailed)} onRetry={() => void list.refetch()} />}
      {list.data && (
        <>
          <p className="mb-4 text-sm text-neutral-700" data-testid="discount-totals">
            {T.totals(list.data.totals.uses, formatPrice(list.data.totals.discountGiven))}
          </p>
          {list.data.discounts.length === 0 ? (
            <EmptyState>{T.empty}</EmptyState>
          ) : (
            <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
              <table className="w-full min-w-[720px] text-left text-sm" aria-label={T.tableLabel}>
                <thead className="bg-neutral-50 text-xs text-neutral-600 uppercase">
                  <tr>
                    <th className="px-4 py-3">Code</th>
                    <th className="px-4 py-3">Discount</th>
                    <th className="px-4 py-3">Valid</th>
                    <th className="px-4 py-3">Uses</th>
                    <th className="px-4 py-3">Status</th>
                    <th className="px-4 py-3">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-neutral-200">
                  {list.data.discounts.map((discount) => (
                    <tr key={discount._id}>
                      <td className="px-4 py-3 font-mono font-bold">{discount.code}</td>
                      <td className="px-4 py-3">
                        {discountValueText(discount)}
                        {discount.minSubtotal !== null && (
                          <span className="block text-xs text-neutral-600">
                            on {formatPrice(discount.minSubtotal)} or more
                          </span>
                        )}
                      </td>
                      <td className="px-4 py-3 text-xs">
                        {discount.startsAt ? formatStoreDate(discount.startsAt, 'dayTime') : 'Any time'} –{' '}
                        {discount.endsAt ? formatStoreDate(discount.endsAt, 'dayTime') : 'no end'}
                      </td>
                      <td className="px-4 py-3">{usesText(discount)}</td>
                      <td className="px-4 py-3">{discount.isActive ? 'Active' : 'Inactive'}</td>
                      <td className="px-4 py-3 text-right">
                        <Link to={`/admin/discounts/${discount._id}`} className={adminButton.small}>
                          {T.open}
                          <span className="sr-only"> {discount.code}</span>
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
