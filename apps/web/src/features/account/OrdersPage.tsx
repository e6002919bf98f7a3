import { useState } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { toast } from '../../shared/toast/toast';
import { buttonClass } from '../../shared/ui/buttons';
import { ReturnIcon } from '../../shared/ui/icons/ReturnIcon';
import { PageHeading } from '../../shared/ui/PageHeading';
import { Spinner } from '../../shared/ui/Spinner';
import { useGetMyOrdersQuery } from './account-api';
import { ACCOUNT_TEXT, ORDERS_REFRESH_MS } from './constants';
import { OrderCard } from './OrderCard';
import { RetryPaymentModal } from './RetryPaymentModal';

/** /orders: the shopper's orders, refreshed every 30 s and on demand. */
export function OrdersPage() {
  usePageTitle('My Orders');
  const {
    data: orders = [],
    isLoading,
    isError,
    isFetching,
    refetch,
  } = useGetMyOrdersQuery(undefined, { pollingInterval: ORDERS_REFRESH_MS });
  // The id, so the modal follows the refetched order (its payment status and retries left).
  const [retryingId, setRetryingId] = useState<string | null>(null);
  const retrying = retryingId ? orders.find((order) => order._id === retryingId) : undefined;

  async function refresh() {
    try {
      await refetch().unwrap();
      toast.success(ACCOUNT_TEXT.ordersRefreshed);
    } catch {
      toast.error(ACCOUNT_TEXT.ordersRefreshFailed);
    }
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="mb-2 flex flex-wrap items-start justify-between gap-x-4">
        <PageHeading subtitle="Orders update every 30 seconds.">My Orders</PageHeading>
        <div className="mb-6 flex gap-2">
          <button type="button" onClick={refresh} disabled={isFetching} className={`${buttonClass.outline} px-4 py-2`}>
            <ReturnIcon className="size-4" />
            {isFetching && !isLoading ? 'Refreshing...' : 'Refresh'}
          </button>
          <Link to="/collections" className={`${buttonClass.dark} px-4 py-2`}>
            Shop
          </Link>
        </div>
      </div>
      {isLoading ? (
        <div className="py-16 text-center">
          <Spinner label="Loading orders" />
        </div>
      ) : isError && orders.length === 0 ? (
        <p role="alert" className="py-10 text-center font-semibold text-brand-dark">
          {ACCOUNT_TEXT.ordersLoadFailed}
        </p>
      ) : orders.length === 0 ? (
        <div className="py-16 text-center">
          <p className="text-lg font-black uppercase">{ACCOUNT_TEXT.noOrders}</p>
          <p className="mt-1 text-sm text-neutral-700">Your first ThreadFit order will show up here.</p>
          <Link to="/collections" className={`${buttonClass.primary} mt-6`}>
            Start Shopping
          </Link>
        </div>
      ) : (
        <ul className="space-y-6">
          {orders.map((order) => (
            <li key={order._id}>
              <OrderCard order={order} onRetryPayment={() => setRetryingId(order._id)} />
            </li>
          ))}
        </ul>
      )}
      {retrying && <RetryPaymentModal order={retrying} onClose={() => setRetryingId(null)} />}
    </div>
  );
}
