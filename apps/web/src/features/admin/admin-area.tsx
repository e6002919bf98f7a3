import { useState } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation, useRoutes } from 'react-router-dom';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { CloseIcon } from '../../shared/ui/icons/CloseIcon';
import { MenuIcon } from '../../shared/ui/icons/MenuIcon';
import { SlideOver } from '../../shared/ui/SlideOver';
import { KEEP_CLEAR_OF_TOASTS } from '../../shared/toast/placement';
import { ADMIN_SCREENS_BUILT, ADMIN_SECTIONS } from './sections';
import { CollectionBannersPage } from './banners/CollectionBannersPage';
import { HeroImagesPage } from './hero-images/HeroImagesPage';
import { OffersPage } from './offers/OffersPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { OrdersPage } from './orders/OrdersPage';
import { UsersPage } from './users/UsersPage';
import { EventsPage } from './system/EventsPage';
import { SystemPage } from './system/SystemPage';
import { TimeTravelPage } from './system/TimeTravelPage';
import { CatalogueCsvPage } from './products/CatalogueCsvPage';
import { ProductFormPage } from './products/ProductFormPage';
import { ProductHistoryPage } from './products/ProductHistoryPage';
import { ProductsPage } from './products/ProductsPage';
import { ProductStockPage } from './products/ProductStockPage';
import { BusinessTaxPage } from './tax/BusinessTaxPage';
import { GstRatesPage } from './tax/GstRatesPage';
import { GstReturnsPage } from './tax/GstReturnsPage';
import { DeliveryAreasPage } from './delivery/DeliveryAreasPage';
import { BulkShippingPage } from './fulfilment/BulkShippingPage';
import { CarriersPage } from './fulfilment/CarriersPage';
import { SizeChartsPage } from './size-charts/SizeChartsPage';
import { ReviewModerationPage } from './reviews/ReviewModerationPage';
import { DiscountFormPage } from './discounts/DiscountFormPage';
import { DiscountsPage } from './discounts/DiscountsPage';

/**
 * The admin area (its own chunk, admin-only via the router's guard): a menu, a link home and a
 * mobile slide-out menu. Every admin screen is exported from here so the whole back office is one
 * lazy chunk the storefront never loads.
 */
export function AdminLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="min-h-screen bg-neutral-100">
      <header className="sticky top-0 z-40 flex h-14 items-center gap-3 bg-neutral-950 px-4 text-white">
        <button
          type="button"
          onClick={() => setMenuOpen(true)}
          aria-label="Open admin menu"
          className="rounded p-1.5 hover:bg-white/10 lg:hidden"
        >
          <MenuIcon />
        </button>
        <p className="text-lg font-black tracking-tight">
          THREAD<span className="text-red-400">FIT</span>{' '}
          <span className="text-sm font-semibold text-neutral-300">Admin</span>
        </p>
        <Link
          to="/"
          className="ml-auto rounded px-3 py-1.5 text-sm font-semibold text-neutral-200 hover:bg-white/10 hover:text-white"
        >
          Back to store
        </Link>
      </header>
      <div className="mx-auto flex max-w-7xl">
        <aside className="sticky top-14 hidden h-[calc(100vh-3.5rem)] w-60 shrink-0 border-r border-neutral-200 bg-white p-4 lg:block">
          <AdminMenu />
        </aside>
        <main className="min-w-0 flex-1 p-4 sm:p-8">
          <Outlet />
        </main>
      </div>
      {menuOpen && (
        <SlideOver
          side="left"
          labelledBy="admin-menu-title"
          onClose={() => setMenuOpen(false)}
          width="w-72 max-w-[85vw]"
        >
          <div
            className="flex items-center justify-between border-b border-neutral-200 px-4 py-3"
            {...KEEP_CLEAR_OF_TOASTS}
          >
            <h2 id="admin-menu-title" className="font-black tracking-wide uppercase">
              Admin menu
            </h2>
            <button
              type="button"
              onClick={() => setMenuOpen(false)}
              aria-label="Close admin menu"
              className="rounded-full p-2 hover:bg-neutral-100"
            >
              <CloseIcon />
            </button>
          </div>
          <div className="p-4">
            <AdminMenu onNavigate={() => setMenuOpen(false)} />
          </div>
        </SlideOver>
      )}
    </div>
  );
}

function AdminMenu({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Admin">
      <ul className="space-y-1">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.path}>
            <NavLink
              to={`/admin/${section.path}`}
              onClick={onNavigate}
              className={({ isActive }) =>
                `block rounded-md px-3 py-2 text-sm font-semibold ${isActive ? 'bg-brand text-white' : 'text-neutral-800 hover:bg-neutral-100'}`
              }
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The place each admin screen will fill. */
export function AdminSectionPage() {
  const { pathname } = useLocation();
  const section = ADMIN_SECTIONS.find((item) => pathname.startsWith(`/admin/${item.path}`)) ?? ADMIN_SECTIONS[0];
  usePageTitle(`Admin · ${section.label}`);
  return (
    <section>
      <h1 className="text-2xl font-black tracking-tight uppercase">{section.label}</h1>
      <p className="mt-2 text-sm text-neutral-700">This admin screen is on its way.</p>
    </section>
  );
}

/** The admin area's routes (under /admin), inside its own chunk (useRoutes: no JSX route tree to build). */
export function AdminRoutes() {
  return useRoutes([
    {
      element: <AdminLayout />,
      children: [
        { index: true, element: <Navigate to="products" replace /> },
        { path: 'products', element: <ProductsPage /> },
        { path: 'products/new', element: <ProductFormPage /> },
        { path: 'products/catalogue-csv', element: <CatalogueCsvPage /> },
        { path: 'products/:id/edit', element: <ProductFormPage /> },
        { path: 'products/:id/stock', element: <ProductStockPage /> },
        { path: 'products/:id/history', element: <ProductHistoryPage /> },
        { path: 'dashboard', element: <DashboardPage /> },
        { path: 'orders', element: <OrdersPage /> },
        { path: 'users', element: <UsersPage /> },
        { path: 'offers', element: <OffersPage /> },
        { path: 'discounts', element: <DiscountsPage /> },
        { path: 'discounts/new', element: <DiscountFormPage /> },
        { path: 'discounts/:id', element: <DiscountFormPage /> },
        { path: 'hero-images', element: <HeroImagesPage /> },
        { path: 'collection-banners', element: <CollectionBannersPage /> },
        { path: 'tax-returns', element: <GstReturnsPage /> },
        { path: 'settings/tax', element: <BusinessTaxPage /> },
        { path: 'settings/gst-rates', element: <GstRatesPage /> },
        { path: 'delivery-areas', element: <DeliveryAreasPage /> },
        { path: 'carriers', element: <CarriersPage /> },
        { path: 'shipping', element: <BulkShippingPage /> },
        { path: 'size-charts', element: <SizeChartsPage /> },
        { path: 'reviews', element: <ReviewModerationPage /> },
        { path: 'system', element: <SystemPage /> },
        { path: 'system/events', element: <EventsPage /> },
        { path: 'system/time-travel', element: <TimeTravelPage /> },
        ...ADMIN_SECTIONS.filter((section) => !ADMIN_SCREENS_BUILT.has(section.path)).map((section) => ({
          path: section.path,
          element: <AdminSectionPage />,
        })),
        { path: '*', element: <Navigate to="products" replace /> },
      ],
    },
  ]);
}
