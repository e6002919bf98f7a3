import { VALIDATION_MESSAGES, type Offer } from '@store/contracts';
import type { OfferRequest } from '@store/contracts/requests';
import { OFFER_FORM_DEFAULTS } from '../constants';

/** The offer form's values (the delay stays text while typed). */
export interface OfferFormValues {
  title: string;
  discount: string;
  description: string;
  validFrom: string;
  validUntil: string;
  badgeText: string;
  ctaText: string;
  ctaLink: string;
  terms: string;
  showBadge: boolean;
  showOncePerSession: boolean;
  isActive: boolean;
  delay: string;
}

export const OFFER_REQUIRED = {
  title: 'Title is required',
  discount: 'Discount is required',
  description: 'Description is required',
  ctaText: 'CTA Text is required',
  ctaLink: 'CTA Link is required',
} as const;
export const OFFER_DELAY_MIN = 'Display delay must be 0 or more';

/** A new offer: empty texts and the defaults of spec section 9. */
export function emptyOfferForm(): OfferFormValues {
  return {
    title: '',
    discount: '',
    description: '',
    validFrom: '',
    validUntil: '',
    badgeText: OFFER_FORM_DEFAULTS.badgeText,
    ctaText: '',
    ctaLink: '',
    terms: OFFER_FORM_DEFAULTS.terms,
    showBadge: OFFER_FORM_DEFAULTS.showBadge,
    showOncePerSession: OFFER_FORM_DEFAULTS.showOncePerSession,
    isActive: OFFER_FORM_DEFAULTS.isActive,
    delay: String(OFFER_FORM_DEFAULTS.delay),
  };
}

export function offerToForm(offer: Offer | null | undefined): OfferFormValues {
  if (!offer) return emptyOfferForm();
  const {
    title,
    discount,
    description,
    validFrom,
    validUntil,
    badgeText,
    ctaText,
    ctaLink,
    terms,
    showBadge,
    showOncePerSession,
    isActive,
    delay,
  } = offer;
  return {
    title,
    discount,
    description,
    validFrom: validFrom.slice(0, 10),
    validUntil: validUntil.slice(0, 10),
    badgeText,
    ctaText,
    ctaLink,
    terms,
    showBadge,
    showOncePerSession,
    isActive,
    delay: String(delay),
  };
}

export function formToOffer(values: OfferFormValues): OfferRequest {
  return {
    title: values.title.trim(),
    discount: values.discount.trim(),
    description: values.description.trim(),
    validFrom: values.validFrom,
    validUntil: values.validUntil,
    badgeText: values.badgeText.trim() || OFFER_FORM_DEFAULTS.badgeText,
    ctaText: values.ctaText.trim(),
    ctaLink: values.ctaLink.trim(),
    terms: values.terms.trim(),
    showBadge: values.showBadge,
    showOncePerSession: values.showOncePerSession,
    isActive: values.isActive,
    delay: Number(values.delay),
  };
}

/** Spec section 5, Offer form: required fields, both dates, end not before start, delay >= 0. */
export function validateOfferForm(values: OfferFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(OFFER_REQUIRED))
    if (!values[field as keyof typeof OFFER_REQUIRED].trim()) errors[field] = message;
  if (!values.validFrom || !values.validUntil)
    errors[values.validFrom ? 'validUntil' : 'validFrom'] = VALIDATION_MESSAGES.offerDatesRequired;
  else if (values.validUntil < values.validFrom) errors.validUntil = VALIDATION_MESSAGES.offerEndBeforeStart;
  if (values.delay.trim() === '' || !Number.isInteger(Number(values.delay)) || Number(values.delay) < 0)
    errors.delay = OFFER_DELAY_MIN;
  return errors;
}

const todayInIndia = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);

/** Spec section 4: Active only when isActive is on and today lies within validFrom..validUntil inclusive. */
export function isOfferActive(offer: Pick<Offer, 'isActive' | 'validFrom' | 'validUntil'>, now = new Date()): boolean {
  const today = todayInIndia(now);
  return offer.isActive && offer.validFrom.slice(0, 10) <= today && today <= offer.validUntil.slice(0, 10);
}

/** A date in long format: '1 November 2026'. */
export function longDate(value: string): string {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return value;
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** The offer the screen edits: the most recently changed one. */
export const currentOf = (offers: Offer[] | undefined): Offer | null =>
  [...(offers ?? [])].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0] ?? null;
