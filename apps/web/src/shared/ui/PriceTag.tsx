import { formatPrice } from '../format-price';

interface PriceTagProps {
  price: number;
  /** The struck-through original price, shown only when an offer applies. */
  originalPrice?: number | null;
  size?: 'sm' | 'lg';
}

/** A price, with the original struck through next to it when an offer applies. */
export function PriceTag({ price, originalPrice, size = 'sm' }: PriceTagProps) {
  const big = size === 'lg';
  const showOriginal = originalPrice != null && originalPrice > price;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span
        className={`${big ? 'text-2xl' : 'text-sm'} font-bold ${showOriginal ? 'text-brand-dark' : 'text-neutral-900'}`}
      >
        {formatPrice(price)}
      </span>
      {showOriginal && (
        <span className={`${big ? 'text-base' : 'text-xs'} text-neutral-600 line-through`}>
          <span className="sr-only">Original price </span>
          {formatPrice(originalPrice)}
        </span>
      )}
    </span>
  );
}
