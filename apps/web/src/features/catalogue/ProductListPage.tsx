import { CATEGORIES, pluralise, PRODUCT_SORTS } from '@store/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { SearchIcon } from '../../shared/ui/icons/SearchIcon';
import { PageHeading } from '../../shared/ui/PageHeading';
import { Pagination } from '../../shared/ui/Pagination';
import { SelectField } from '../../shared/ui/SelectField';
import { CATEGORY_LABELS } from '../../shared/products/constants';
import { CATALOGUE_TEXT, SORT_LABELS } from './constants';
import { activeFilterCount, changedListing, listingQuery, type ListingKey } from '../../shared/products/listing-query';
import { ListingFilters } from './ListingFilters';
import { sortUpcomingLast } from '../../shared/products/product-rules';
import { ProductGrid, ProductGridPlaceholder } from '../../shared/products/ProductGrid';
import { useGetProductsQuery } from '../../shared/products/products-api';

const CATEGORY_OPTIONS = CATEGORIES.map((category) => ({
  value: category,
  label: CATEGORY_LABELS[category] ?? category,
}));
const SORT_OPTIONS = PRODUCT_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));

/** /collections and /products: search, category, filters, sort and pages, all kept in the URL. */
export function ProductListPage() {
  const [params, setParams] = useSearchParams();
  const query = listingQuery(params);
  const search = query.search ?? '';
  const [term, setTerm] = useState(search);
  useEffect(() => setTerm(search), [search]);
  const [filtersOpen, setFiltersOpen] = useState(activeFilterCount(query) > 0);

  // A failed list reads as an empty one (spec section 8).
  const { currentData, isFetching, isError } = useGetProductsQuery(query);
  const loading = isFetching && !currentData;
  const products = isError ? [] : sortUpcomingLast(currentData?.products ?? []);
  const total = isError ? 0 : (currentData?.total ?? 0);
  const totalPages = isError ? 0 : (currentData?.totalPages ?? 0);

  const label = CATEGORY_LABELS[query.category ?? ''] ?? 'All Products';
  const title = search ? `Results for “${search}”` : label;
  usePageTitle(search ? `Search: ${search}` : label);

  function update(changes: Partial<Record<ListingKey, string | number | undefined>>) {
    setParams(changedListing(params, changes));
  }

  function goToPage(page: number) {
    update({ page });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    update({ search: term.trim() });
  }

  const first = (query.page - 1) * query.limit + 1;
  const subtitle = loading
    ? undefined
    : `${pluralise(total, 'product')}${totalPages > 1 ? ` · showing ${first}–${first + products.length - 1}` : ''}`;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeading subtitle={subtitle}>{title}</PageHeading>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <form role="search" onSubmit={submit} className="flex flex-1 gap-2">
          <label htmlFor="listing-search" className="sr-only">
            Search products
          </label>
          <input
            id="listing-search"
            type="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            placeholder="Search products..."
            className="w-full rounded-md border border-neutral-300 px-3 py-2.5 text-sm focus:ring-2 focus:ring-neutral-900 focus:outline-none"
          />
          <button
            type="submit"
            aria-label="Search"
            className="inline-flex items-center rounded-md bg-neutral-900 px-4 text-white hover:bg-neutral-700"
          >
            <SearchIcon className="size-5" />
          </button>
        </form>
        <SelectField
          label="Category"
          hideLabel
          className="sm:w-48"
          placeholder="All categories"
          options={CATEGORY_OPTIONS}
          value={query.category ?? ''}
          onChange={(event) => update({ category: event.target.value })}
        />
        <SelectField
          label="Sort by"
          hideLabel
          className="sm:w-52"
          options={SORT_OPTIONS}
          value={query.sort ?? 'newest'}
          onChange={(event) => update({ sort: event.target.value === 'newest' ? undefined : event.target.value })}
        />
        <button
          type="button"
          aria-expanded={filtersOpen}
          aria-controls="listing-filters"
          onClick={() => setFiltersOpen((open) => !open)}
          className="rounded-md border border-neutral-300 bg-white px-4 py-2.5 text-sm font-semibold hover:bg-neutral-100"
        >
          Filters{activeFilterCount(query) > 0 ? ` (${activeFilterCount(query)})` : ''}
        </button>
      </div>
      {filtersOpen && (
        <section
          id="listing-filters"
          aria-label="Filters"
          className="mb-8 rounded-lg border border-neutral-200 bg-neutral-50 p-4"
        >
          <ListingFilters query={query} onChange={update} />
          {activeFilterCount(query) > 0 && (
            <button
              type="button"
              className="mt-3 text-sm font-semibold text-brand underline"
              onClick={() =>
                update({
                  brand: undefined,
                  size: undefined,
                  color: undefined,
                  minPrice: undefined,
                  maxPrice: undefined,
                })
              }
            >
              Clear filters
            </button>
          )}
        </section>
      )}
      {loading ? (
        <ProductGridPlaceholder label="Loading products" />
      ) : products.length === 0 ? (
        <p className="py-16 text-center text-neutral-700">{CATALOGUE_TEXT.noProducts}</p>
      ) : (
        <>
          {/* The cards' names are h3: this keeps the page's outline in order for screen readers. */}
          <h2 className="sr-only">{CATALOGUE_TEXT.productsHeading}</h2>
          {/* The first row (4 columns on a wide screen) loads at once; the first 2, a phone's first screen, first. */}
          <ProductGrid products={products} eagerCount={4} priorityCount={2} />
          <div className="mt-10">
            <Pagination page={query.page} totalPages={totalPages} onPage={goToPage} label="Product pages" />
          </div>
        </>
      )}
    </div>
  );
}
