import { Modal } from '../../../shared/ui/Modal';
import { adminButton } from './states';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel?: string;
  busyLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A delete (or other) confirmation: Cancel and the action, which reads busyLabel while it runs. */
export function ConfirmDialog({ title, message, confirmLabel = 'Delete', busyLabel = 'Deleting...', busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal title={title} onClose={busy ? undefined : onCancel} size="sm">
      <p className="text-sm text-neutral-800">{message}</p>
      <div className="mt-5 flex justify-end gap-2">
        <button type="button" className={adminButton.secondary} onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="button" className={adminButton.danger} onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
