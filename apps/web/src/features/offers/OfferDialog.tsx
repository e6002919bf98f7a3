import { Link } from 'react-router-dom';
import { Modal } from '../../shared/ui/Modal';
import { OFFER_DEFAULTS, OFFER_TEXT } from './constants';
import type { Offer } from './types';

/** The offer itself, in a modal (its own chunk, see OfferPopup). */
export function OfferDialog({ offer, onDismiss }: { offer: Offer; onDismiss: () => void }) {
  const ctaText = offer.ctaText || OFFER_DEFAULTS.ctaText;
  const ctaLink = offer.ctaLink || OFFER_DEFAULTS.ctaLink;
  const cta =
    'block w-full rounded-md bg-brand px-5 py-3 text-center text-sm font-bold tracking-wide text-white uppercase hover:bg-brand-dark';
  return (
    <Modal title={offer.title} onClose={onDismiss} size="sm" hideTitle closeLabel={OFFER_TEXT.close} closeTone="light">
      <div className="bg-gradient-to-br from-red-600 to-red-800 px-6 pt-8 pb-6 text-center text-white">
        {offer.showBadge !== false && (
          <p className="mx-auto inline-block rounded-full bg-white/15 px-3 py-1 text-[11px] font-bold tracking-widest uppercase">
            {offer.badgeText || OFFER_DEFAULTS.badgeText}
          </p>
        )}
        <p className="mt-4 text-4xl font-black tracking-tight uppercase">{offer.discount}</p>
        <p aria-hidden="true" className="mt-1 text-lg font-bold">
          {offer.title}
        </p>
      </div>
      <div className="space-y-4 px-6 py-5 text-center">
        <p className="text-sm text-neutral-700">{offer.description}</p>
        {ctaLink.startsWith('/') ? (
          <Link to={ctaLink} onClick={onDismiss} className={cta}>
            {ctaText}
          </Link>
        ) : (
          <a href={ctaLink} onClick={onDismiss} className={cta}>
            {ctaText}
          </a>
        )}
        <button
          type="button"
          onClick={onDismiss}
          className="text-sm font-semibold text-neutral-600 hover:text-neutral-900"
        >
          {OFFER_TEXT.maybeLater}
        </button>
        <p className="text-[11px] text-neutral-600">{offer.terms || OFFER_DEFAULTS.terms}</p>
      </div>
    </Modal>
  );
}
