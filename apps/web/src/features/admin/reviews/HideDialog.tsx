import { REVIEW_PHOTO_LIMITS, REVIEW_PHOTO_MESSAGES } from '@store/contracts';
import { createPortal } from 'react-dom';
import { useState, type FormEvent } from 'react';
import { Modal } from '../../../shared/ui/Modal';
import { TextField } from '../../../shared/ui/TextField';
import { adminButton } from '../ui/states';
import { REVIEW_MODERATION_TEXT as T } from './constants';

/** Asks for the reason before a review or a photo is hidden (required, at most 200 characters). */
export function HideDialog({
  title,
  busy,
  onHide,
  onCancel,
}: {
  title: string;
  busy: boolean;
  onHide: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  function submit(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    const problem = !text ? REVIEW_PHOTO_MESSAGES.reasonRequired : undefined;
    setError(problem);
    if (!problem) onHide(text);
  }
  return createPortal(
    <Modal title={title} onClose={busy ? undefined : onCancel} size="sm">
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm text-neutral-800">{T.hideMessage}</p>
        <TextField
          label={T.reason}
          value={reason}
          maxLength={REVIEW_PHOTO_LIMITS.reasonMaxLength}
          onChange={(event) => setReason(event.target.value)}
          error={error}
          data-autofocus
        />
        <div className="flex justify-end gap-2">
          <button type="button" className={adminButton.secondary} onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className={adminButton.danger} disabled={busy}>
            {busy ? 'Hiding...' : 'Hide'}
          </button>
        </div>
      </form>
    </Modal>,
    document.body,
  );
}
