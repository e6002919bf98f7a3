/**
 * Guest orders' access tokens: the server answers one when a guest order is placed and asks
 * for it before showing or paying that order (an order id alone opens nothing). Kept for the
 * browser tab's session, keyed by order id; the confirmation link carries it as `?token=`.
 */
const STORAGE_KEY = 'guest-order-tokens';

function read(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

export function rememberOrderToken(orderId: string, token: string | null | undefined): void {
  if (!orderId || !token) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...read(), [orderId]: token }));
  } catch {
    /* storage full or disabled: the token still travels in the confirmation link */
  }
}

export const orderTokenFor = (orderId: string): string | undefined => read()[orderId];
