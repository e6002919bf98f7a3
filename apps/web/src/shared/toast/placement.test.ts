import { KEEP_CLEAR_OF_TOASTS, keepClearBoxes, toastTop, TOAST_TOP_PX } from './placement';

// A 1280 px wide window: the toast stack is 384 px wide at the right (right-4), 60 px tall.
const stack = { left: 880, right: 1264, height: 60 };

describe('where toasts go', () => {
  it('stay top-right when nothing marked is in the way', () => {
    expect(toastTop(stack, [])).toBe(TOAST_TOP_PX);
    // A modal's close button far left of the stack, or far below it, is not in the way.
    expect(toastTop(stack, [{ left: 400, right: 440, top: 20, bottom: 60 }])).toBe(TOAST_TOP_PX);
    expect(toastTop(stack, [{ left: 900, right: 940, top: 400, bottom: 440 }])).toBe(TOAST_TOP_PX);
  });

  it("start below the cart drawer's title bar (its title and close button), which they used to cover", () => {
    const drawerHeader = { left: 800, right: 1280, top: 0, bottom: 73 };
    expect(toastTop(stack, [drawerHeader])).toBe(81);
  });

  it("start below an order modal's close button, and below the next marked element they would then cover", () => {
    const closeButton = { left: 920, right: 952, top: 52, bottom: 84 };
    const secondBar = { left: 880, right: 1264, top: 100, bottom: 130 };
    expect(toastTop(stack, [secondBar, closeButton])).toBe(138);
  });

  it('finds the marked elements that are laid out', () => {
    document.body.innerHTML = '<div id="bar"></div><div id="hidden"></div><div id="plain"></div>';
    for (const id of ['bar', 'hidden'])
      Object.entries(KEEP_CLEAR_OF_TOASTS).forEach(([name, value]) =>
        document.getElementById(id)!.setAttribute(name, value),
      );
    const box = (top: number, height: number) => ({
      top,
      bottom: top + height,
      left: 0,
      right: 100,
      width: height ? 100 : 0,
      height,
      x: 0,
      y: top,
      toJSON: () => ({}),
    });
    document.getElementById('bar')!.getBoundingClientRect = () => box(0, 70);
    document.getElementById('hidden')!.getBoundingClientRect = () => box(0, 0);
    document.getElementById('plain')!.getBoundingClientRect = () => box(0, 500);
    expect(keepClearBoxes().map((found) => found.bottom)).toEqual([70]);
    document.body.innerHTML = '';
  });
});
