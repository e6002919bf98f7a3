import { useState, type FormEvent } from 'react';
import { messageOr } from '../../shared/api-error';
import { toast } from '../../shared/toast/toast';
import { buttonClass } from '../../shared/ui/buttons';
import { Modal } from '../../shared/ui/Modal';
import { TextField } from '../../shared/ui/TextField';
import { useForgotPasswordMutation } from './auth-api';
import { AUTH_TEXT } from './constants';

/** 'Reset Password': an e-mail address (required, e-mail type) and 'Send Reset Email'. */
export function ForgotPasswordDialog({ onClose }: { onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    try {
      const result = await forgotPassword({ email: email.trim() }).unwrap();
      toast.success(result?.message || AUTH_TEXT.forgotSuccess);
      onClose();
    } catch (error) {
      toast.error(messageOr(error, AUTH_TEXT.forgotFailed));
    }
  }

  return (
    <Modal title="Reset Password" onClose={onClose} size="sm">
      <form onSubmit={submit} className="space-y-4">
        <p className="text-sm text-neutral-700">
          Enter the e-mail address of your account and we&apos;ll send you a new password.
        </p>
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          data-autofocus
        />
        <button type="submit" className={`${buttonClass.primary} w-full`} disabled={isLoading}>
          {isLoading ? 'Sending...' : 'Send Reset Email'}
        </button>
      </form>
    </Modal>
  );
}
