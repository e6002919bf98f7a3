import { readText, session, writeText } from '../../shared/storage';
import { OFFER_DISMISSED_KEY, OFFER_HIDDEN_ON } from './constants';
import type { Offer } from './types';

/** With showOncePerSession, a dismissal is remembered for the session. */
export function rememberDismissal(offer: Offer, storage: Storage | undefined = session()): void {
  if (offer.showOncePerSession) writeText(storage, OFFER_DISMISSED_KEY, offer._id);
}

/** /checkout, /guest-checkout, /buy-now/{id} and /cart (and anything under them): no popup there. */
export const offerHiddenOn = (pathname: string): boolean =>
  OFFER_HIDDEN_ON.some((path) => pathname === path || pathname.startsWith(`${path}/`));

export function shouldShowOffer(
  offer: Offer | null | undefined,
  storage: Storage | undefined = session(),
): offer is Offer {
  if (!offer || offer.isActive === false) return false;
  return !(offer.showOncePerSession && readText(storage, OFFER_DISMISSED_KEY) === offer._id);
}
