import { Suspense, useRef, useState, useSyncExternalStore } from 'react';
import { lazyWithPreload } from '../lazy/lazy-with-preload';
import { usePreloadWhenIdle } from '../lazy/when-idle';
import { currentToasts, subscribeToToasts, type Toast } from './toast';

// No page shows a toast before something happens: the toasts and their placement are their own
// chunk, fetched once the page is idle. The live region itself is here from the first render, so
// a screen reader announces the first toast put in it.
const ToastStack = lazyWithPreload(() => import('./ToastStack').then((module) => module.ToastStack));

/** Fetches the toasts' chunk now (the page does when idle; a test before its first toast). */
export const preloadToasts = ToastStack.preload;

// What a server-rendered page showed, so hydration matches it even when a toast came first.
const NO_TOASTS: readonly Toast[] = [];
const noToasts = () => NO_TOASTS;

/** The toasts, top-right (below an open dialog's title bar and close button). */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, noToasts);
  const stack = useRef<HTMLDivElement>(null);
  // Until the stack has measured where it may sit: top-4, TOAST_TOP_PX.
  const [top, setTop] = useState<number>();
  usePreloadWhenIdle(ToastStack.preload);
  return (
    <div
      ref={stack}
      aria-live="polite"
      style={{ top }}
      className="pointer-events-none fixed top-4 right-4 left-4 z-[100] flex flex-col items-end gap-2 sm:left-auto sm:w-96"
    >
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastStack toasts={toasts} stack={stack} onTop={setTop} />
        </Suspense>
      )}
    </div>
  );
}
