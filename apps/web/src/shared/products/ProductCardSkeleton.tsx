/** A grey placeholder the size of a product card. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" data-testid="product-placeholder" className="animate-pulse">
      <div className="aspect-[3/4] rounded-md bg-neutral-200" />
      <div className="mt-3 h-3 w-1/3 rounded bg-neutral-200" />
      <div className="mt-2 h-4 w-3/4 rounded bg-neutral-200" />
      <div className="mt-2 h-4 w-1/4 rounded bg-neutral-200" />
    </div>
  );
}
