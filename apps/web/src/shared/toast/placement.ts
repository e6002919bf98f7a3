/** Marks an element toasts must never cover: a dialog's title bar or close button. Spread it on the element. */
export const KEEP_CLEAR_OF_TOASTS = { 'data-toast-clear': '' } as const;
const KEEP_CLEAR_SELECTOR = '[data-toast-clear]';

/** The toasts' top edge (spec: top-right) when nothing is in the way, and the gap kept below what is. */
export const TOAST_TOP_PX = 16;
const GAP_PX = 8;

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * Where the toast stack starts so it covers none of `obstacles`: at its usual top, or pushed down
 * just below each marked element it would overlap (a cart drawer's title and close button, an
 * order modal's close button), checked in order from the top.
 */
export function toastTop(
  stack: { left: number; right: number; height: number },
  obstacles: readonly Box[],
  defaultTop = TOAST_TOP_PX,
): number {
  let top = defaultTop;
  for (const box of [...obstacles].sort((a, b) => a.top - b.top)) {
    const acrossTheStack = box.left < stack.right && box.right > stack.left;
    if (acrossTheStack && box.top < top + stack.height && box.bottom > top) top = box.bottom + GAP_PX;
  }
  return top;
}

/** The marked elements on screen now (an element that is not laid out has an empty box and is skipped). */
export function keepClearBoxes(root: ParentNode = document): Box[] {
  return [...root.querySelectorAll(KEEP_CLEAR_SELECTOR)]
    .map((element) => element.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0);
}
