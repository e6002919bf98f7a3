import { EMAIL_PATTERN, VALIDATION_MESSAGES as V } from '@store/contracts';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '../../shared/ui/buttons';
import { Modal } from '../../shared/ui/Modal';
import { TextField } from '../../shared/ui/TextField';
import { CATALOGUE_TEXT } from './constants';

/** A guest's Notify Me: the e-mail form, then what the server said was sent (its own chunk, see NotifyMeButton). */
export function NotifyMeDialog({
  productName,
  busy,
  sent,
  onSubmit,
  onClose,
}: {
  productName: string;
  busy: boolean;
  /** What the server answered once the e-mail was sent. */
  sent?: string;
  onSubmit: (email: string) => void;
  onClose: () => void;
}) {
  return (
    <Modal title={CATALOGUE_TEXT.notifyMe} onClose={onClose} size="sm">
      {sent ? (
        <div className="space-y-4">
          <p role="status" className="text-sm text-neutral-800">
            {sent}
          </p>
          <button type="button" className={`${buttonClass.primary} w-full`} onClick={onClose}>
            Done
          </button>
        </div>
      ) : (
        <NotifyMeForm productName={productName} busy={busy} onSubmit={onSubmit} />
      )}
    </Modal>
  );
}

function NotifyMeForm({
  productName,
  busy,
  onSubmit,
}: {
  productName: string;
  busy: boolean;
  onSubmit: (email: string) => void;
}) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = email.trim();
    const problem = !trimmed ? V.emailRequired : EMAIL_PATTERN.test(trimmed) ? undefined : V.emailInvalid;
    setError(problem);
    if (!problem) onSubmit(trimmed);
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-neutral-700">
        We&apos;ll send you a link to confirm your email address, then email you as soon as {productName} is available.
      </p>
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
        data-autofocus
      />
      <button type="submit" className={`${buttonClass.primary} w-full`} disabled={busy}>
        {CATALOGUE_TEXT.notifyMe}
      </button>
    </form>
  );
}
