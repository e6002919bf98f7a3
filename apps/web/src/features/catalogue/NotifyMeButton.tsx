import { EMAIL_PATTERN, VALIDATION_MESSAGES as V } from '@store/contracts';
import { useState, type FormEvent } from 'react';
import { useAppSelector } from '../../app/hooks';
import { messageOr } from '../../shared/api-error';
import { toast } from '../../shared/toast/toast';
import { buttonClass } from '../../shared/ui/buttons';
import { BellIcon } from '../../shared/ui/icons';
import { Modal } from '../../shared/ui/Modal';
import { TextField } from '../../shared/ui/TextField';
import { selectIsAuthenticated } from '../auth/auth-slice';
import { CATALOGUE_TEXT } from './constants';
import { useNotifyMeMutation } from './products-api';

/** Notify Me: a signed-in shopper subscribes at once; a guest leaves an e-mail address first. */
export function NotifyMeButton({ productId, productName }: { productId: string; productName: string }) {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const [notify, { isLoading }] = useNotifyMeMutation();
  const [asking, setAsking] = useState(false);

  async function subscribe(email?: string) {
    try {
      const result = await notify({ productId, email }).unwrap();
      toast.success(result?.message || CATALOGUE_TEXT.subscribed);
      setAsking(false);
    } catch (error) {
      toast.error(messageOr(error, CATALOGUE_TEXT.subscribeFailed));
    }
  }

  return (
    <>
      <button type="button" className={`${buttonClass.outline} w-full`} disabled={isLoading} onClick={() => (signedIn ? subscribe() : setAsking(true))}>
        <BellIcon className="size-5" />
        {CATALOGUE_TEXT.notifyMe}
      </button>
      {asking && <NotifyMeDialog productName={productName} busy={isLoading} onSubmit={subscribe} onClose={() => setAsking(false)} />}
    </>
  );
}

function NotifyMeDialog({ productName, busy, onSubmit, onClose }: { productName: string; busy: boolean; onSubmit: (email: string) => void; onClose: () => void }) {
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
    <Modal title={CATALOGUE_TEXT.notifyMe} onClose={onClose} size="sm">
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm text-neutral-700">We&apos;ll email you as soon as {productName} is available.</p>
        <TextField label="Email address" type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} error={error} data-autofocus />
        <button type="submit" className={`${buttonClass.primary} w-full`} disabled={busy}>
          {CATALOGUE_TEXT.notifyMe}
        </button>
      </form>
    </Modal>
  );
}
