/** Offer popup timings, defaults and its session key (spec sections 2 and 9). */
export const OFFER_FETCH_WAIT_MS = 1000;
export const OFFER_DEFAULT_DELAY_MS = 2000;

export const OFFER_DEFAULTS = {
  badgeText: 'LIMITED TIME OFFER',
  terms: '*Offer valid on selected items. Cannot be combined with other promotions.',
  ctaText: 'Shop Now',
  ctaLink: '/collections',
} as const;

/**
 * Where the popup never opens: the pages where a shopper types an address or pays (a popup 1-1.5 s
 * after load covered the address form of Buy Now and checkout). The route table's paths.
 */
export const OFFER_HIDDEN_ON = ['/checkout', '/guest-checkout', '/buy-now', '/cart'] as const;

/** sessionStorage: the id of the offer dismissed in this session. */
export const OFFER_DISMISSED_KEY = 'offer-popup-dismissed';

export const OFFER_TEXT = {
  maybeLater: 'Maybe Later',
  close: 'Close offer',
} as const;
