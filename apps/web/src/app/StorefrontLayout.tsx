import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { takeCodeFromSearch } from '../shared/discounts/discount-code';
import { CartDrawer } from '../features/cart/CartDrawer';
import { OfferPopup } from '../features/offers/OfferPopup';
import { Footer } from '../features/layout/Footer';
import { Header } from '../features/layout/Header';
import { TopBanner } from '../features/layout/TopBanner';

/** The frame of every storefront page: banner, header, page, footer, cart drawer and offer popup. */
export function StorefrontLayout() {
  const { search } = useLocation();
  // A link's ?code= (the offer popup's call to action may carry one) becomes the cart's discount code (#44).
  useEffect(() => takeCodeFromSearch(search), [search]);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-[70] rounded bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <TopBanner />
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <CartDrawer />
      <OfferPopup />
    </div>
  );
}
