import { pluralise } from '@store/contracts';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { BagIcon } from '../../shared/ui/icons/BagIcon';
import { drawerToggled, selectCartCount, selectDrawerOpen } from '../../shared/cart/cart-slice';

/** The cart icon: toggles the drawer; a badge shows the total item count when above 0. */
export function CartButton() {
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectCartCount);
  const open = useAppSelector(selectDrawerOpen);
  return (
    <button
      type="button"
      onClick={() => dispatch(drawerToggled())}
      aria-label={count > 0 ? `Cart, ${pluralise(count, 'item')}` : 'Cart'}
      aria-expanded={open}
      className="relative inline-flex size-10 items-center justify-center rounded-full text-neutral-800 hover:bg-neutral-100"
    >
      <BagIcon />
      {count > 0 && (
        <span
          data-testid="cart-badge"
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-brand px-1 text-[11px] leading-5 font-bold text-white"
        >
          {count}
        </span>
      )}
    </button>
  );
}
