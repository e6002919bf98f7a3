import { Suspense, useState } from 'react';
import { lazyWithPreload } from '../../../shared/lazy/lazy-with-preload';
import { SIZE_GUIDE_TEXT as T } from './constants';

// The chart, its table and Find my size open only on a click: their own chunk, fetched when the
// pointer or focus comes to the link, so the product page's first load carries none of it.
const SizeGuideDialog = lazyWithPreload(() => import('./SizeGuideDialog').then((module) => module.SizeGuideDialog));
const preload = () => void SizeGuideDialog.preload().catch(() => undefined);

/** 'Size guide' beside the size picker's label: opens the product's size chart (issue #44). */
export function SizeGuideLink({ productId, onChoose }: { productId: string; onChoose?: (size: string) => boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="min-h-11 text-sm font-semibold text-neutral-900 underline underline-offset-2 hover:text-brand-dark"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {T.link}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SizeGuideDialog productId={productId} onChoose={onChoose} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
