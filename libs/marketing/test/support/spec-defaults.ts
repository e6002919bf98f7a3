/**
 * The offer defaults of spec section 9, written out from the spec rather than imported from
 * OFFER_DEFAULTS: a changed default then fails the tests.
 */
export const SECTION_9_OFFER_DEFAULTS = {
  badgeText: 'LIMITED TIME OFFER',
  terms: '*Offer valid on selected items. Cannot be combined with other promotions.',
  delay: 2000,
  showBadge: true,
  showOncePerSession: true,
  isActive: true,
};
