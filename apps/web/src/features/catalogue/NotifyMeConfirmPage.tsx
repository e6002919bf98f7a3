import type { NotifyConfirmResponse } from '@store/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { messageOr } from '../../shared/api-error';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { buttonClass } from '../../shared/ui/buttons';
import { CATALOGUE_TEXT } from './constants';
import { useConfirmNotifyMeMutation } from './notify-me-api';

type Outcome =
  { kind: 'confirming' } | { kind: 'confirmed'; result: NotifyConfirmResponse } | { kind: 'failed'; message: string };

/**
 * /notify-me/confirm?token=...: the page a notify-me confirmation e-mail links to. It confirms at
 * once (a second visit gives the same answer) and shows the server's words: the product the
 * address is now on the list for, or why the link does not work (expired, altered).
 */
export function NotifyMeConfirmPage() {
  usePageTitle('Confirm Notify Me');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [confirm] = useConfirmNotifyMeMutation();
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { kind: 'confirming' } : { kind: 'failed', message: CATALOGUE_TEXT.confirmLinkInvalid },
  );
  const asked = useRef(false);

  useEffect(() => {
    // Once per visit, also under StrictMode's double effects (the server would answer alike anyway).
    if (!token || asked.current) return;
    asked.current = true;
    confirm({ token })
      .unwrap()
      .then((result) => setOutcome({ kind: 'confirmed', result }))
      .catch((error: unknown) =>
        setOutcome({ kind: 'failed', message: messageOr(error, CATALOGUE_TEXT.subscribeFailed) }),
      );
  }, [confirm, token]);

  return (
    <main className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-12 text-center">
      <h1 className="text-2xl font-black tracking-tight uppercase">
        {outcome.kind === 'confirmed' ? CATALOGUE_TEXT.confirmedTitle : CATALOGUE_TEXT.notifyMe}
      </h1>
      {outcome.kind === 'confirming' && (
        <p role="status" aria-busy="true" className="text-neutral-700">
          {CATALOGUE_TEXT.confirming}
        </p>
      )}
      {outcome.kind === 'confirmed' && (
        <>
          <p role="status" className="text-neutral-800">
            {outcome.result.message}
          </p>
          <Link to={`/products/${encodeURIComponent(outcome.result.productId)}`} className={buttonClass.primary}>
            Back to {outcome.result.productName}
          </Link>
        </>
      )}
      {outcome.kind === 'failed' && (
        <>
          <p
            role="alert"
            className="rounded-md border border-brand bg-red-50 px-4 py-3 text-sm font-medium text-neutral-900"
          >
            {outcome.message}
          </p>
          <Link to="/collections" className={buttonClass.outline}>
            Continue shopping
          </Link>
        </>
      )}
    </main>
  );
}
