import {
  createColumnHelper,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { AdminTable } from '../ui/AdminTable';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '@store/contracts';
import { LIMITS, offerReferencePrice } from '@store/contracts';
import { PriceTag } from '../../../shared/ui/PriceTag';
import { messageOr } from '../../../shared/api-error';
import { formatPrice } from '../../../shared/format-price';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { toast } from '../../../shared/toast/toast';
import {
  useAdminProductsQuery,
  useDeleteProductMutation,
  useNotifyCountQuery,
  useSetUpcomingMutation,
} from '../admin-api';
import { ADMIN_CATEGORIES, ADMIN_TEXT } from '../constants';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { AdminHeading, EmptyState, ErrorState, LoadingState, adminButton } from '../ui/states';
import { Pagination } from '../ui/Pagination';
import { totalStock } from './product-form-rules';

const T = ADMIN_TEXT.products;
const column = createColumnHelper<Product>();

function NotifyCount({ productId }: { productId: string }) {
  const { data, isError } = useNotifyCountQuery(productId);
  return <span>{isError ? '–' : (data ?? '…')}</span>;
}

function UpcomingToggle({ product }: { product: Product }) {
  const [setUpcoming, { isLoading }] = useSetUpcomingMutation();
  const toggle = async () => {
    const result = await setUpcoming({ productId: product._id, isUpcoming: !product.isUpcoming });
    if ('error' in result && result.error) toast.error(messageOr(result.error, T.upcomingFailed));
    else toast.success(product.isUpcoming ? T.upcomingOff : T.upcomingOn);
  };
  return (
    <button
      type="button"
      role="switch"
      aria-checked={product.isUpcoming}
      aria-label={`Upcoming: ${product.name}`}
      disabled={isLoading}
      onClick={() => void toggle()}
      className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition ${product.isUpcoming ? 'bg-brand' : 'bg-neutral-400'} disabled:opacity-50`}
    >
      <span
        aria-hidden="true"
        className={`inline-block size-5 rounded-full bg-white shadow transition ${product.isUpcoming ? 'translate-x-5' : 'translate-x-0.5'}`}
      />
    </button>
  );
}

/** The storefront's two figures (offer price, and the struck-through one by the same rule), or the price. */
export function PriceCell({ product }: { product: Product }) {
  if (product.hasOfferPricing && product.offerPrice !== null) {
    return (
      <span className="whitespace-nowrap">
        <PriceTag price={product.offerPrice} originalPrice={offerReferencePrice(product)} />
        {!product.isOfferValid && <span className="block text-xs text-neutral-600">offer not running</span>}
      </span>
    );
  }
  return <span className="whitespace-nowrap font-semibold">{formatPrice(product.price)}</span>;
}

function StockCell({ product }: { product: Product }) {
  const total = totalStock(product);
  const low = total <= LIMITS.lowStockWarningAt;
  return (
    <span className="whitespace-nowrap">
      {total}
      {low && (
        <span className="ml-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-bold text-amber-900">
          {total === 0 ? 'Out' : 'Low'}
        </span>
      )}
    </span>
  );
}

function Flags({ product }: { product: Product }) {
  const flags = [
    product.isFeatured && 'Featured',
    product.isNewArrival && 'New',
    product.isBestSeller && 'Best seller',
    product.isUpcoming && 'Upcoming',
  ].filter(Boolean) as string[];
  return (
    <span className="flex flex-wrap gap-1">
      {flags.length === 0 && <span className="text-neutral-500">–</span>}
      {flags.map((flag) => (
        <span key={flag} className="rounded bg-neutral-200 px-1.5 py-0.5 text-xs font-semibold text-neutral-900">
          {flag}
        </span>
      ))}
    </span>
  );
}

/** /admin/products: the product table with search, category filter, sorting and pages. */
export function ProductsPage() {
  usePageTitle('Admin · Products');
  const [page, setPage] = useState(1);
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [sorting, setSorting] = useState<SortingState>([]);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [deleteProduct, { isLoading: deleteBusy }] = useDeleteProductMutation();
  const query = useAdminProductsQuery({ page, search, category });

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchInput);
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [searchInput]);

  useEffect(() => {
    if (query.isError) toast.error(messageOr(query.error, T.loadFailed), { id: 'admin-products-load' });
  }, [query.isError, query.error]);

  const columns = useMemo(
    () => [
      column.display({
        id: 'image',
        header: 'Image',
        cell: ({ row }) => {
          const url =
            row.original.baseImages[0]?.url ??
            row.original.defaultColorVariant?.images[0]?.url ??
            row.original.colorVariants[0]?.images[0]?.url;
          return url ? (
            <img src={url} alt="" width={48} height={48} className="size-12 rounded object-cover" />
          ) : (
            <span className="block size-12 rounded bg-neutral-200" aria-hidden="true" />
          );
        },
      }),
      column.accessor('name', {
        header: 'Name',
        cell: ({ getValue }) => <span className="font-semibold">{getValue()}</span>,
      }),
      column.accessor('category', {
        header: 'Category',
        cell: ({ getValue }) => <span className="capitalize">{getValue()}</span>,
      }),
      column.accessor('brand', { header: 'Brand' }),
      column.accessor('effectivePrice', { header: 'Price', cell: ({ row }) => <PriceCell product={row.original} /> }),
      column.accessor((product) => totalStock(product), {
        id: 'stock',
        header: 'Stock',
        cell: ({ row }) => <StockCell product={row.original} />,
      }),
      column.display({ id: 'flags', header: 'Flags', cell: ({ row }) => <Flags product={row.original} /> }),
      column.display({
        id: 'upcoming',
        header: 'Upcoming',
        cell: ({ row }) => <UpcomingToggle product={row.original} />,
      }),
      column.display({
        id: 'notify',
        header: 'Notify me',
        cell: ({ row }) => <NotifyCount productId={row.original._id} />,
      }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <span className="flex flex-nowrap gap-1">
            <Link
              to={`/admin/products/${row.original._id}/edit`}
              className={adminButton.small}
              aria-label={`Edit ${row.original.name}`}
            >
              Edit
            </Link>
            <Link
              to={`/admin/products/${row.original._id}/stock`}
              className={adminButton.small}
              aria-label={`Stock of ${row.original.name}`}
            >
              Stock
            </Link>
            <button
              type="button"
              onClick={() => setDeleting(row.original)}
              className={`${adminButton.small} text-red-700`}
              aria-label={`Delete ${row.original.name}`}
            >
              Delete
            </button>
          </span>
        ),
      }),
    ],
    [],
  );

  const table = useReactTable({
    data: query.data?.products ?? [],
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    manualPagination: true,
    getRowId: (product) => product._id,
  });

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await deleteProduct(deleting._id);
    if ('error' in result && result.error) toast.error(messageOr(result.error, T.deleteFailed));
    else toast.success(T.deleted);
    setDeleting(null);
  };

  const products = query.data?.products ?? [];
  return (
    <section>
      <AdminHeading title={T.title}>
        <Link to="/admin/products/catalogue-csv" className={adminButton.secondary}>
          Catalogue CSV
        </Link>
        <Link to="/admin/products/new" className={adminButton.primary}>
          {T.add}
        </Link>
      </AdminHeading>
      <div className="mb-4 flex flex-wrap gap-3" role="search">
        <label className="min-w-0 flex-1">
          <span className="sr-only">Search products</span>
          <input
            type="search"
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
            placeholder={T.searchPlaceholder}
            className="w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm"
          />
        </label>
        <label>
          <span className="sr-only">Category</span>
          <select
            value={category}
            onChange={(event) => {
              setCategory(event.target.value);
              setPage(1);
            }}
            className="rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm"
          >
            <option value="">All categories</option>
            {ADMIN_CATEGORIES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {query.isLoading && <LoadingState text={T.loading} />}
      {query.isError && <ErrorState text={messageOr(query.error, T.loadFailed)} onRetry={() => void query.refetch()} />}
      {query.isSuccess && products.length === 0 && <EmptyState>{T.empty}</EmptyState>}
      {products.length > 0 && (
        <>
          <AdminTable table={table} label="Products table" minWidth="lg:min-w-[960px]" cardsBelow="lg" sortable />
          {query.data && (
            <Pagination
              page={query.data.currentPage}
              totalPages={query.data.totalPages}
              total={query.data.total}
              noun="products"
              onPage={setPage}
            />
          )}
        </>
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete Product?"
          message={`${T.deleteConfirm} (${deleting.name})`}
          busy={deleteBusy}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void confirmDelete()}
        />
      )}
    </section>
  );
}
