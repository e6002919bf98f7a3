import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ChevronDownIcon } from '../../shared/ui/icons/ChevronDownIcon';
import { UserIcon } from '../../shared/ui/icons/UserIcon';
import { isAdmin, type User } from '../../shared/auth/types';
import { useLogout } from '../../shared/auth/useLogout';
import { ACCOUNT_LINKS, ADMIN_PANEL_LINK } from './constants';

/** Desktop: 'Hi, {name}' opens the account links (Profile, My Orders, Wishlist, Admin Panel, Logout). */
export function AccountMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const logout = useLogout();
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname, location.search]);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const links = isAdmin(user) ? [...ACCOUNT_LINKS, ADMIN_PANEL_LINK] : ACCOUNT_LINKS;
  const item = 'block w-full px-4 py-2 text-left text-sm text-neutral-800 hover:bg-neutral-100';
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-haspopup="true"
        className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-semibold text-neutral-800 hover:bg-neutral-100"
      >
        <UserIcon className="size-5" />
        <span className="max-w-36 truncate">Hi, {user.name}</span>
        <ChevronDownIcon className="size-4" />
      </button>
      {open && (
        <div className="absolute right-0 z-20 mt-2 w-52 overflow-hidden rounded-md border border-neutral-200 bg-white py-1 shadow-lg">
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={item}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li className="border-t border-neutral-200">
              <button type="button" onClick={logout} className={`${item} font-semibold text-brand-dark`}>
                Logout
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
