import { MARKETING_CONSENT_MESSAGES as MC } from '@store/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { messageOr } from '../../shared/api-error';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { buttonClass } from '../../shared/ui/buttons';
import { useUnsubscribeMutation } from './auth-api';
import { AuthShell } from './AuthShell';

/**
 * /unsubscribe?u=...&t=...: where the link of every marketing e-mail lands (issue #44), no sign-in.
 * One button confirms (a link opened by a mail scanner unsubscribes nobody); the server checks the
 * signature, records the withdrawal and the page says so, or shows why the link does not work.
 */
export function UnsubscribePage() {
  usePageTitle('Unsubscribe');
  const [params] = useSearchParams();
  const user = params.get('u')?.trim() ?? '';
  const token = params.get('t')?.trim() ?? '';
  const [unsubscribe, { isLoading }] = useUnsubscribeMutation();
  const [done, setDone] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>(user && token ? undefined : MC.linkInvalid);

  async function confirm() {
    try {
      const answer = await unsubscribe({ user, token }).unwrap();
      setDone(answer.message || MC.unsubscribed);
    } catch (error) {
      setProblem(messageOr(error, MC.linkInvalid));
    }
  }

  return (
    <AuthShell title="Unsubscribe" subtitle="Offers and cart reminders from ThreadFit">
      {done ? (
        <p role="status" className="rounded-md bg-green-50 px-4 py-3 text-sm font-medium text-neutral-900">
          {done}
        </p>
      ) : problem ? (
        <div className="space-y-4">
          <p role="alert" className="rounded-md border border-brand bg-red-50 px-4 py-3 text-sm font-medium">
            {problem}
          </p>
          <Link to="/profile" className={`${buttonClass.outline} w-full`}>
            E-mail preferences
          </Link>
        </div>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-neutral-800">
            Stop e-mails with our offers and reminders of carts you leave? Order and account e-mails still come.
          </p>
          <button
            type="button"
            className={`${buttonClass.primary} w-full`}
            onClick={() => void confirm()}
            disabled={isLoading}
          >
            {isLoading ? 'Unsubscribing...' : 'Unsubscribe'}
          </button>
        </div>
      )}
    </AuthShell>
  );
}
