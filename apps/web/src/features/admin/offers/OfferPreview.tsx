import type { OfferFormValues } from './offer-form-rules';
import { OFFER_FORM_DEFAULTS } from '../constants';

/** A live preview drawn like the storefront's offer popup (not a dialog: it sits in the page). */
export function OfferPreview({ values }: { values: OfferFormValues }) {
  return (
    <figure
      aria-label="Offer preview"
      className="mx-auto w-full max-w-sm overflow-hidden rounded-lg bg-white shadow-2xl ring-1 ring-neutral-200"
    >
      <div className="bg-gradient-to-br from-red-600 to-red-800 px-6 pt-8 pb-6 text-center text-white">
        {values.showBadge && (
          <p className="mx-auto inline-block rounded-full bg-white/15 px-3 py-1 text-[11px] font-bold tracking-widest uppercase">
            {values.badgeText || OFFER_FORM_DEFAULTS.badgeText}
          </p>
        )}
        <p className="mt-4 text-4xl font-black tracking-tight break-words uppercase">{values.discount || 'Discount'}</p>
        <p className="mt-1 text-lg font-bold break-words">{values.title || 'Title'}</p>
      </div>
      <div className="space-y-4 px-6 py-5 text-center">
        <p className="text-sm break-words text-neutral-700">{values.description || 'Description'}</p>
        <span className="block w-full rounded-md bg-brand px-5 py-3 text-center text-sm font-bold tracking-wide text-white uppercase">
          {values.ctaText || 'CTA Text'}
        </span>
        <span className="block text-sm font-semibold text-neutral-700">Maybe Later</span>
        <p className="text-[11px] text-neutral-700">{values.terms}</p>
      </div>
      <figcaption className="sr-only">How the offer popup will look on the storefront</figcaption>
    </figure>
  );
}
