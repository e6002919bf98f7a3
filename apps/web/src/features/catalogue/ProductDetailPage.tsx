import { pluralise } from '@store/contracts';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { statusOf } from '../../shared/api-error';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { buttonClass } from '../../shared/ui/buttons';
import { ReturnIcon } from '../../shared/ui/icons/ReturnIcon';
import { PriceTag } from '../../shared/ui/PriceTag';
import { StarRating } from '../../shared/ui/StarRating';
import { ReturnPolicyButton } from '../../shared/return-policy/ReturnPolicyButton';
import { ReturnPolicyNote } from '../../shared/return-policy/ReturnPolicyNote';
import { CATEGORY_LABELS, PRODUCT_TEXT } from '../../shared/products/constants';
import { CATALOGUE_TEXT } from './constants';
import {
  colourOptions,
  defaultColourOption,
  imagesFor,
  offerApplies,
  sellingPrice,
  struckPrice,
} from '../../shared/products/product-rules';
import { ProductGallery } from './ProductGallery';
import { useGetProductQuery } from '../../shared/products/products-api';
import { PurchasePanel } from './PurchasePanel';
import { ReviewsPanel } from './reviews/ReviewsPanel';
import type { Product } from '../../shared/products/types';

/** /products/{id}: gallery, details, purchase choices and the customer reviews. */
export function ProductDetailPage() {
  const { id = '' } = useParams();
  const { data: product, isLoading, error } = useGetProductQuery(id);
  usePageTitle(product?.name);

  if (isLoading) return <ProductDetailSkeleton />;
  if (!product) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-24 text-center sm:px-6 lg:px-8">
        <p role="alert" className="text-lg font-semibold">
          {statusOf(error) === 404 ? PRODUCT_TEXT.notFound : PRODUCT_TEXT.loadFailed}
        </p>
        <Link to="/collections" className={`${buttonClass.dark} mt-6`}>
          Browse All Products
        </Link>
      </div>
    );
  }
  return <ProductDetail key={product._id} product={product} />;
}

function ProductDetail({ product }: { product: Product }) {
  const options = useMemo(() => colourOptions(product), [product]);
  const [colourKey, setColourKey] = useState(() => defaultColourOption(product, options)?.key ?? null);
  const colour = options.find((option) => option.key === colourKey);
  const images = useMemo(() => imagesFor(product, colour), [product, colour]);
  const category = product.category ? CATEGORY_LABELS[product.category] : undefined;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <nav aria-label="Breadcrumb" className="mb-6 text-xs text-neutral-600">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to="/" className="hover:underline">
              Home
            </Link>{' '}
            /
          </li>
          {category && (
            <li>
              <Link to={`/collections?category=${product.category}`} className="hover:underline">
                {category}
              </Link>{' '}
              /
            </li>
          )}
          <li aria-current="page" className="font-semibold text-neutral-900">
            {product.name}
          </li>
        </ol>
      </nav>
      <div className="grid gap-8 md:grid-cols-2 lg:gap-14">
        <ProductGallery images={images} name={product.name} />
        <div className="space-y-6">
          <div>
            {product.brand && (
              <p className="text-sm font-bold tracking-widest text-neutral-600 uppercase">{product.brand}</p>
            )}
            <h1 className="mt-1 text-2xl font-black tracking-tight uppercase sm:text-3xl">{product.name}</h1>
            <p className="mt-2 flex items-center gap-2 text-sm text-neutral-700">
              <StarRating rating={product.averageRating ?? 0} />
              <span>
                {(product.averageRating ?? 0).toFixed(1)} ({pluralise(product.totalReviews ?? 0, 'review')})
              </span>
            </p>
          </div>
          <div className="flex items-center gap-3">
            <PriceTag price={sellingPrice(product)} originalPrice={struckPrice(product)} size="lg" />
            {offerApplies(product) && (
              <span className="rounded bg-brand px-2 py-1 text-xs font-black tracking-widest text-white">
                {CATALOGUE_TEXT.offerBadge}
              </span>
            )}
          </div>
          {product.isUpcoming && (
            <p className="rounded-md bg-neutral-900 px-4 py-3 text-sm font-semibold text-white">
              {PRODUCT_TEXT.upcoming}: launching soon.
            </p>
          )}
          {product.description && <p className="text-sm leading-relaxed text-neutral-700">{product.description}</p>}
          {product.material && (
            <p className="text-sm text-neutral-700">
              <span className="font-semibold text-neutral-900">Material:</span> {product.material}
            </p>
          )}
          <PurchasePanel product={product} options={options} colour={colour} onColourChange={setColourKey} />
          <p className="flex items-start gap-2 rounded-md bg-neutral-100 px-4 py-3 text-sm text-neutral-800">
            <ReturnIcon className="mt-0.5 size-5 shrink-0" />
            <span>
              <ReturnPolicyNote />
              <ReturnPolicyButton className={buttonClass.link} label="Read the return policy" />
            </span>
          </p>
        </div>
      </div>
      <ReviewsPanel productId={product._id} averageRating={product.averageRating} totalReviews={product.totalReviews} />
    </div>
  );
}

function ProductDetailSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading product"
      className="mx-auto grid max-w-7xl animate-pulse gap-8 px-4 py-8 sm:px-6 md:grid-cols-2 lg:px-8"
    >
      <div className="aspect-[3/4] rounded-lg bg-neutral-200" />
      <div className="space-y-4">
        <div className="h-4 w-24 rounded bg-neutral-200" />
        <div className="h-8 w-3/4 rounded bg-neutral-200" />
        <div className="h-6 w-32 rounded bg-neutral-200" />
        <div className="h-24 rounded bg-neutral-200" />
      </div>
    </div>
  );
}
