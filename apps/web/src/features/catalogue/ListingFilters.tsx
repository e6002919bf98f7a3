import { SIZES } from '@store/contracts';
import type { ProductListQuery } from '@store/contracts/requests';
import { useEffect, useState, type FormEvent } from 'react';
import { SelectField } from '../../shared/ui/SelectField';
import type { ListingKey } from '../../shared/products/listing-query';
import { useGetProductFacetsQuery } from '../../shared/products/products-api';

interface ListingFiltersProps {
  query: ProductListQuery;
  onChange: (changes: Partial<Record<ListingKey, string | number | undefined>>) => void;
}

/** Brand, size, colour and price range; the choices come from the catalogue itself. */
export function ListingFilters({ query, onChange }: ListingFiltersProps) {
  const { data: facets } = useGetProductFacetsQuery();
  const [minPrice, setMinPrice] = useState(query.minPrice?.toString() ?? '');
  const [maxPrice, setMaxPrice] = useState(query.maxPrice?.toString() ?? '');
  useEffect(() => setMinPrice(query.minPrice?.toString() ?? ''), [query.minPrice]);
  useEffect(() => setMaxPrice(query.maxPrice?.toString() ?? ''), [query.maxPrice]);

  function applyPrice(event: FormEvent) {
    event.preventDefault();
    onChange({ minPrice: minPrice.trim(), maxPrice: maxPrice.trim() });
  }

  const brands = (facets?.brands ?? []).map((brand) => ({ value: brand, label: brand }));
  const sizes = (facets?.sizes.length ? facets.sizes : SIZES).map((size) => ({ value: size, label: size }));
  const colours = (facets?.colors ?? []).map((colour) => ({ value: colour.name, label: colour.name }));
  const priceInput =
    'w-24 rounded-md border border-neutral-300 px-3 py-2 text-sm focus:ring-2 focus:ring-neutral-900 focus:outline-none';

  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:flex lg:flex-wrap lg:items-end">
      <SelectField
        label="Brand"
        className="lg:w-44"
        placeholder="All brands"
        options={brands}
        value={query.brand ?? ''}
        onChange={(event) => onChange({ brand: event.target.value })}
      />
      <SelectField
        label="Size"
        className="lg:w-32"
        placeholder="All sizes"
        options={sizes}
        value={query.size ?? ''}
        onChange={(event) => onChange({ size: event.target.value })}
      />
      <SelectField
        label="Colour"
        className="lg:w-44"
        placeholder="All colours"
        options={colours}
        value={query.color ?? ''}
        onChange={(event) => onChange({ color: event.target.value })}
      />
      <form onSubmit={applyPrice} className="col-span-2 flex items-end gap-2 md:col-span-1" aria-label="Price range">
        <label className="text-sm font-semibold text-neutral-800">
          Min ₹
          <input
            type="number"
            min={0}
            inputMode="numeric"
            className={`${priceInput} mt-1 block`}
            value={minPrice}
            onChange={(event) => setMinPrice(event.target.value)}
            placeholder={facets ? String(facets.minPrice) : ''}
          />
        </label>
        <label className="text-sm font-semibold text-neutral-800">
          Max ₹
          <input
            type="number"
            min={0}
            inputMode="numeric"
            className={`${priceInput} mt-1 block`}
            value={maxPrice}
            onChange={(event) => setMaxPrice(event.target.value)}
            placeholder={facets ? String(facets.maxPrice) : ''}
          />
        </label>
        <button
          type="submit"
          className="rounded-md border border-neutral-900 px-3 py-2 text-sm font-semibold hover:bg-neutral-100"
        >
          Apply
        </button>
      </form>
    </div>
  );
}
