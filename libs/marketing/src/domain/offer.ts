import { Decider, ConflictError, NotFoundError, ValidationError } from '@store/platform/domain';
import { isDateLike, kolkataDay } from './kolkata';
import { MARKETING_MESSAGES as M } from './messages';

/** The spec's Offer (section 3), without its id. Dates are ISO strings (date-only or timestamps). */
export interface OfferFields {
  title: string;
  discount: string;
  description: string;
  validFrom: string;
  validUntil: string;
  badgeText: string;
  showBadge: boolean;
  ctaText: string;
  ctaLink: string;
  terms: string;
  delay: number;
  showOncePerSession: boolean;
  isActive: boolean;
}

export type OfferInput = Partial<OfferFields>;

/** Spec section 9. */
export const OFFER_DEFAULTS = {
  badgeText: 'LIMITED TIME OFFER',
  terms: '*Offer valid on selected items. Cannot be combined with other promotions.',
  delay: 2000,
  showBadge: true,
  showOncePerSession: true,
  isActive: true,
} as const;

export type OfferEvent =
  | { type: 'OfferCreated'; data: { offerId: string; offer: OfferFields; createdAt: string } }
  | { type: 'OfferUpdated'; data: { offerId: string; offer: OfferFields; updatedAt: string } }
  | { type: 'OfferDeleted'; data: { offerId: string; deletedAt: string } };

export type OfferCommand =
  | { type: 'CreateOffer'; offerId: string; input: OfferInput; now: string }
  | { type: 'UpdateOffer'; offerId: string; input: OfferInput; now: string }
  | { type: 'DeleteOffer'; offerId: string; now: string };

export interface OfferState {
  offerId: string | null;
  offer: OfferFields | null;
  deleted: boolean;
}

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
const defined = <T extends object>(input: T): Partial<T> =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;

/** Spec section 5 (Offer form), checked in the form's order; the first broken rule is the error. */
export function validateOffer(offer: Partial<OfferFields>): OfferFields {
  const required: Array<[keyof OfferFields, string]> = [
    ['title', M.offerTitleRequired],
    ['discount', M.offerDiscountRequired],
    ['description', M.offerDescriptionRequired],
  ];
  for (const [field, message] of required) if (blank(offer[field])) throw new ValidationError(message, field);
  if (!isDateLike(offer.validFrom)) throw new ValidationError(M.offerDatesRequired, 'validFrom');
  if (!isDateLike(offer.validUntil)) throw new ValidationError(M.offerDatesRequired, 'validUntil');
  if (kolkataDay(offer.validUntil) < kolkataDay(offer.validFrom))
    throw new ValidationError(M.offerEndBeforeStart, 'validUntil');
  if (blank(offer.ctaText)) throw new ValidationError(M.offerCtaTextRequired, 'ctaText');
  if (blank(offer.ctaLink)) throw new ValidationError(M.offerCtaLinkRequired, 'ctaLink');
  if (typeof offer.delay !== 'number' || !Number.isFinite(offer.delay) || offer.delay < 0)
    throw new ValidationError(M.offerDelayMin, 'delay');
  return {
    title: offer.title!.trim(),
    discount: offer.discount!.trim(),
    description: offer.description!.trim(),
    validFrom: offer.validFrom,
    validUntil: offer.validUntil,
    badgeText: offer.badgeText ?? OFFER_DEFAULTS.badgeText,
    showBadge: offer.showBadge ?? OFFER_DEFAULTS.showBadge,
    ctaText: offer.ctaText!.trim(),
    ctaLink: offer.ctaLink!.trim(),
    terms: offer.terms ?? OFFER_DEFAULTS.terms,
    delay: offer.delay,
    showOncePerSession: offer.showOncePerSession ?? OFFER_DEFAULTS.showOncePerSession,
    isActive: offer.isActive ?? OFFER_DEFAULTS.isActive,
  };
}

/**
 * Spec section 4: Active only when isActive is on and today (in Asia/Kolkata) lies between
 * validFrom and validUntil inclusive, compared as IST calendar days.
 */
export function isOfferActive(
  offer: Pick<OfferFields, 'isActive' | 'validFrom' | 'validUntil'>,
  now: string | Date,
): boolean {
  const today = kolkataDay(now);
  return offer.isActive && kolkataDay(offer.validFrom) <= today && today <= kolkataDay(offer.validUntil);
}

function requireOffer(state: OfferState): OfferFields {
  if (!state.offer || state.deleted) throw new NotFoundError(M.offerNotFound);
  return state.offer;
}

export const offerDecider: Decider<OfferState, OfferCommand, OfferEvent> = {
  initialState: () => ({ offerId: null, offer: null, deleted: false }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'OfferCreated':
        return { offerId: event.data.offerId, offer: event.data.offer, deleted: false };
      case 'OfferUpdated':
        return { ...state, offer: event.data.offer };
      case 'OfferDeleted':
        return { ...state, deleted: true };
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateOffer': {
        if (state.offerId) throw new ConflictError('Offer already exists');
        const offer = validateOffer({ delay: OFFER_DEFAULTS.delay, ...defined(command.input) });
        return [{ type: 'OfferCreated', data: { offerId: command.offerId, offer, createdAt: command.now } }];
      }
      case 'UpdateOffer': {
        const current = requireOffer(state);
        const offer = validateOffer({ ...current, ...defined(command.input) });
        return [{ type: 'OfferUpdated', data: { offerId: command.offerId, offer, updatedAt: command.now } }];
      }
      case 'DeleteOffer': {
        requireOffer(state);
        return [{ type: 'OfferDeleted', data: { offerId: command.offerId, deletedAt: command.now } }];
      }
    }
  },
};
