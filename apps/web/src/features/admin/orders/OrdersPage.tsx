import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { AdminTable } from '../ui/AdminTable';
import { CollapsibleFilters } from '../ui/CollapsibleFilters';
import { ORDER_STATUSES, PAYMENT_STATUSES, shortOrderId, type Order } from '@store/contracts';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { messageOr } from '../../../shared/api-error';
import { saveFile } from '../../../shared/download/save-file';
import { formatPrice } from '../../../shared/format-price';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { toast } from '../../../shared/toast/toast';
import { AdminHeading, EmptyState, ErrorState, LoadingState, adminButton } from '../ui/states';
import { Pagination } from '../ui/Pagination';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  ORDERS_TEXT as T,
  ORDER_STATUS_LABEL,
  PAYMENT_STATUS_LABEL,
  formatDay,
} from './constants';
import { filtersFromUrl, filtersToUrl, type OrdersScreenState } from './order-filters';
import { OrderDetailsModal } from './OrderDetailsModal';
import { useAdminOrdersQuery, useLazyExportOrdersQuery } from './orders-api';
import { StatusBadge } from './StatusBadge';

const column = createColumnHelper<Order>();

/** Spec: User is the name, else the id, else a dash (a guest's order says so under the dash). */
function UserCell({ order }: { order: Order }) {
  const name = order.personalDataErased ? T.erased : order.customerName;
  if (order.user) return <span>{order.personalDataErased ? T.erased : order.user.name || order.user._id}</span>;
  return <span>-{name && <span className="block text-xs text-neutral-600">Guest: {name}</span>}</span>;
}

const field = 'rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm';

