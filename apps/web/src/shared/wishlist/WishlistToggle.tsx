import { useAppDispatch, useAppSelector } from '../store/hooks';
import { HeartIcon } from '../ui/icons/HeartIcon';
import { selectIsWished } from './wishlist-slice';
import { toggleWishlist } from './wishlist-thunks';
import type { Product } from '../products/types';

/** The heart button that adds the product to the wishlist or removes it. */
export function WishlistToggle({ product, className = '' }: { product: Product; className?: string }) {
  const dispatch = useAppDispatch();
  const wished = useAppSelector(selectIsWished(product._id));
  return (
    <button
      type="button"
      onClick={() => dispatch(toggleWishlist(product))}
      aria-pressed={wished}
      aria-label={wished ? 'Remove from wishlist' : 'Add to wishlist'}
      className={`inline-flex size-12 shrink-0 items-center justify-center rounded-md border border-neutral-300 hover:border-neutral-900 ${className}`}
    >
      <HeartIcon className={`size-6 ${wished ? 'fill-brand text-brand' : 'text-neutral-800'}`} />
    </button>
  );
}
