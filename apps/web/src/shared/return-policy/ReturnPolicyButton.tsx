import { Suspense, useState } from 'react';
import { lazyWithPreload } from '../lazy/lazy-with-preload';
import { RETURN_POLICY_TEXT, type ReturnPolicySettings } from './constants';

// The policy opens only on a click: its own chunk, fetched when the pointer or focus comes to the button.
const ReturnPolicyModal = lazyWithPreload(() =>
  import('./ReturnPolicyModal').then((module) => module.ReturnPolicyModal),
);
const preload = () => void ReturnPolicyModal.preload().catch(() => undefined);

/** A button that opens the return policy modal. */
export function ReturnPolicyButton({
  className,
  label = RETURN_POLICY_TEXT.title,
  settings,
}: {
  className?: string;
  label?: string;
  /** The server's return settings, when the screen has them (an order's returns answer); else the modal fetches GET /api/returns/policy. */
  settings?: ReturnPolicySettings;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="dialog"
      >
        {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReturnPolicyModal onClose={() => setOpen(false)} settings={settings} />
        </Suspense>
      )}
    </>
  );
}
