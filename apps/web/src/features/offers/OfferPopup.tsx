import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyWithPreload } from '../../shared/lazy/lazy-with-preload';
import { OFFER_DEFAULT_DELAY_MS, OFFER_FETCH_WAIT_MS } from './constants';
import { offerHiddenOn, rememberDismissal, shouldShowOffer } from './offer-session';
import { useGetCurrentOfferQuery } from './offers-api';

// The dialog shows only after the offer's delay: it is its own chunk, fetched while that delay runs.
const OfferDialog = lazyWithPreload(() => import('./OfferDialog').then((module) => module.OfferDialog));

/**
 * The promotional popup: the current offer is fetched after a short wait and shown after the
 * offer's delay (default 2000 ms); the close button, the backdrop or 'Maybe Later' dismiss it. It
 * never opens over the cart, Buy Now or checkout (OFFER_HIDDEN_ON), even when its timer started on
 * another page.
 */
export function OfferPopup() {
  const hidden = offerHiddenOn(useLocation().pathname);
  const [ready, setReady] = useState(false);
  const [visible, setVisible] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const { data: offer } = useGetCurrentOfferQuery(undefined, { skip: !ready });

  useEffect(() => {
    const timer = setTimeout(() => setReady(true), OFFER_FETCH_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (hidden || dismissed || !shouldShowOffer(offer)) return;
    void OfferDialog.preload().catch(() => undefined);
    const timer = setTimeout(() => setVisible(true), offer.delay ?? OFFER_DEFAULT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [offer, dismissed, hidden]);

  if (hidden || !visible || dismissed || !offer) return null;

  const dismiss = () => {
    rememberDismissal(offer);
    setDismissed(true);
    setVisible(false);
  };
  return (
    <Suspense fallback={null}>
      <OfferDialog offer={offer} onDismiss={dismiss} />
    </Suspense>
  );
}