/** /admin/orders: spec section 2 (Admin orders) plus filters, search, the filters in the URL and a CSV export. */
export function OrdersPage() {
  usePageTitle('Admin · Orders');
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => filtersFromUrl(params), [params]);
  const [searchInput, setSearchInput] = useState(state.search ?? '');
  const [viewing, setViewing] = useState<Order | null>(null);
  const query = useAdminOrdersQuery(state);
  const [exportCsv, exporting] = useLazyExportOrdersQuery();

  const update = (changes: Partial<OrdersScreenState>) =>
    setParams(filtersToUrl({ ...state, page: 1, ...changes }), { replace: false });

  useEffect(() => {
    if ((state.search ?? '') === searchInput.trim()) return;
    const timer = setTimeout(() => update({ search: searchInput.trim() || undefined }), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a typed change searches
  }, [searchInput]);

  useEffect(() => {
    if (query.isError) toast.error(messageOr(query.error, T.loadFailed), { id: 'admin-orders-load' });
  }, [query.isError, query.error]);

  const columns = useMemo(
    () => [
      column.accessor('_id', {
        header: 'Order ID',
        cell: ({ getValue }) => <span className="font-mono font-semibold">#{shortOrderId(getValue())}</span>,
      }),
      column.display({ id: 'user', header: 'User', cell: ({ row }) => <UserCell order={row.original} /> }),
      column.accessor('createdAt', {
        header: 'Date',
        cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDay(getValue())}</span>,
      }),
      column.accessor('totalPrice', {
        header: 'Total',
        cell: ({ getValue }) => <span className="whitespace-nowrap font-semibold">{formatPrice(getValue())}</span>,
      }),
      column.accessor('status', { header: 'Status', cell: ({ getValue }) => <StatusBadge status={getValue()} /> }),
      column.accessor('paymentStatus', {
        header: 'Payment',
        cell: ({ row }) => (
          <StatusBadge
            status={row.original.isPaid ? 'completed' : row.original.paymentStatus}
            kind="payment"
            refundDue={row.original.refundDue}
          />
        ),
      }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <button
            type="button"
            className={adminButton.small}
            onClick={() => setViewing(row.original)}
            aria-label={`View order ${shortOrderId(row.original._id)}`}
          >
            View
          </button>
        ),
      }),
    ],
    [],
  );
  const orders = query.data?.orders ?? [];
  const table = useReactTable({
    data: orders,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    getRowId: (order) => order._id,
  });

  const download = async () => {
    const { page: _page, ...filters } = state;
    const result = await exportCsv(filters);
    if (result.error || typeof result.data !== 'string') {
      toast.error(messageOr(result.error, T.exportFailed));
      return;
    }
    saveFile(result.data, `orders-${new Date().toISOString().slice(0, 10)}.csv`);
    toast.success(T.exported);
  };

  const activeFilters = [state.status, state.paymentStatus, state.customer, state.from, state.to].filter(
    Boolean,
  ).length;
  const filtered = Boolean(activeFilters || state.search);
  return (
    <section>
      <AdminHeading title={T.title}>
        <Link to="/admin/shipping" className={adminButton.secondary}>
          Bulk shipping
        </Link>
        <button
          type="button"
          className={adminButton.secondary}
          onClick={() => void download()}
          disabled={exporting.isFetching}
        >
          {exporting.isFetching ? 'Exporting...' : 'Export CSV'}
        </button>
      </AdminHeading>
      <div
        className="mb-4 flex flex-col gap-3 rounded-lg bg-white p-3 shadow-sm"
        role="search"
        aria-label="Filter orders"
      >
        <label>
          <span className="sr-only">Search orders</span>
          <input
            type="search"
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
            placeholder={T.searchPlaceholder}
            maxLength={100}
            className={`w-full ${field}`}
          />
        </label>
        <CollapsibleFilters active={activeFilters} className="gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <label className="flex flex-col gap-1 text-xs font-semibold text-neutral-700">
            Status
            <select
              value={state.status ?? ''}
              onChange={(event) => update({ status: (event.target.value || undefined) as OrdersScreenState['status'] })}
              className={field}
            >
              <option value="">All statuses</option>
              {ORDER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {ORDER_STATUS_LABEL[status]}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-xs font-semibold text-neutral-700">
            Payment status
            <select
              value={state.paymentStatus ?? ''}
              onChange={(event) =>
                update({ paymentStatus: (event.target.value || undefined) as OrdersScreenState['paymentStatus'] })
              }
              className={field}
            >
              <option value="">All payments</option>
              {PAYMENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {PAYMENT_STATUS_LABEL[status]}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-xs font-semibold text-neutral-700">
            Customer
            <select
              value={state.customer ?? ''}
              onChange={(event) =>
                update({ customer: (event.target.value || undefined) as OrdersScreenState['customer'] })
              }
              className={field}
            >
              <option value="">Registered and guests</option>
              <option value="registered">Registered</option>
              <option value="guest">Guests</option>
            </select>
          </label>
          <label className="flex flex-col gap-1 text-xs font-semibold text-neutral-700">
            From
            <input
              type="date"
              value={state.from ?? ''}
              max={state.to}
              onChange={(event) => update({ from: event.target.value || undefined })}
              className={field}
            />
          </label>
          <label className="flex flex-col gap-1 text-xs font-semibold text-neutral-700">
            To
            <input
              type="date"
              value={state.to ?? ''}
              min={state.from}
              onChange={(event) => update({ to: event.target.value || undefined })}
              className={field}
            />
          </label>
          <div className="flex items-end">
            <button
              type="button"
              className={adminButton.secondary}
              disabled={!filtered}
              onClick={() => {
                setSearchInput('');
                setParams(new URLSearchParams());
              }}
            >
              Clear filters
            </button>
          </div>
        </CollapsibleFilters>
      </div>
      {query.isLoading && <LoadingState text={T.loading} />}
      {query.isError && <ErrorState text={messageOr(query.error, T.loadFailed)} onRetry={() => void query.refetch()} />}
      {query.isSuccess && orders.length === 0 && <EmptyState>{T.empty}</EmptyState>}
      {orders.length > 0 && (
        <>
          <AdminTable table={table} label="Orders table" minWidth="md:min-w-[760px]" />
          {query.data && (
            <Pagination
              page={query.data.currentPage}
              totalPages={query.data.totalPages}
              total={query.data.total}
              noun="orders"
              pageSize={ADMIN_ORDERS_PAGE_SIZE}
              onPage={(page) => setParams(filtersToUrl({ ...state, page }))}
            />
          )}
        </>
      )}
      {viewing && <OrderDetailsModal order={viewing} onClose={() => setViewing(null)} />}
    </section>
  );
}
