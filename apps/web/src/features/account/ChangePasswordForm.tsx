import { LIMITS, VALIDATION_MESSAGES as V } from '@store/contracts';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { loggedIn, selectUser } from '../../shared/auth/auth-slice';
import { messageOr } from '../../shared/api-error';
import { toast } from '../../shared/toast/toast';
import { buttonClass } from '../../shared/ui/buttons';
import { PasswordField } from '../../shared/ui/PasswordField';
import { useChangePasswordMutation } from './account-api';
import { ACCOUNT_TEXT } from './constants';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: new and confirm must match; the new one has at least 6 characters. */
export function ChangePasswordForm() {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<typeof empty>>({});
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<typeof empty> = {};
    if (!values.currentPassword) found.currentPassword = V.passwordRequired;
    if (values.newPassword.length < LIMITS.passwordMinLength) found.newPassword = V.newPasswordTooShort;
    if (values.newPassword !== values.confirmPassword) found.confirmPassword = V.newPasswordsDoNotMatch;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      }).unwrap();
      // The change ends every older session, this one's token included: keep the fresh one.
      if (answer.token && user) dispatch(loggedIn({ user, token: answer.token }));
      toast.success(ACCOUNT_TEXT.passwordChanged);
      setValues(empty);
    } catch (error) {
      toast.error(messageOr(error, ACCOUNT_TEXT.passwordChangeFailed));
    }
  }

  const set = (field: keyof typeof empty) => (value: string) => setValues({ ...values, [field]: value });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="password-title" className="space-y-4">
      <h2 id="password-title" className="text-lg font-black tracking-wide uppercase">
        Change Password
      </h2>
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        required
        value={values.currentPassword}
        onChange={(event) => set('currentPassword')(event.target.value)}
        error={errors.currentPassword}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        required
        value={values.newPassword}
        onChange={(event) => set('newPassword')(event.target.value)}
        error={errors.newPassword}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        onChange={(event) => set('confirmPassword')(event.target.value)}
        error={errors.confirmPassword}
      />
      <button type="submit" className={`${buttonClass.dark} w-full`} disabled={isLoading}>
        {isLoading ? 'Updating...' : 'Update Password'}
      </button>
    </form>
  );
}
