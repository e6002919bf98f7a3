import { Link } from 'react-router-dom';
import { buttonClass } from '../../shared/ui/buttons';
import { isStorefrontCategory } from '../../shared/products/product-rules';
import { ProductGrid, ProductGridPlaceholder } from '../../shared/products/ProductGrid';
import { useGetBestSellersQuery, useGetNewArrivalsQuery } from '../../shared/products/products-api';
import { RAIL_TEXT } from './constants';

type RailKind = 'newArrivals' | 'bestSellers';

const QUERIES = { newArrivals: useGetNewArrivalsQuery, bestSellers: useGetBestSellersQuery } as const;

/** New arrivals or best sellers: 8 placeholders, a retryable error, an empty state, or the products. */
export function ProductRail({ kind }: { kind: RailKind }) {
  const text = RAIL_TEXT[kind];
  const { data, isLoading, isFetching, isError, refetch } = QUERIES[kind]();
  const products = (data ?? []).filter(isStorefrontCategory);
  const titleId = `${kind}-title`;

  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <div className="mb-6 flex items-end justify-between gap-4">
        <h2 id={titleId} className="text-2xl font-black tracking-tight uppercase sm:text-3xl">
          {text.title}
        </h2>
        <Link to="/collections" className="text-sm font-bold text-neutral-900 underline-offset-4 hover:underline">
          View all
        </Link>
      </div>
      {isLoading || (isError && isFetching) ? (
        <ProductGridPlaceholder label={text.loading} />
      ) : isError ? (
        <div role="alert" className="rounded-lg border border-neutral-200 bg-neutral-50 px-6 py-10 text-center">
          <p className="text-lg font-black uppercase">{RAIL_TEXT.connectionIssue}</p>
          <p className="mt-1 text-sm text-neutral-700">{text.error}</p>
          <button type="button" onClick={() => refetch()} className={`${buttonClass.dark} mt-5`}>
            {RAIL_TEXT.retry}
          </button>
        </div>
      ) : products.length === 0 ? (
        <div className="rounded-lg border border-dashed border-neutral-300 px-6 py-10 text-center">
          <p className="text-lg font-black uppercase">{text.emptyTitle}</p>
          <p className="mt-1 text-sm text-neutral-700">{text.emptyText}</p>
          <Link to="/collections" className={`${buttonClass.outline} mt-5`}>
            {RAIL_TEXT.browseAll}
          </Link>
        </div>
      ) : (
        <ProductGrid products={products.slice(0, 8)} />
      )}
    </section>
  );
}
