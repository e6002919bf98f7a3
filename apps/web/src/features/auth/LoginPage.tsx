import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../shared/store/hooks';
import { messageOr } from '../../shared/api-error';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { toast } from '../../shared/toast/toast';
import { buttonClass } from '../../shared/ui/buttons';
import { TextField } from '../../shared/ui/TextField';
import { readBuyNow } from '../../shared/orders/buy-now-state';
import { useLoginMutation } from './auth-api';
import { loggedIn } from '../../shared/auth/auth-slice';
import { AuthShell } from './AuthShell';
import { AUTH_TEXT } from './constants';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { PasswordField } from '../../shared/ui/PasswordField';
import { pathAfterLogin } from '../../shared/auth/redirect';
import { loginIdentifier, validateIdentifier, validatePassword } from './validation';
import { mergeGuestCart } from '../../shared/cart/cart-sync';

/** /login: e-mail or phone and password, Forgot password, and the redirect rules after success. */
export function LoginPage() {
  usePageTitle('Login');
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ identifier?: string; password?: string }>({});
  const [forgotOpen, setForgotOpen] = useState(false);
  const [login, { isLoading }] = useLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const fromCheckout = new URLSearchParams(search).get('redirect') === 'checkout';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = { identifier: validateIdentifier(identifier), password: validatePassword(password) };
    setErrors(found);
    if (found.identifier || found.password) return;
    try {
      const { user, token } = await login({ email: loginIdentifier(identifier), password }).unwrap();
      dispatch(loggedIn({ user, token }));
      void dispatch(mergeGuestCart());
      toast.success(AUTH_TEXT.loginSuccess);
      navigate(pathAfterLogin(search, user.role, readBuyNow()), { replace: true });
    } catch (error) {
      toast.error(messageOr(error, AUTH_TEXT.loginFailed));
    }
  }

  return (
    <AuthShell title="Welcome back" subtitle="Log in to track orders, save addresses and review products.">
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="Email or phone"
          autoComplete="username"
          value={identifier}
          onChange={(event) => setIdentifier(event.target.value)}
          error={errors.identifier}
          required
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
          required
        />
        <div className="flex justify-end">
          <button
            type="button"
            className={`${buttonClass.link} text-sm`}
            onClick={() => setForgotOpen(true)}
            aria-haspopup="dialog"
          >
            Forgot password?
          </button>
        </div>
        <button type="submit" className={`${buttonClass.primary} w-full`} disabled={isLoading}>
          {isLoading ? 'Logging in...' : 'Login'}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-neutral-700">
        New to ThreadFit?{' '}
        <Link to="/register" className={buttonClass.link}>
          Create a new account
        </Link>
      </p>
      {fromCheckout && (
        <p className="mt-3 text-center text-sm text-neutral-700">
          In a hurry?{' '}
          <Link to="/guest-checkout" className={buttonClass.link}>
            Checkout as guest
          </Link>
        </p>
      )}
      {forgotOpen && <ForgotPasswordDialog onClose={() => setForgotOpen(false)} />}
    </AuthShell>
  );
}
