import { CATEGORIES } from '@store/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { SearchIcon } from '../../shared/ui/icons';
import { PageHeading } from '../../shared/ui/PageHeading';
import { SelectField } from '../../shared/ui/SelectField';
import { CATALOGUE_TEXT, CATEGORY_LABELS } from './constants';
import { sortUpcomingLast } from './product-rules';
import { ProductGrid, ProductGridPlaceholder } from './ProductGrid';
import { useGetProductsQuery } from './products-api';

const CATEGORY_OPTIONS = CATEGORIES.map((category) => ({ value: category, label: CATEGORY_LABELS[category] ?? category }));

/** /collections and /products: a search box, a category dropdown and the grid. */
export function ProductListPage() {
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const search = params.get('search') ?? '';
  const [term, setTerm] = useState(search);
  useEffect(() => setTerm(search), [search]);

  // A failed list reads as an empty one (spec section 8).
  const { currentData, isFetching, isError } = useGetProductsQuery({ category, search });
  const loading = isFetching && !currentData;
  const products = isError ? [] : sortUpcomingLast(currentData ?? []);

  const title = search ? `Results for “${search}”` : (CATEGORY_LABELS[category] ?? 'All Products');
  usePageTitle(search ? `Search: ${search}` : (CATEGORY_LABELS[category] ?? 'All Products'));

  function update(next: { category?: string; search?: string }) {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    update({ search: term.trim() });
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeading subtitle={!loading ? `${products.length} product${products.length === 1 ? '' : 's'}` : undefined}>{title}</PageHeading>
      <div className="mb-8 flex flex-col gap-3 sm:flex-row sm:items-end">
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
          <button type="submit" aria-label="Search" className="inline-flex items-center rounded-md bg-neutral-900 px-4 text-white hover:bg-neutral-700">
            <SearchIcon className="size-5" />
          </button>
        </form>
        <SelectField
          label="Category"
          hideLabel
          className="sm:w-56"
          placeholder="All categories"
          options={CATEGORY_OPTIONS}
          value={category}
          onChange={(event) => update({ category: event.target.value })}
        />
      </div>
      {loading ? (
        <ProductGridPlaceholder label="Loading products" />
      ) : products.length === 0 ? (
        <p className="py-16 text-center text-neutral-700">{CATALOGUE_TEXT.noProducts}</p>
      ) : (
        <ProductGrid products={products} eagerCount={4} />
      )}
    </div>
  );
}
