import { NotFoundError, ValidationError } from '@store/platform/domain';
import { isOfferActive, OFFER_DEFAULTS, offerDecider, OfferEvent, OfferFields } from '../../src/domain/offer';
import { givenFor } from '@store/platform/testing';
import { SECTION_9_OFFER_DEFAULTS } from '../support/spec-defaults';

const given = givenFor(offerDecider);
const now = '2026-11-22T10:00:00.000Z';
const input = {
  title: 'Winter Sale',
  discount: '30% OFF',
  description: 'On all hoodies',
  validFrom: '2026-11-20',
  validUntil: '2026-11-30',
  ctaText: 'Shop Now',
  ctaLink: '/collections',
};
const full: OfferFields = { ...input, ...OFFER_DEFAULTS };
const created: OfferEvent = { type: 'OfferCreated', data: { offerId: 'o1', offer: full, createdAt: now } };

describe('offer decider', () => {
  it('creates an offer with the defaults of section 9 (badge, terms, delay 2000, showBadge, showOncePerSession, isActive)', () => {
    given([]).when({ type: 'CreateOffer', offerId: 'o1', input, now }).then([created]);
    expect(full).toMatchObject(SECTION_9_OFFER_DEFAULTS);
  });

  it.each([
    ['title', 'Title is required'],
    ['discount', 'Discount is required'],
    ['description', 'Description is required'],
    ['ctaText', 'CTA Text is required'],
    ['ctaLink', 'CTA Link is required'],
  ])('requires %s: %s', (field, message) => {
    given([])
      .when({ type: 'CreateOffer', offerId: 'o1', input: { ...input, [field]: '  ' }, now })
      .thenFails(message, ValidationError);
  });

  it("rejects a missing date with 'Please select both start and end dates.'", () => {
    given([])
      .when({ type: 'CreateOffer', offerId: 'o1', input: { ...input, validUntil: undefined }, now })
      .thenFails('Please select both start and end dates.', ValidationError);
    given([])
      .when({ type: 'CreateOffer', offerId: 'o1', input: { ...input, validFrom: '' }, now })
      .thenFails('Please select both start and end dates.', ValidationError);
  });

  it("rejects an end before the start with 'End date must be after start date.'", () => {
    given([])
      .when({
        type: 'CreateOffer',
        offerId: 'o1',
        input: { ...input, validFrom: '2026-11-30', validUntil: '2026-11-29' },
        now,
      })
      .thenFails('End date must be after start date.', ValidationError);
  });

  it('accepts a one-day offer (start and end on the same day)', () => {
    const events = offerDecider.decide(
      {
        type: 'CreateOffer',
        offerId: 'o1',
        input: { ...input, validFrom: '2026-11-22', validUntil: '2026-11-22' },
        now,
      },
      offerDecider.initialState(),
    );
    expect(events).toHaveLength(1);
  });

  it('rejects a negative display delay (minimum 0)', () => {
    given([])
      .when({ type: 'CreateOffer', offerId: 'o1', input: { ...input, delay: -1 }, now })
      .thenFails('Display delay must be 0 or more', ValidationError);
  });

  it('updates only the fields sent, re-checking the whole offer', () => {
    given([created])
      .when({ type: 'UpdateOffer', offerId: 'o1', input: { discount: '40% OFF' }, now })
      .then([
        { type: 'OfferUpdated', data: { offerId: 'o1', offer: { ...full, discount: '40% OFF' }, updatedAt: now } },
      ]);
    given([created])
      .when({ type: 'UpdateOffer', offerId: 'o1', input: { validUntil: '2026-11-01' }, now })
      .thenFails('End date must be after start date.', ValidationError);
  });

  it('answers 404 for an unknown or deleted offer', () => {
    given([]).when({ type: 'UpdateOffer', offerId: 'o1', input, now }).thenFails('Offer not found', NotFoundError);
    given([created, { type: 'OfferDeleted', data: { offerId: 'o1', deletedAt: now } }])
      .when({ type: 'DeleteOffer', offerId: 'o1', now })
      .thenFails('Offer not found', NotFoundError);
  });
});

describe('isOfferActive (India time, inclusive)', () => {
  const offer = { isActive: true, validFrom: '2026-11-20', validUntil: '2026-11-22' };

  it('is active on the last day until midnight IST: 23:30 IST is 18:00 UTC', () => {
    expect(isOfferActive(offer, '2026-11-22T18:00:00.000Z')).toBe(true);
  });

  it('is no longer active at 00:00 IST the next day, though UTC still reads the last day', () => {
    expect(isOfferActive(offer, '2026-11-22T18:30:00.000Z')).toBe(false);
  });

  it('is active from 00:00 IST on the first day (still the previous day in UTC)', () => {
    expect(isOfferActive(offer, '2026-11-19T18:30:00.000Z')).toBe(true);
    expect(isOfferActive(offer, '2026-11-19T18:29:59.000Z')).toBe(false);
  });

  it('reads timestamps as their IST day', () => {
    expect(isOfferActive({ ...offer, validUntil: '2026-11-22T18:29:00.000Z' }, '2026-11-22T18:20:00.000Z')).toBe(true);
  });

  it('is never active when isActive is off', () => {
    expect(isOfferActive({ ...offer, isActive: false }, '2026-11-21T06:00:00.000Z')).toBe(false);
  });
});
