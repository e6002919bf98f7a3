import { MARKETING_CONSENT_MESSAGES } from '@store/contracts';
import { messageOr } from '../../shared/api-error';
import { userUpdated } from '../../shared/auth/auth-slice';
import type { User } from '../../shared/auth/types';
import { useAppDispatch } from '../../shared/store/hooks';
import { toast } from '../../shared/toast/toast';
import { useSetMarketingConsentMutation } from './account-api';
import { ACCOUNT_TEXT } from './constants';

/**
 * The profile's marketing e-mail box (issue #44): saved as soon as it is changed (its own call,
 * recorded as given or withdrawn on the profile); the answer's user replaces the stored one.
 */
export function MarketingConsentToggle({ user }: { user: User }) {
  const [save, { isLoading }] = useSetMarketingConsentMutation();
  const dispatch = useAppDispatch();

  async function change(consent: boolean) {
    try {
      const answer = await save({ consent }).unwrap();
      dispatch(userUpdated(answer.user));
      toast.success(answer.message ?? '');
    } catch (error) {
      toast.error(messageOr(error, ACCOUNT_TEXT.marketingConsentFailed));
    }
  }

  return (
    <div>
      <h2 className="text-lg font-black tracking-wide uppercase">E-mail preferences</h2>
      <label className="mt-3 flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4"
          checked={Boolean(user.marketingConsent)}
          disabled={isLoading}
          onChange={(event) => void change(event.target.checked)}
        />
        <span>{MARKETING_CONSENT_MESSAGES.checkboxLabel}</span>
      </label>
      <p className="mt-2 text-xs text-neutral-700">{ACCOUNT_TEXT.marketingConsentHint}</p>
    </div>
  );
}
