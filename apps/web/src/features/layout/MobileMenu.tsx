import { Link } from 'react-router-dom';
import { useAppSelector } from '../../shared/store/hooks';
import { CloseIcon } from '../../shared/ui/icons/CloseIcon';
import { SlideOver } from '../../shared/ui/SlideOver';
import { selectAuth } from '../../shared/auth/auth-slice';
import { isAdmin } from '../../shared/auth/types';
import { useLogout } from '../../shared/auth/useLogout';
import { ACCOUNT_LINKS, ADMIN_PANEL_LINK, MOBILE_NAV_LINKS } from './constants';
import { Logo } from '../../shared/ui/Logo';
import { KEEP_CLEAR_OF_TOASTS } from '../../shared/toast/placement';

/** The mobile side menu: categories, then the account links (or Login/Register). */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const { user, isAuthenticated } = useAppSelector(selectAuth);
  const logout = useLogout();
  const item = 'block rounded-md px-3 py-3 text-base font-semibold text-neutral-900 hover:bg-neutral-100';
  const accountLinks = isAdmin(user) ? [...ACCOUNT_LINKS, ADMIN_PANEL_LINK] : ACCOUNT_LINKS;
  return (
    <SlideOver side="left" labelledBy="mobile-menu-title" onClose={onClose} width="w-80 max-w-[85vw]">
      <div
        className="flex items-center justify-between border-b border-neutral-200 px-4 py-3"
        {...KEEP_CLEAR_OF_TOASTS}
      >
        <h2 id="mobile-menu-title" className="sr-only">
          Menu
        </h2>
        <Logo className="text-xl" onClick={onClose} />
        <button
          type="button"
          onClick={onClose}
          aria-label="Close menu"
          className="rounded-full p-2 hover:bg-neutral-100"
        >
          <CloseIcon />
        </button>
      </div>
      <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-2 py-3">
        <ul>
          {MOBILE_NAV_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={onClose} className={`${item} uppercase`}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-3 border-t border-neutral-200 pt-3">
          {isAuthenticated && user ? (
            <ul>
              <li className="px-3 pb-2 text-sm text-neutral-600">Hi, {user.name}</li>
              {accountLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={onClose} className={item}>
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  onClick={() => {
                    onClose();
                    logout();
                  }}
                  className={`${item} w-full text-left text-brand-dark`}
                >
                  Logout
                </button>
              </li>
            </ul>
          ) : (
            <ul>
              <li>
                <Link to="/login" onClick={onClose} className={item}>
                  Login
                </Link>
              </li>
              <li>
                <Link to="/register" onClick={onClose} className={item}>
                  Register
                </Link>
              </li>
            </ul>
          )}
        </div>
      </nav>
    </SlideOver>
  );
}
