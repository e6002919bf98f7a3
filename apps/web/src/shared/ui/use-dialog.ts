import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The dialogs open now. Only the top one answers Escape and keeps Tab (a confirmation over the
 * order's details): the last opened that holds no other open dialog (one rendered inside another
 * is above it even when both opened in the same render, where the outer one's effect runs last).
 */
const openPanels: HTMLElement[] = [];
const holdsAnother = (panel: HTMLElement) => openPanels.some((other) => other !== panel && panel.contains(other));
const isTop = (panel: HTMLElement) => openPanels.filter((open) => !holdsAnother(open)).at(-1) === panel;

/**
 * What every modal surface does while open: focus moves inside (and comes back on close), Tab
 * stays inside, Escape closes when allowed, and the page behind does not scroll.
 */
export function useDialog(panel: RefObject<HTMLElement | null>, onClose: (() => void) | undefined) {
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const node = panel.current;
    if (node) openPanels.push(node);
    const previous = document.activeElement as HTMLElement | null;
    const first = node?.querySelector<HTMLElement>('[data-autofocus]') ?? node?.querySelector<HTMLElement>(FOCUSABLE);
    if (!node || !holdsAnother(node)) (first ?? node)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    function onKeyDown(event: KeyboardEvent) {
      if (!node || !isTop(node)) return;
      if (event.key === 'Escape' && close.current) {
        event.stopPropagation();
        close.current();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const [head, tail] = [items[0], items[items.length - 1]];
      if (event.shiftKey && document.activeElement === head) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      if (node) openPanels.splice(openPanels.indexOf(node), 1);
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [panel]);
}
