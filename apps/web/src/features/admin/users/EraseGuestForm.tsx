import { useId, useState, type FormEvent } from 'react';
import { messageOr } from '../../../shared/api-error';
import { toast } from '../../../shared/toast/toast';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { adminButton } from '../ui/states';
import { USERS_TEXT as T } from './constants';
import { useEraseGuestMutation } from './users-api';

/** A guest has no account to delete: their personal data is erased by e-mail address, after a confirmation. */
export function EraseGuestForm() {
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [eraseGuest, erasing] = useEraseGuestMutation();
  const fieldId = useId();
  const hintId = useId();

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setOutcome({ ok: false, text: T.eraseGuestEmailRequired });
    setOutcome(null);
    setConfirming(address);
  };

  const erase = async () => {
    if (!confirming) return;
    const result = await eraseGuest(confirming);
    setConfirming(null);
    if ('error' in result && result.error) {
      const text = messageOr(result.error, T.eraseGuestFailed);
      setOutcome({ ok: false, text });
      toast.error(text);
      return;
    }
    setOutcome({ ok: true, text: result.data!.message });
    toast.success(result.data!.message);
    setEmail('');
  };

  return (
    <section aria-labelledby={`${fieldId}-title`} className="mt-8 rounded-md border border-neutral-200 p-4">
      <h2 id={`${fieldId}-title`} className="text-sm font-bold uppercase">
        {T.eraseGuestTitle}
      </h2>
      <p id={hintId} className="mt-1 text-sm text-neutral-700">
        {T.eraseGuestHint}
      </p>
      <form className="mt-3 flex flex-wrap items-end gap-2" onSubmit={ask} noValidate>
        <label htmlFor={fieldId} className="text-sm">
          <span className="block font-semibold">{T.eraseGuestLabel}</span>
          <input
            id={fieldId}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            maxLength={254}
            aria-describedby={hintId}
            className="mt-1 w-72 max-w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm"
          />
        </label>
        <button type="submit" className={adminButton.danger} disabled={erasing.isLoading}>
          {T.eraseGuestButton}
        </button>
      </form>
      {outcome && (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={`mt-2 text-sm ${outcome.ok ? 'text-green-800' : 'text-red-700'}`}
        >
          {outcome.text}
        </p>
      )}
      {confirming && (
        <ConfirmDialog
          title={T.eraseGuestConfirmTitle}
          message={T.eraseGuestConfirm(confirming)}
          confirmLabel="Erase"
          busyLabel="Erasing..."
          busy={erasing.isLoading}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void erase()}
        />
      )}
    </section>
  );
}
