import { pluralise } from '@store/contracts';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { buttonClass } from '../../shared/ui/buttons';
import { CloseIcon } from '../../shared/ui/icons/CloseIcon';
import { PageHeading } from '../../shared/ui/PageHeading';
import { ProductGrid } from '../../shared/products/ProductGrid';
import { WISHLIST_PAGE_TEXT } from './constants';
import { selectWishlist } from '../../shared/wishlist/wishlist-slice';
import { toggleWishlist } from '../../shared/wishlist/wishlist-thunks';

/** /wishlist: the wished products, each removable. */
export function WishlistPage() {
  usePageTitle('Wishlist');
  const items = useAppSelector(selectWishlist);
  const dispatch = useAppDispatch();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeading subtitle={items.length ? pluralise(items.length, 'saved item') : undefined}>My Wishlist</PageHeading>
      {items.length === 0 ? (
        <div className="py-12 text-center">
          <p className="text-neutral-700">{WISHLIST_PAGE_TEXT.empty}</p>
          <Link to="/collections" className={`${buttonClass.dark} mt-6`}>
            Browse All Products
          </Link>
        </div>
      ) : (
        <ProductGrid
          products={items}
          renderExtra={(product) => (
            <button
              type="button"
              onClick={() => dispatch(toggleWishlist(product))}
              aria-label={`Remove ${product.name} from wishlist`}
              className="absolute top-2 right-2 z-10 rounded-full bg-white/90 p-1.5 text-neutral-800 shadow hover:text-brand-dark"
            >
              <CloseIcon className="size-4" />
            </button>
          )}
        />
      )}
    </div>
  );
}
