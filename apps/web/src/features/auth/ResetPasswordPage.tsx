import { VALIDATION_MESSAGES as V } from '@store/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { fieldErrors, messageOr } from '../../shared/api-error';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { toast } from '../../shared/toast/toast';
import { buttonClass } from '../../shared/ui/buttons';
import { useResetPasswordMutation } from './auth-api';
import { AuthShell } from './AuthShell';
import { AUTH_TEXT } from './constants';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { PasswordField } from '../../shared/ui/PasswordField';
import { validatePassword } from './validation';

/**
 * /reset-password?token=...: the page the password-reset e-mail links to. A new password and its
 * confirmation; on success the shopper goes to /login with the server's message. A missing, used
 * or expired link shows the server's message and offers a new link (the Forgot password dialog).
 */
export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmPassword?: string }>({});
  const [linkProblem, setLinkProblem] = useState<string | undefined>(token ? undefined : AUTH_TEXT.resetLinkInvalid);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const navigate = useNavigate();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      password: validatePassword(password),
      confirmPassword: confirmPassword !== password ? V.passwordsDoNotMatch : undefined,
    };
    setErrors(found);
    if (found.password || found.confirmPassword) return;
    try {
      const result = await resetPassword({ token, password }).unwrap();
      toast.success(result?.message || AUTH_TEXT.resetSuccess);
      navigate('/login', { replace: true });
    } catch (error) {
      const message = messageOr(error, AUTH_TEXT.resetFailed);
      const byField = fieldErrors(error);
      if (byField.password) setErrors({ password: byField.password });
      else setLinkProblem(message);
    }
  }

  return (
    <AuthShell title="Reset Password" subtitle="Choose a new password for your ThreadFit account.">
      {linkProblem ? (
        <div className="space-y-4">
          <p
            role="alert"
            className="rounded-md border border-brand bg-red-50 px-4 py-3 text-sm font-medium text-neutral-900"
          >
            {linkProblem}
          </p>
          <button
            type="button"
            className={`${buttonClass.primary} w-full`}
            onClick={() => setForgotOpen(true)}
            aria-haspopup="dialog"
          >
            Request a new link
          </button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <PasswordField
            label="New password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
            required
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
            error={errors.confirmPassword}
            required
          />
          <button type="submit" className={`${buttonClass.primary} w-full`} disabled={isLoading}>
            {isLoading ? 'Resetting...' : 'Reset Password'}
          </button>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-neutral-700">
        Remembered it?{' '}
        <Link to="/login" className={buttonClass.link}>
          Back to login
        </Link>
      </p>
      {forgotOpen && <ForgotPasswordDialog onClose={() => setForgotOpen(false)} />}
    </AuthShell>
  );
}
