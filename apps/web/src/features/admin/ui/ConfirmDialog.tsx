import { useId } from 'react';
import { createPortal } from 'react-dom';
import { Modal } from '../../../shared/ui/Modal';
import type { Confirmation } from './confirmations';
import { adminButton } from './states';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel?: string;
  busyLabel?: string;
  busy?: boolean;
  /** 'danger' (the default) for what cannot be undone or moves money. */
  tone?: Confirmation['tone'];
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The admin's one confirmation dialog: the question names the action ('Refund ₹399.00 to the
 * customer?'), Cancel (focused first, and Escape or the backdrop) changes nothing, the action
 * button reads busyLabel while it runs. It may open over another dialog (the order's details).
 * Admin screens are rendered in the browser only, so the portal always has a body.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel = 'Delete',
  busyLabel = 'Deleting...',
  busy = false,
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId();
  // On the page's body: over another dialog it is never inside that dialog's scrolling or animated box.
  return createPortal(
    <Modal title={title} onClose={busy ? undefined : onCancel} size="sm" describedBy={messageId}>
      <p id={messageId} className="text-sm text-neutral-800">
        {message}
      </p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className={adminButton.secondary} onClick={onCancel} disabled={busy} data-autofocus>
          Cancel
        </button>
        <button
          type="button"
          className={tone === 'danger' ? adminButton.danger : adminButton.primary}
          onClick={onConfirm}
          disabled={busy}
        >
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Modal>,
    document.body,
  );
}

/** A ConfirmDialog for one of the questions of `confirmations.ts`. */
export function ConfirmAction({
  confirmation,
  busy,
  onConfirm,
  onCancel,
}: {
  confirmation: Confirmation;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return <ConfirmDialog {...confirmation} busy={busy} onConfirm={onConfirm} onCancel={onCancel} />;
}
