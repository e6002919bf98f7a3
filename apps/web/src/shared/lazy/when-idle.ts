import { useEffect } from 'react';

/** How long to wait where the browser has no requestIdleCallback (Safari): past the first paint. */
const NO_IDLE_CALLBACK_DELAY_MS = 1500;

/** Runs `task` once the page is idle after the first render, so it never competes with it. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, NO_IDLE_CALLBACK_DELAY_MS);
  return () => clearTimeout(timer);
}

/**
 * Fetches a lazy component's chunk once the page is idle (and `wanted`: a signed-in shopper's
 * review form), so the first click that shows it (the cart button, the menu) does not wait for
 * the network.
 */
export function usePreloadWhenIdle(preload: () => Promise<unknown>, wanted = true): void {
  useEffect(() => (wanted ? whenIdle(() => void preload().catch(() => undefined)) : undefined), [preload, wanted]);
}
