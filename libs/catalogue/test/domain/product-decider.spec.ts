import { HSN_MESSAGES } from '@store/contracts';
import { foldEvents, NotFoundError, ValidationError } from '@store/platform/domain';
import { productDecider, ProductCommand } from '../../src/domain/product-decider';
import type { ColourVariant, ProductEvent } from '../../src/domain/product-events';
import { pricedAt, productDetails } from '../support/product-fixtures';
import { givenFor } from '@store/platform/testing';

const given = givenFor(productDecider);
const now = '2026-11-22T10:00:00.000Z';
const details = productDetails({ sizes: ['S', 'M', 'L'], tags: ['gym'] });
const pricing = pricedAt(799);
const flags = { isFeatured: false, isNewArrival: true, isBestSeller: false };
const variant = (id: string, isDefault = false): ColourVariant => ({
  variantId: id,
  colorName: `Colour ${id}`,
  colorCode: '#000000',
  images: [{ url: `/demo/${id}.svg`, altText: id }],
  isDefault,
  isActive: true,
});
const create = (overrides: Partial<Extract<ProductCommand, { type: 'CreateProduct' }>> = {}): ProductCommand => ({
  type: 'CreateProduct',
  productId: 'p1',
  details,
  pricing,
  flags,
  variants: [variant('v1', true)],
  isUpcoming: false,
  now,
  ...overrides,
});
const created: ProductEvent[] = [
  { type: 'ProductCreated', data: { productId: 'p1', details, pricing, flags, isUpcoming: false, createdAt: now } },
  { type: 'ColourVariantAdded', data: { productId: 'p1', variant: variant('v1', true), changedAt: now } },
];

