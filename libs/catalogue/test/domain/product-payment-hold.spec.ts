import { VALIDATION_MESSAGES } from '@store/contracts';
import { ValidationError } from '@store/platform/domain';
import { givenFor } from '@store/platform/testing';
import { productDecider, type ProductCommand } from '../../src/domain/product-decider';
import type { ProductDetails, ProductEvent } from '../../src/domain/product-events';
import { pricedAt, productDetails } from '../support/product-fixtures';

/** Issue #45: a product's unpaid-order hold, in whole minutes from 1 to 60 (none: the store's default). */
const given = givenFor(productDecider);
const now = '2026-11-29T10:00:00.000Z';
const later = '2026-11-29T11:00:00.000Z';
const pricing = pricedAt(1299);
const flags = { isFeatured: false, isNewArrival: true, isBestSeller: false };
const details = (paymentHoldMinutes?: number | null): ProductDetails => ({
  ...productDetails({ sizes: ['M'] }),
  ...(paymentHoldMinutes !== undefined ? { paymentHoldMinutes } : {}),
});
const create = (d: ProductDetails): ProductCommand => ({
  type: 'CreateProduct',
  productId: 'p1',
  details: d,
  pricing,
  flags,
  variants: [],
  isUpcoming: false,
  now,
});
const createdWith = (d: ProductDetails): ProductEvent => ({
  type: 'ProductCreated',
  data: { productId: 'p1', details: d, pricing, flags, isUpcoming: false, createdAt: now },
});
const update = (d: ProductDetails): ProductCommand => ({ type: 'UpdateProduct', details: d, now: later });
const changedTo = (d: ProductDetails): ProductEvent => ({
  type: 'ProductDetailsChanged',
  data: { productId: 'p1', details: d, changedAt: later },
});

describe("a product's payment hold", () => {
  it('is recorded with the product', () =>
    given()
      .when(create(details(5)))
      .then([createdWith(details(5))]));

  it.each([0, 61, 2.5, -1, Number.NaN])('refuses %p minutes', (minutes) => {
    const error = given()
      .when(create(details(minutes)))
      .error();
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.message).toBe(VALIDATION_MESSAGES.paymentHoldRange);
    expect(error.field).toBe('paymentHoldMinutes');
  });

  it('is kept by an update that leaves it out (the CSV import has no column for it)', () =>
    given([createdWith(details(5))])
      .when(update(details()))
      .then([]));

  it('changes with an update that names another', () =>
    given([createdWith(details(5))])
      .when(update(details(20)))
      .then([changedTo(details(20))]));

  it("is cleared by null (the store's ORDER_PAYMENT_TIMEOUT again)", () =>
    given([createdWith(details(5))])
      .when(update(details(null)))
      .then([changedTo(details(null))]));

  it('changes nothing when a product that never had one is saved with none', () =>
    given([createdWith(details())])
      .when(update(details(null)))
      .then([]));
});
