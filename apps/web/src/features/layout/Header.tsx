import { Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../shared/store/hooks';
import { HeartIcon } from '../../shared/ui/icons/HeartIcon';
import { MenuIcon } from '../../shared/ui/icons/MenuIcon';
import { selectAuth } from '../../shared/auth/auth-slice';
import { isAdmin } from '../../shared/auth/types';
import { AccountMenu } from './AccountMenu';
import { CartButton } from './CartButton';
import { ADMIN_PANEL_LINK, NAV_LINKS } from './constants';
import { Logo } from '../../shared/ui/Logo';
import { SearchBox } from './SearchBox';
import { lazyWithPreload } from '../../shared/lazy/lazy-with-preload';
import { usePreloadWhenIdle } from '../../shared/lazy/when-idle';

// The mobile menu shows only after a tap: its own chunk, fetched once the page is idle.
const MobileMenu = lazyWithPreload(() => import('./MobileMenu').then((module) => module.MobileMenu));

/** The storefront header: logo, category links, search, wishlist, account and cart. */
export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { user, isAuthenticated } = useAppSelector(selectAuth);
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search;
  usePreloadWhenIdle(MobileMenu.preload);

  return (
    <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <button
          type="button"
          onClick={() => setMenuOpen(true)}
          aria-label="Open menu"
          aria-expanded={menuOpen}
          className="-ml-2 inline-flex size-10 items-center justify-center rounded-full hover:bg-neutral-100 md:hidden"
        >
          <MenuIcon />
        </button>
        <Logo />
        <nav aria-label="Main" className="ml-8 hidden md:block">
          <ul className="flex gap-6">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  aria-current={here === link.to ? 'page' : undefined}
                  className="border-b-2 border-transparent py-5 text-sm font-bold tracking-wide text-neutral-800 uppercase hover:border-brand hover:text-neutral-950 aria-[current=page]:border-brand"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1">
          <SearchBox />
          <Link
            to="/wishlist"
            aria-label="Wishlist"
            className="hidden size-10 items-center justify-center rounded-full text-neutral-800 hover:bg-neutral-100 md:inline-flex"
          >
            <HeartIcon />
          </Link>
          <div className="hidden items-center gap-1 md:flex">
            {isAuthenticated && user ? (
              <>
                {isAdmin(user) && (
                  <button
                    type="button"
                    onClick={() => navigate(ADMIN_PANEL_LINK.to)}
                    className="rounded-md bg-neutral-900 px-3 py-1.5 text-xs font-bold tracking-wide text-white uppercase hover:bg-neutral-700"
                  >
                    Admin
                  </button>
                )}
                <AccountMenu user={user} />
              </>
            ) : (
              <>
                <Link
                  to="/login"
                  className="rounded-md px-3 py-2 text-sm font-semibold text-neutral-800 hover:bg-neutral-100"
                >
                  Login
                </Link>
                <Link
                  to="/register"
                  className="rounded-md bg-neutral-900 px-3 py-2 text-sm font-semibold text-white hover:bg-neutral-700"
                >
                  Register
                </Link>
              </>
            )}
          </div>
          <CartButton />
        </div>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
