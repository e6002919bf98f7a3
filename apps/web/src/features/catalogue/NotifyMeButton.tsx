import { EMAIL_PATTERN, VALIDATION_MESSAGES as V } from '@store/contracts';
import { useState, type FormEvent } from 'react';
import { useAppSelector } from '../../shared/store/hooks';
import { messageOr } from '../../shared/api-error';
import { toast } from '../../shared/toast/toast';
import { buttonClass } from '../../shared/ui/buttons';
import { BellIcon } from '../../shared/ui/icons';
import { Modal } from '../../shared/ui/Modal';
import { TextField } from '../../shared/ui/TextField';
import { selectIsAuthenticated } from '../../shared/auth/auth-slice';
import { CATALOGUE_TEXT } from './constants';
import { useNotifyMeMutation } from './notify-me-api';

/**
 * Notify Me: a signed-in shopper is subscribed at once (their verified account e-mail); a guest
 * leaves an e-mail address, and the dialog then says to confirm it from the e-mail sent to it.
 */
export function NotifyMeButton({ productId, productName }: { productId: string; productName: string }) {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const [notify, { isLoading }] = useNotifyMeMutation();
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState<string>();

  async function subscribe() {
    try {
      const result = await notify({ productId }).unwrap();
      toast.success(result?.message || CATALOGUE_TEXT.subscribed);
    } catch (error) {
      toast.error(messageOr(error, CATALOGUE_TEXT.subscribeFailed));
    }
  }

  async function askForConfirmation(email: string) {
    try {
      const result = await notify({ productId, email }).unwrap();
      setSent(result?.message || CATALOGUE_TEXT.confirmationSent);
    } catch (error) {
      toast.error(messageOr(error, CATALOGUE_TEXT.subscribeFailed));
    }
  }

  function open() {
    setSent(undefined);
    setAsking(true);
  }

  return (
    <>
      <button
        type="button"
        className={`${buttonClass.outline} w-full`}
        disabled={isLoading}
        onClick={() => (signedIn ? subscribe() : open())}
      >
        <BellIcon className="size-5" />
        {CATALOGUE_TEXT.notifyMe}
      </button>
      {asking && (
        <Modal title={CATALOGUE_TEXT.notifyMe} onClose={() => setAsking(false)} size="sm">
          {sent ? (
            <div className="space-y-4">
              <p role="status" className="text-sm text-neutral-800">
                {sent}
              </p>
              <button type="button" className={`${buttonClass.primary} w-full`} onClick={() => setAsking(false)}>
                Done
              </button>
            </div>
          ) : (
            <NotifyMeForm productName={productName} busy={isLoading} onSubmit={askForConfirmation} />
          )}
        </Modal>
      )}
    </>
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
