import type { ReactNode } from 'react';
import type { ImageLoading } from '../images/image-loading';
import { PRODUCT_LIMITS } from './constants';
import { ProductCard } from './ProductCard';
import { ProductCardSkeleton } from './ProductCardSkeleton';
import type { Product } from './types';

const GRID = 'grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 md:grid-cols-3 lg:grid-cols-4';

/**
 * Products in a responsive grid. The first `eagerCount` cards (the first row) load their images at
 * once, the first `priorityCount` of them (the first screen on a phone: two columns) ahead of
 * everything else; the rest wait until scrolled near.
 */
export function ProductGrid({
  products,
  eagerCount = 0,
  priorityCount = 0,
  renderExtra,
}: {
  products: Product[];
  eagerCount?: number;
  priorityCount?: number;
  renderExtra?: (product: Product) => ReactNode;
}) {
  const loadingAt = (index: number): ImageLoading =>
    index < priorityCount ? 'priority' : index < eagerCount ? 'eager' : 'lazy';
  return (
    <ul className={GRID}>
      {products.map((product, index) => (
        <li key={product._id} className="relative">
          <ProductCard product={product} loading={loadingAt(index)} />
          {renderExtra?.(product)}
        </li>
      ))}
    </ul>
  );
}

/** 8 placeholder cards while a list loads. */
export function ProductGridPlaceholder({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className={GRID}>
      {Array.from({ length: PRODUCT_LIMITS.placeholderCards }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