describe('product decider', () => {
  it('creates a product with its colour variants', () => given().when(create()).then(created));

  it.each([
    ['name', 'Product name is required'],
    ['description', 'Description is required'],
    ['brand', 'Brand is required'],
    ['material', 'Material is required'],
  ])('requires the %s', (field, message) => {
    const error = given()
      .when(create({ details: { ...details, [field]: '  ' } }))
      .error();
    expect(error.message).toBe(message);
    expect(error.field).toBe(field);
    expect(error).toBeInstanceOf(ValidationError);
  });

  it("requires an HSN code, with 'HSN code is required to sell this product'", () => {
    const error = given()
      .when(create({ details: { ...details, hsnCode: ' ' } }))
      .error();
    expect(error.message).toBe(HSN_MESSAGES.required);
    expect(error.field).toBe('hsnCode');
    expect(error).toBeInstanceOf(ValidationError);
  });

  it.each(['610', '61091', '6109100', '610910001', '61O9', '6109 10'])(
    "refuses the HSN code '%s': it must be 4, 6 or 8 digits",
    (hsnCode) => {
      const error = given()
        .when(create({ details: { ...details, hsnCode } }))
        .error();
      expect(error.message).toBe(HSN_MESSAGES.format);
      expect(error.field).toBe('hsnCode');
    },
  );

  it.each(['6109', '610910', '61091000'])('takes the HSN code %s', (hsnCode) =>
    given()
      .when(create({ details: { ...details, hsnCode }, variants: [] }))
      .then([
        {
          type: 'ProductCreated',
          data: {
            productId: 'p1',
            details: { ...details, hsnCode },
            pricing,
            flags,
            isUpcoming: false,
            createdAt: now,
          },
        },
      ]),
  );

  it('reads a product created before HSN codes with none, and an update must give one', () => {
    const { hsnCode: _none, ...withoutHsn } = details;
    const old = [{ ...created[0], data: { ...created[0].data, details: withoutHsn } } as ProductEvent, created[1]];
    expect(foldEvents(productDecider, old).details?.hsnCode).toBe('');
    given(old)
      .when({ type: 'UpdateProduct', details: { ...details, hsnCode: '' }, now })
      .thenFails(HSN_MESSAGES.required, ValidationError);
    given(old)
      .when({ type: 'UpdateProduct', details, now })
      .then([{ type: 'ProductDetailsChanged', data: { productId: 'p1', details, changedAt: now } }]);
  });

  it('refuses a category other than topwear or bottomwear', () =>
    given()
      .when(create({ details: { ...details, category: 'shoes' as never } }))
      .thenFails('Category must be topwear or bottomwear', ValidationError));

  it('refuses sizes outside XS to XXXL', () =>
    given()
      .when(create({ details: { ...details, sizes: ['M', 'XXXXL' as never] } }))
      .thenFails('Sizes must be chosen from XS, S, M, L, XL, XXL, XXXL', ValidationError));

  it('refuses a negative price, naming the bound', () =>
    given()
      .when(create({ pricing: { ...pricing, price: -1 } }))
      .thenFails('Price must be a number from 0 to 1,00,00,000', ValidationError));

  it('refuses a price above ₹1,00,00,000 (1e12) with a message that names the upper bound', () => {
    const error = given()
      .when(create({ pricing: { ...pricing, price: 1e12 } }))
      .error();
    expect(error.message).toBe('Price must be a number from 0 to 1,00,00,000');
    expect(error.field).toBe('price');
    given()
      .when(create({ pricing: { ...pricing, price: 10_000_000 } }))
      .then([
        { ...created[0], data: { ...created[0].data, pricing: { ...pricing, price: 10_000_000 } } } as ProductEvent,
        created[1],
      ]);
  });

  it('refuses an offer price above the bound as a price out of range, not as a missing one', () => {
    const error = given()
      .when(
        create({ pricing: { ...pricing, price: 1e12, hasOfferPricing: true, offerPrice: 1e11, originalPrice: null } }),
      )
      .error();
    expect(error.message).toBe('Price must be a number from 0 to 1,00,00,000');
    const offer = given()
      .when(create({ pricing: { ...pricing, hasOfferPricing: true, offerPrice: 1e11 } }))
      .error();
    expect([offer.message, offer.field]).toEqual(['Offer price must be a number from 0 to 1,00,00,000', 'offerPrice']);
  });

  it('requires an offer price when offer pricing is on', () =>
    given()
      .when(create({ pricing: { ...pricing, hasOfferPricing: true } }))
      .thenFails('Offer price is required when offer pricing is enabled', ValidationError));

  it('requires the offer price below the price, so a shopper never pays more on offer than without it', () => {
    given()
      .when(create({ pricing: { ...pricing, hasOfferPricing: true, offerPrice: 799 } }))
      .thenFails('Offer price must be below the price', ValidationError);
    // An original price above the price does not make room for an "offer" above the price.
    given()
      .when(create({ pricing: { ...pricing, hasOfferPricing: true, offerPrice: 899, originalPrice: 999 } }))
      .thenFails('Offer price must be below the price', ValidationError);
  });

  it('refuses an original price (the struck-through price) below the price', () => {
    const error = given()
      .when(create({ pricing: { ...pricing, hasOfferPricing: true, offerPrice: 599, originalPrice: 699 } }))
      .error();
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ message: 'Original price must be at least the price', field: 'originalPrice' });
  });

  it('records the original price the admin set to strike through during the offer', () => {
    const onOffer = { ...pricing, hasOfferPricing: true, offerPrice: 599, originalPrice: 999 };
    given()
      .when(create({ pricing: onOffer, variants: [] }))
      .then([
        {
          type: 'ProductCreated',
          data: { productId: 'p1', details, pricing: onOffer, flags, isUpcoming: false, createdAt: now },
        },
      ]);
  });

  it('keeps the original price and the offer days when an update leaves them out, and clears them when it sends null', () => {
    const onOffer = {
      ...pricing,
      hasOfferPricing: true,
      offerPrice: 599,
      originalPrice: 999,
      offerValidFrom: '2026-11-01',
      offerValidUntil: '2026-12-31',
    };
    const history: ProductEvent[] = [
      {
        type: 'ProductCreated',
        data: { productId: 'p1', details, pricing: onOffer, flags, isUpcoming: false, createdAt: now },
      },
    ];
    const { originalPrice: _o, offerValidFrom: _f, offerValidUntil: _u, ...sentWithout } = onOffer;
    given(history)
      .when({ type: 'UpdateProduct', pricing: { ...sentWithout, offerPrice: 549 }, now })
      .then([
        {
          type: 'ProductPricingChanged',
          data: { productId: 'p1', pricing: { ...onOffer, offerPrice: 549 }, changedAt: now },
        },
      ]);
    given(history)
      .when({ type: 'UpdateProduct', pricing: { ...onOffer, originalPrice: null, offerValidUntil: null }, now })
      .then([
        {
          type: 'ProductPricingChanged',
          data: {
            productId: 'p1',
            pricing: { ...onOffer, originalPrice: null, offerValidUntil: null },
            changedAt: now,
          },
        },
      ]);
  });

  it('requires a colour name and at least one image per variant', () => {
    given()
      .when(create({ variants: [{ ...variant('v1', true), colorName: '' }] }))
      .thenFails('Colour name is required', ValidationError);
    given()
      .when(create({ variants: [{ ...variant('v1', true), images: [] }] }))
      .thenFails('At least one image is required for each colour', ValidationError);
  });

  it('requires exactly one default variant when variants exist', () => {
    given()
      .when(create({ variants: [variant('v1'), variant('v2')] }))
      .thenFails('Exactly one colour variant must be the default', ValidationError);
    given()
      .when(create({ variants: [variant('v1', true), variant('v2', true)] }))
      .thenFails('Exactly one colour variant must be the default', ValidationError);
    given()
      .when(create({ variants: [] }))
      .then([created[0]]);
  });

  it('turns a new variant list into added, changed and removed events', () =>
    given(created)
      .when({ type: 'UpdateProduct', variants: [{ ...variant('v2', true) }, { ...variant('v3') }], now })
      .then([
        { type: 'ColourVariantRemoved', data: { productId: 'p1', variantId: 'v1', changedAt: now } },
        { type: 'ColourVariantAdded', data: { productId: 'p1', variant: variant('v2', true), changedAt: now } },
        { type: 'ColourVariantAdded', data: { productId: 'p1', variant: variant('v3'), changedAt: now } },
      ]));

  it('records only what changed on update', () =>
    given(created)
      .when({ type: 'UpdateProduct', details, pricing: { ...pricing, price: 699 }, flags, now })
      .then([
        {
          type: 'ProductPricingChanged',
          data: { productId: 'p1', pricing: { ...pricing, price: 699 }, changedAt: now },
        },
      ]));

  it('marks upcoming and launches', () => {
    given(created)
      .when({ type: 'SetUpcoming', isUpcoming: true, now })
      .then([{ type: 'ProductMarkedUpcoming', data: { productId: 'p1', markedAt: now } }]);
    given([...created, { type: 'ProductMarkedUpcoming', data: { productId: 'p1', markedAt: now } }])
      .when({ type: 'SetUpcoming', isUpcoming: false, now })
      .then([{ type: 'ProductLaunched', data: { productId: 'p1', launchedAt: now } }]);
    given(created).when({ type: 'SetUpcoming', isUpcoming: false, now }).then([]);
  });

  it("answers 'Product not found' for an unknown or deleted product", () => {
    given().when({ type: 'DeleteProduct', now }).thenFails('Product not found', NotFoundError);
    given([...created, { type: 'ProductDeleted', data: { productId: 'p1', deletedAt: now } }])
      .when({ type: 'UpdateProduct', flags, now })
      .thenFails('Product not found', NotFoundError);
  });
});
