/**
 * Which calls a 401 must not turn into a forced logout (spec section 4): the auth endpoints and
 * the guest order and payment endpoints.
 */
export function isExemptFromSessionExpiry(url: string): boolean {
  const path = url.split('?')[0].replace(/^\/api(?=\/)/, '');
  return path.startsWith('/auth/') || path === '/orders/guest' || /^\/payments\/[^/]+-guest$/.test(path);
}
