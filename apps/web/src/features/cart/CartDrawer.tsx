import { Suspense } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { lazyWithPreload } from '../../shared/lazy/lazy-with-preload';
import { usePreloadWhenIdle } from '../../shared/lazy/when-idle';
import { drawerClosed, selectDrawerOpen } from '../../shared/cart/cart-slice';

// The open drawer (its lines, stepper and slide-over) is in no page's first paint: it is its own
// chunk, fetched once the page is idle so the first click on the cart does not wait for it.
const CartDrawerPanel = lazyWithPreload(() => import('./CartDrawerPanel').then((module) => module.CartDrawerPanel));

/** The slide-in cart: 3/4 of the width on small screens, 30rem from md up. */
export function CartDrawer() {
  const open = useAppSelector(selectDrawerOpen);
  const dispatch = useAppDispatch();
  usePreloadWhenIdle(CartDrawerPanel.preload);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawerPanel onClose={() => dispatch(drawerClosed())} />
    </Suspense>
  );
}
