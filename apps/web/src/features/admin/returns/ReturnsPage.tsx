import {
  RETURN_LIMITS,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  RETURN_STATE_LABELS,
  RETURN_STATES,
  pluralise,
  shortOrderId,
  type AdminReturnRow,
  type ReturnReason,
} from '@store/contracts';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { messageOr } from '../../../shared/api-error';
import { formatPrice } from '../../../shared/format-price';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { AdminTable } from '../ui/AdminTable';
import { formatWhen } from '../ui/audit';
import { Pagination } from '../ui/Pagination';
import { AdminHeading, EmptyState, ErrorState, LoadingState, adminButton } from '../ui/states';
import { ADMIN_RETURNS_PAGE_SIZE, RETURNS_TEXT as T } from './constants';
import { ReturnBadge } from './ReturnBadge';
import { returnFiltersFromUrl, returnFiltersToUrl } from './return-filters';
import { useAdminReturnsQuery, type ReturnsScreenState } from './returns-api';

const column = createColumnHelper<AdminReturnRow>();
const field = 'rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm';

/** /admin/returns: return requests newest first, by state (tabs with counts), reason and search, in pages of 20; the filters in the URL. */
export function ReturnsPage() {
  usePageTitle(`Admin · ${T.title}`);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => returnFiltersFromUrl(params), [params]);
  const [searchInput, setSearchInput] = useState(state.q ?? '');
  const query = useAdminReturnsQuery(state);
  const update = (changes: Partial<ReturnsScreenState>) =>
    setParams(returnFiltersToUrl({ ...state, page: 1, ...changes }));

  useEffect(() => {
    if ((state.q ?? '') === searchInput.trim()) return;
    const timer = setTimeout(() => update({ q: searchInput.trim() || undefined }), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a typed change searches
  }, [searchInput]);

  const columns = useMemo(
    () => [
      column.accessor('number', {
        header: 'Return',
        cell: ({ row }) => (
          <Link
            to={`/admin/returns/${encodeURIComponent(row.original.returnId)}`}
            aria-label={T.view(row.original.number)}
            className="font-mono font-semibold underline-offset-2 hover:underline"
          >
            {row.original.number}
          </Link>
        ),
      }),
      column.accessor('orderId', {
        header: 'Order',
        cell: ({ getValue }) => <span className="font-mono">#{shortOrderId(getValue())}</span>,
      }),
      column.display({
        id: 'customer',
        header: 'Customer',
        cell: ({ row }) => (
          <span>
            {row.original.customerName ?? '-'}
            {row.original.customerEmail && (
              <span className="block text-xs text-neutral-600">{row.original.customerEmail}</span>
            )}
          </span>
        ),
      }),
      column.accessor('reason', { header: 'Reason', cell: ({ getValue }) => RETURN_REASON_LABELS[getValue()] }),
      column.display({
        id: 'units',
        header: 'Units',
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {pluralise(row.original.units, 'unit')} · {formatPrice(row.original.value)}
          </span>
        ),
      }),
      column.accessor('requestedAt', {
        header: 'Requested',
        cell: ({ getValue }) => <span className="whitespace-nowrap">{formatWhen(getValue())}</span>,
      }),
      column.accessor('state', { header: 'State', cell: ({ getValue }) => <ReturnBadge state={getValue()} /> }),
    ],
    [],
  );
  const rows = query.data?.returns ?? [];
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    getRowId: (row) => row.returnId,
  });
  const counts = query.data?.counts as Record<string, number> | undefined;
  const filtered = Boolean(state.state || state.reason || state.q);

  return (
    <section>
      <AdminHeading title={T.title}>
        <Link to="/admin/settings/returns" className={adminButton.secondary}>
          Return settings
        </Link>
      </AdminHeading>
      <nav aria-label="Return states" className="mb-3 flex flex-wrap gap-1">
        {[undefined, ...RETURN_STATES].map((value) => {
          const active = state.state === value;
          const count = value && counts ? counts[value] : undefined;
          return (
            <button
              key={value ?? 'all'}
              type="button"
              aria-pressed={active}
              onClick={() => update({ state: value })}
              className={`rounded-full border px-3 py-1 text-xs font-semibold ${active ? 'border-neutral-900 bg-neutral-900 text-white' : 'border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-100'}`}
            >
              {value ? RETURN_STATE_LABELS[value] : T.allStates}
              {count !== undefined && ` (${count})`}
            </button>
          );
        })}
      </nav>
      <div
        role="search"
        aria-label="Filter returns"
        className="mb-4 flex flex-col gap-3 rounded-lg bg-white p-3 shadow-sm sm:flex-row sm:items-end"
      >
        <label className="flex-1">
          <span className="sr-only">{T.searchLabel}</span>
          <input
            type="search"
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
            placeholder={T.searchPlaceholder}
            maxLength={RETURN_LIMITS.searchMax}
            className={`w-full ${field}`}
          />
        </label>
        <label className="flex flex-col gap-1 text-xs font-semibold text-neutral-700">
          Reason
          <select
            value={state.reason ?? ''}
            onChange={(event) => update({ reason: (event.target.value || undefined) as ReturnReason | undefined })}
            className={field}
          >
            <option value="">{T.allReasons}</option>
            {RETURN_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {RETURN_REASON_LABELS[reason]}
              </option>
            ))}
          </select>
        </label>
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
      {query.isLoading && <LoadingState text={T.loading} />}
      {query.isError && <ErrorState text={messageOr(query.error, T.loadFailed)} onRetry={() => void query.refetch()} />}
      {query.isSuccess && rows.length === 0 && <EmptyState>{filtered ? T.empty : T.none}</EmptyState>}
      {rows.length > 0 && (
        <>
          <AdminTable table={table} label="Returns table" minWidth="md:min-w-[820px]" busy={query.isFetching} />
          {query.data && (
            <Pagination
              page={query.data.currentPage}
              totalPages={query.data.totalPages}
              total={query.data.total}
              noun="returns"
              pageSize={ADMIN_RETURNS_PAGE_SIZE}
              onPage={(page) => setParams(returnFiltersToUrl({ ...state, page }))}
            />
          )}
        </>
      )}
    </section>
  );
}
