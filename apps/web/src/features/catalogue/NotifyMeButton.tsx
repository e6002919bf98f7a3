import { Suspense, useState } from 'react';
import { useAppSelector } from '../../shared/store/hooks';
import { messageOr } from '../../shared/api-error';
import { toast } from '../../shared/toast/toast';
import { buttonClass } from '../../shared/ui/buttons';
import { BellIcon } from '../../shared/ui/icons/BellIcon';
import { selectIsAuthenticated } from '../../shared/auth/auth-slice';
import { CATALOGUE_TEXT } from './constants';
import { useNotifyMeMutation } from './notify-me-api';
import { lazyWithPreload } from '../../shared/lazy/lazy-with-preload';

// A guest's e-mail form opens only on a click: its own chunk, fetched when the pointer or focus comes to the button.
const NotifyMeDialog = lazyWithPreload(() => import('./NotifyMeDialog').then((module) => module.NotifyMeDialog));
const preload = () => void NotifyMeDialog.preload().catch(() => undefined);

/**
 * Notify Me: a signed-in shopper is subscribed at once (their verified account e-mail); a guest
 * leaves an e-mail address, and the dialog then says to confirm it from the e-mail sent to it.
 */
export function NotifyMeButton({ productId, productName }: { productId: string; productName: string }) {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const [notify, { isLoading }] = useNotifyMeMutation();
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState<string>();

  async function subscribe() {
    try {
      const result = await notify({ productId }).unwrap();
      toast.success(result?.message || CATALOGUE_TEXT.subscribed);
    } catch (error) {
      toast.error(messageOr(error, CATALOGUE_TEXT.subscribeFailed));
    }
  }

  async function askForConfirmation(email: string) {
    try {
      const result = await notify({ productId, email }).unwrap();
      setSent(result?.message || CATALOGUE_TEXT.confirmationSent);
    } catch (error) {
      toast.error(messageOr(error, CATALOGUE_TEXT.subscribeFailed));
    }
  }

  function open() {
    setSent(undefined);
    setAsking(true);
  }

  return (
    <>
      <button
        type="button"
        className={`${buttonClass.outline} w-full`}
        disabled={isLoading}
        onClick={() => (signedIn ? subscribe() : open())}
        onPointerEnter={signedIn ? undefined : preload}
        onFocus={signedIn ? undefined : preload}
      >
        <BellIcon className="size-5" />
        {CATALOGUE_TEXT.notifyMe}
      </button>
      {asking && (
        <Suspense fallback={null}>
          <NotifyMeDialog
            productName={productName}
            busy={isLoading}
            sent={sent}
            onSubmit={askForConfirmation}
            onClose={() => setAsking(false)}
          />
        </Suspense>
      )}
    </>
  );
}
