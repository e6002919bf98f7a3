import { useState } from 'react';
import { RETURN_POLICY_TEXT } from './constants';
import { ReturnPolicyModal } from './ReturnPolicyModal';

/** A button that opens the return policy modal. */
export function ReturnPolicyButton({
  className,
  label = RETURN_POLICY_TEXT.title,
}: {
  className?: string;
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {label}
      </button>
      {open && <ReturnPolicyModal onClose={() => setOpen(false)} />}
    </>
  );
}
