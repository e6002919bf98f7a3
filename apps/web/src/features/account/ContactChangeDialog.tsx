import { LIMITS, VALIDATION_MESSAGES as V } from '@store/contracts';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../shared/store/hooks';
import { messageOr } from '../../shared/api-error';
import { toast } from '../../shared/toast/toast';
import { buttonClass } from '../../shared/ui/buttons';
import { Modal } from '../../shared/ui/Modal';
import { TextField } from '../../shared/ui/TextField';
import { userUpdated } from '../../shared/auth/auth-slice';
import { PhoneField } from '../../shared/ui/PhoneField';
import { codeInput, isEmail, validatePhone } from '../../shared/validation';
import {
  useConfirmEmailChangeMutation,
  useConfirmPhoneChangeMutation,
  useRequestEmailChangeMutation,
  useRequestPhoneChangeMutation,
} from './account-api';
import { ACCOUNT_TEXT } from './constants';

type Contact = 'phone' | 'email';

const COPY = {
  phone: { title: 'Change phone number', field: 'New phone number', codeGoesTo: 'your account e-mail' },
  email: { title: 'Change e-mail', field: 'New e-mail address', codeGoesTo: 'the new address' },
} as const;

function validateNew(kind: Contact, value: string): string | undefined {
  if (kind === 'phone') return validatePhone(value);
  if (!value.trim()) return V.emailRequired;
  return isEmail(value) ? undefined : V.emailInvalid;
}

/**
 * A new phone number or e-mail address in two steps: the new value (the registration's input
 * rules), then the 6-digit code the server sent. The profile shows the confirmed value at once.
 */
export function ContactChangeDialog({ kind, onClose }: { kind: Contact; onClose: () => void }) {
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'value' | 'code'>('value');
  const [error, setError] = useState<string>();
  const [requestPhone, phoneRequest] = useRequestPhoneChangeMutation();
  const [confirmPhone, phoneConfirm] = useConfirmPhoneChangeMutation();
  const [requestEmail, emailRequest] = useRequestEmailChangeMutation();
  const [confirmEmail, emailConfirm] = useConfirmEmailChangeMutation();
  const dispatch = useAppDispatch();
  const busy = phoneRequest.isLoading || phoneConfirm.isLoading || emailRequest.isLoading || emailConfirm.isLoading;
  const copy = COPY[kind];

  async function sendCode(event?: FormEvent) {
    event?.preventDefault();
    const invalid = validateNew(kind, value);
    setError(invalid);
    if (invalid) return;
    try {
      const result =
        kind === 'phone'
          ? await requestPhone({ newPhone: value }).unwrap()
          : await requestEmail({ newEmail: value.trim() }).unwrap();
      toast.success(result.message);
      setStep('code');
    } catch (failure) {
      setError(messageOr(failure, ACCOUNT_TEXT.updateFailed));
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (code.length !== LIMITS.verificationCodeLength) {
      setError(V.codeIncomplete);
      return;
    }
    setError(undefined);
    try {
      const result = kind === 'phone' ? await confirmPhone({ code }).unwrap() : await confirmEmail({ code }).unwrap();
      dispatch(userUpdated(result.user));
      toast.success(result.message ?? ACCOUNT_TEXT.profileUpdated);
      onClose();
    } catch (failure) {
      setError(messageOr(failure, ACCOUNT_TEXT.updateFailed));
    }
  }

  return (
    <Modal title={copy.title} onClose={onClose} size="sm">
      <div className="p-5">
        {step === 'value' ? (
          <form onSubmit={sendCode} noValidate className="space-y-4">
            {kind === 'phone' ? (
              <PhoneField label={copy.field} required value={value} onChange={setValue} error={error} autoFocus />
            ) : (
              <TextField
                label={copy.field}
                type="email"
                autoComplete="email"
                required
                value={value}
                onChange={(event) => setValue(event.target.value)}
                error={error}
                autoFocus
              />
            )}
            <button type="submit" className={`${buttonClass.primary} w-full`} disabled={busy}>
              {busy ? 'Sending...' : 'Send code'}
            </button>
          </form>
        ) : (
          <form onSubmit={confirm} noValidate className="space-y-4">
            <p className="text-sm text-neutral-700">Enter the 6-digit code we sent to {copy.codeGoesTo}.</p>
            <TextField
              label="Verification code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={LIMITS.verificationCodeLength}
              value={code}
              onChange={(event) => setCode(codeInput(event.target.value))}
              error={error}
              autoFocus
            />
            <button
              type="submit"
              className={`${buttonClass.primary} w-full`}
              disabled={busy || code.length !== LIMITS.verificationCodeLength}
            >
              {busy ? 'Confirming...' : 'Confirm'}
            </button>
            <button
              type="button"
              className={`${buttonClass.link} text-sm`}
              onClick={() => void sendCode()}
              disabled={busy}
            >
              Send a new code
            </button>
          </form>
        )}
      </div>
    </Modal>
  );
}
