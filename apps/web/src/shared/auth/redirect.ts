import type { BuyNowState } from '../orders/buy-now-state';

/** Only a path inside this site (not '//host' or a full URL) may be a redirect target. */
export const isInternalPath = (path: string | null): path is string =>
  Boolean(path && path.startsWith('/') && !path.startsWith('//'));

/**
 * Where a login lands (spec section 4): redirect=buy-now goes to the saved Buy Now product
 * (else /); redirect=checkout back to /checkout; otherwise the `from` path; otherwise admins go
 * to /admin/products and everyone else to /.
 */
export function pathAfterLogin(search: string, role: string | undefined, buyNow: BuyNowState | null): string {
  const params = new URLSearchParams(search);
  const redirect = params.get('redirect');
  if (redirect === 'buy-now') return buyNow?.productId ? `/buy-now/${buyNow.productId}` : '/';
  if (redirect === 'checkout') return '/checkout';
  const from = params.get('from');
  if (isInternalPath(from)) return from;
  return role === 'admin' ? '/admin/products' : '/';
}

/** The login address that brings the shopper back to `path` afterwards. */
export const loginPathFrom = (path: string): string => `/login?from=${encodeURIComponent(path)}`;
