import { Link } from 'react-router-dom';
import { IMAGE_LAYOUTS } from '../images/image-layouts';
import { imageLoading, type ImageLoading } from '../images/image-loading';
import { imageSources } from '../images/image-sources';
import { PriceTag } from '../ui/PriceTag';
import { PRODUCT_LIMITS, PRODUCT_TEXT } from './constants';
import { cardSwatches, primaryImage, sellingPrice, struckPrice } from './product-rules';
import type { Product } from './types';

interface ProductCardProps {
  product: Product;
  /** The first cards of a page load at once (the first of them fetched first); the rest wait until scrolled near. */
  loading?: ImageLoading;
}

/** A product tile: image, badges, name, price (offer price and struck original when valid), swatches. */
export function ProductCard({ product, loading = 'lazy' }: ProductCardProps) {
  const { shown, more } = cardSwatches(product, PRODUCT_LIMITS.cardSwatches);
  return (
    <article className="group relative flex flex-col">
      <div className="relative aspect-[3/4] overflow-hidden rounded-md bg-neutral-100">
        <img
          {...imageSources(primaryImage(product), IMAGE_LAYOUTS.productCard)}
          alt={product.name}
          width={600}
          height={800}
          {...imageLoading(loading)}
          className="size-full object-cover transition duration-500 group-hover:scale-105"
        />
        <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
          {product.isUpcoming && (
            <span className="rounded bg-neutral-900 px-2 py-0.5 text-[11px] font-bold tracking-wide text-white uppercase">
              {PRODUCT_TEXT.upcoming}
            </span>
          )}
          {product.isFeatured && (
            <span className="rounded bg-brand px-2 py-0.5 text-[11px] font-bold tracking-wide text-white uppercase">
              {PRODUCT_TEXT.featured}
            </span>
          )}
        </div>
      </div>
      <div className="mt-3 flex flex-1 flex-col gap-1">
        {product.brand && (
          <p className="text-xs font-semibold tracking-wide text-neutral-600 uppercase">{product.brand}</p>
        )}
        <h3 className="text-sm font-bold text-neutral-900">
          <Link to={`/products/${product._id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {product.name}
          </Link>
        </h3>
        <PriceTag price={sellingPrice(product)} originalPrice={struckPrice(product)} />
        {shown.length > 0 && (
          <div className="mt-1 flex items-center gap-1.5" aria-label={`${shown.length + more} colours`}>
            {shown.map((swatch) => (
              <span
                key={`${swatch.name}${swatch.code}`}
                title={swatch.name}
                className="size-4 rounded-full border border-neutral-300"
                style={{ backgroundColor: swatch.code }}
              />
            ))}
            {more > 0 && <span className="text-xs font-semibold text-neutral-600">+{more}</span>}
          </div>
        )}
      </div>
    </article>
  );
}
