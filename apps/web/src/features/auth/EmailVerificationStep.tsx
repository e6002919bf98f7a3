import { LIMITS, VALIDATION_MESSAGES as V } from '@store/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../shared/store/hooks';
import { messageOr } from '../../shared/api-error';
import { useTimeouts } from '../../shared/hooks/useTimeouts';
import { toast } from '../../shared/toast/toast';
import { buttonClass } from '../../shared/ui/buttons';
import { TextField } from '../../shared/ui/TextField';
import { useResendRegistrationCodeMutation, useVerifyRegistrationEmailMutation } from './auth-api';
import { loggedIn } from '../../shared/auth/auth-slice';
import { AUTH_DELAYS_MS, AUTH_TEXT, EXPIRED_CODE_MARKERS } from './constants';
import { codeInput } from '../../shared/validation';
import { mergeGuestCart } from '../../shared/cart/cart-sync';

interface EmailVerificationStepProps {
  email: string;
  /** 'Back to registration': the form again, as it was. */
  onBack: () => void;
  /** An expired code: start the registration over. */
  onExpired: () => void;
}

export const isExpiredCodeMessage = (message: string): boolean =>
  EXPIRED_CODE_MARKERS.some((marker) => message.toLowerCase().includes(marker));

/**
 * The required e-mail verification after registering (no cancel): a 6-digit code, digits only;
 * Verify is enabled only at exactly 6 digits; the code can be resent.
 */
export function EmailVerificationStep({ email, onBack, onExpired }: EmailVerificationStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [verify, { isLoading: verifying }] = useVerifyRegistrationEmailMutation();
  const [resend, { isLoading: resending }] = useResendRegistrationCodeMutation();
  const [done, setDone] = useState(false);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const later = useTimeouts();
  const complete = code.length === LIMITS.verificationCodeLength;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!complete) {
      setError(V.codeIncomplete);
      return;
    }
    setError(undefined);
    try {
      const result = await verify({ email, code }).unwrap();
      dispatch(loggedIn({ user: { ...result.data, isEmailVerified: true }, token: result.token }));
      void dispatch(mergeGuestCart());
      toast.success(AUTH_TEXT.verified);
      setDone(true);
      later(() => navigate('/profile', { replace: true }), AUTH_DELAYS_MS.afterVerification);
    } catch (failure) {
      const message = messageOr(failure, AUTH_TEXT.verifyFailed);
      if (isExpiredCodeMessage(message)) {
        toast.error(AUTH_TEXT.codeExpired, { duration: AUTH_DELAYS_MS.expiredCodeToast });
        setDone(true);
        later(onExpired, AUTH_DELAYS_MS.afterExpiredCode);
      } else {
        toast.error(message);
      }
    }
  }

  async function resendCode() {
    try {
      await resend({ email }).unwrap();
      toast.success(AUTH_TEXT.resent);
    } catch {
      toast.error(AUTH_TEXT.resendFailed);
    }
  }

  return (
    <section aria-labelledby="verify-title">
      <h2 id="verify-title" className="text-lg font-black tracking-wide uppercase">
        Verify your email
      </h2>
      <p className="mt-1 text-sm text-neutral-700">
        We sent a 6-digit code to <strong className="text-neutral-900">{email}</strong>. Enter it below to activate your
        account.
      </p>
      <form onSubmit={submit} noValidate className="mt-5 space-y-4">
        <TextField
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={LIMITS.verificationCodeLength}
          value={code}
          onChange={(event) => setCode(codeInput(event.target.value))}
          error={error}
          className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]"
          data-autofocus
        />
        <button type="submit" className={`${buttonClass.primary} w-full`} disabled={!complete || verifying || done}>
          {verifying ? 'Verifying...' : 'Verify Email'}
        </button>
      </form>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3 text-sm">
        <button type="button" className={buttonClass.link} onClick={onBack} disabled={done}>
          Back to registration
        </button>
        <button type="button" className={buttonClass.link} onClick={resendCode} disabled={resending || done}>
          {resending ? 'Sending...' : 'Resend code'}
        </button>
      </div>
    </section>
  );
}
