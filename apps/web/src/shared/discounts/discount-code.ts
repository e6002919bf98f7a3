import { normaliseDiscountCode } from '@store/contracts';
import { useSyncExternalStore } from 'react';
import { readText, removeKey, session, writeText } from '../storage';

/**
 * The discount code the shopper entered (issue #44), for this browser session: one code for the
 * cart, /cart, checkout and guest checkout alike (Buy Now too), kept in sessionStorage so a reload
 * keeps it and a new visit starts without. Not in Redux: the server renders pages without it, so
 * a hydrating render reads the same nothing (getServerSnapshot) and the code appears right after.
 * Whether it applies, and for how much, is always the server's answer (POST /discounts/validate).
 */
const KEY = 'threadfit:discount-code';
const listeners = new Set<() => void>();

export function currentDiscountCode(): string | null {
  return readText(session(), KEY);
}

export function setDiscountCode(code: string | null): void {
  const normalised = code ? normaliseDiscountCode(code).slice(0, 64) : '';
  if (normalised) writeText(session(), KEY, normalised);
  else removeKey(session(), KEY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The code entered, re-rendering when it changes (anywhere on the page). */
export function useDiscountCode(): string | null {
  return useSyncExternalStore(subscribe, currentDiscountCode, () => null);
}

/** A link's `?code=` (the offer popup's call to action may carry one): kept as the shopper's code. */
export function takeCodeFromSearch(search: string): void {
  const code = new URLSearchParams(search).get('code');
  if (code && code.trim()) setDiscountCode(code.trim().slice(0, 64));
}
