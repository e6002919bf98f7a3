import { useLayoutEffect, type RefObject } from 'react';
import { CloseIcon } from '../ui/icons/CloseIcon';
import { keepClearBoxes, toastTop } from './placement';
import { toast, type Toast } from './toast';

const ACCENT: Record<Toast['kind'], string> = {
  success: 'border-l-green-600',
  error: 'border-l-brand',
  blank: 'border-l-neutral-400',
  loading: 'border-l-neutral-900',
};

/**
 * Keeps the stack below any open dialog's title bar and close button (marked KEEP_CLEAR_OF_TOASTS):
 * measured when the toasts change and, while they show, whenever the page changes (a drawer
 * opening under a toast), ends an animation (the drawer has slid in), scrolls (a modal scrolled
 * back to its close button) or is resized, so a toast never hides the control that closes what is
 * open.
 */
function useClearTop(
  stack: RefObject<HTMLDivElement | null>,
  toasts: readonly Toast[],
  onTop: (top: number) => void,
): void {
  useLayoutEffect(() => {
    const element = stack.current;
    if (!element) return;
    const place = () => {
      const { left, right, height } = element.getBoundingClientRect();
      onTop(toastTop({ left, right, height }, keepClearBoxes()));
    };
    place();
    const watcher = new MutationObserver(place);
    watcher.observe(document.body, { childList: true, subtree: true });
    const moves = ['scroll', 'animationend', 'transitionend'] as const;
    window.addEventListener('resize', place);
    for (const move of moves) document.addEventListener(move, place, { capture: true, passive: true });
    return () => {
      watcher.disconnect();
      window.removeEventListener('resize', place);
      for (const move of moves) document.removeEventListener(move, place, { capture: true });
    };
  }, [stack, toasts, onTop]);
}

/** The toasts inside the Toaster's live region, and where that region sits (its own chunk, see Toaster). */
export function ToastStack({
  toasts,
  stack,
  onTop,
}: {
  toasts: readonly Toast[];
  stack: RefObject<HTMLDivElement | null>;
  onTop: (top: number) => void;
}) {
  useClearTop(stack, toasts, onTop);
  return toasts.map((item) => (
    <div
      key={item.id}
      role={item.kind === 'error' ? 'alert' : 'status'}
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-md border border-l-4 border-neutral-200 bg-white px-4 py-3 text-sm text-neutral-900 shadow-lg ${ACCENT[item.kind]}`}
    >
      {item.kind === 'loading' && (
        <span
          aria-hidden="true"
          className="mt-0.5 size-4 shrink-0 animate-spin rounded-full border-2 border-neutral-300 border-t-neutral-900"
        />
      )}
      <p className="flex-1">{item.message}</p>
      <button
        type="button"
        onClick={() => toast.dismiss(item.id)}
        aria-label="Dismiss notification"
        className="-m-1 rounded p-1 text-neutral-500 hover:text-neutral-900"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  ));
}
