import { ConflictError, NotFoundError, ValidationError } from '@store/platform/domain';
import { givenFor } from '@store/platform/testing';
import {
  catalogueImportDecider,
  isAdminStockDecision,
  productImportDecider,
  type ImportProductCommand,
  type ProductImportEvent,
} from '../../src/domain/catalogue-import';
import type { ProductInput } from '../../src/domain/product-decider';
import { pricedAt, productDetails, stockSet } from '../support/product-fixtures';

const now = '2026-11-22T10:00:00.000Z';
const details = productDetails({
  name: 'Compression Tights',
  category: 'bottomwear',
  baseImages: [{ url: '/demo/tights.svg', altText: '' }],
});
const pricing = pricedAt(1199);
const flags = { isFeatured: false, isNewArrival: false, isBestSeller: false };
const input: ProductInput = { details, pricing, flags, variants: [] };
const importing = (overrides: Partial<ImportProductCommand> = {}): ImportProductCommand => ({
  type: 'ImportProduct',
  productId: 'p1',
  create: false,
  input,
  stock: [{ variantId: null, size: 'M', quantity: 3 }],
  now,
  ...overrides,
});
const existing: ProductImportEvent[] = [
  { type: 'ProductCreated', data: { productId: 'p1', details, pricing, flags, isUpcoming: false, createdAt: now } },
  stockSet({ productId: 'p1', previous: 0, quantity: 10, reason: 'Product created', at: now }),
];

describe('importing one product (the same decisions as the admin form)', () => {
  const given = givenFor(productImportDecider);

  it('sets the stock the file gives with the reason "CSV import" (10 → 3)', () =>
    given(existing)
      .when(importing())
      .then([stockSet({ productId: 'p1', previous: 10, quantity: 3, reason: 'CSV import', at: now })]));

  it("refuses a product whose offer price is above its price with the form's message", () =>
    given(existing)
      .when(
        importing({ input: { ...input, pricing: { ...pricing, price: 500, hasOfferPricing: true, offerPrice: 900 } } }),
      )
      .thenFails('Offer price must be below the price', ValidationError));

  it('refuses a price above the bound with a message that names it', () =>
    given(existing)
      .when(importing({ input: { ...input, pricing: { ...pricing, price: 1e12 } } }))
      .thenFails('Price must be a number from 0 to 1,00,00,000', ValidationError));

  it('refuses a stock level above the bound', () =>
    given(existing)
      .when(importing({ stock: [{ variantId: null, size: 'M', quantity: 2_000_000 }] }))
      .thenFails('Stock must be a whole number from 0 to 10,00,000', ValidationError));

  it("refuses to update a product that does not exist or was deleted: 'Product not found'", () => {
    given().when(importing()).thenFails('Product not found', NotFoundError);
    given([...existing, { type: 'ProductDeleted', data: { productId: 'p1', deletedAt: now } }])
      .when(importing())
      .thenFails('Product not found', NotFoundError);
  });

  it('creates a new product, then its stock', () =>
    given()
      .when(importing({ create: true, productId: 'p2' }))
      .then([
        {
          type: 'ProductCreated',
          data: { productId: 'p2', details, pricing, flags, isUpcoming: false, createdAt: now },
        },
        stockSet({ productId: 'p2', previous: 0, quantity: 3, reason: 'CSV import', at: now }),
      ]));

  it('changes nothing for a product already as the file describes it', () =>
    given(existing)
      .when(importing({ stock: [{ variantId: null, size: 'M', quantity: 10 }] }))
      .then([]));

  it('takes a size never stocked as 0, so the 0 an export writes for it is no change', () =>
    given(existing)
      .when(
        importing({
          stock: [
            { variantId: null, size: 'M', quantity: 10 },
            { variantId: 'v9', size: 'L', quantity: 0 },
          ],
        }),
      )
      .then([]));

  it('changes the price and the stock together', () =>
    given(existing)
      .when(importing({ input: { ...input, pricing: { ...pricing, price: 999 } } }))
      .then([
        {
          type: 'ProductPricingChanged',
          data: { productId: 'p1', pricing: { ...pricing, price: 999 }, changedAt: now },
        },
        stockSet({ productId: 'p1', previous: 10, quantity: 3, reason: 'CSV import', at: now }),
      ]));
});

describe('an applied import (its own stream)', () => {
  const given = givenFor(catalogueImportDecider);
  const record = {
    type: 'RecordImport' as const,
    importId: 'i1',
    rows: 4,
    created: ['p2'],
    updated: ['p1'],
    unchanged: 1,
    now,
  };

  it('is recorded once, with what it created, updated and left unchanged', () =>
    given()
      .when(record)
      .then([
        {
          type: 'CatalogueImported',
          data: { importId: 'i1', rows: 4, created: ['p2'], updated: ['p1'], unchanged: 1, at: now },
        },
      ]));

  it("refuses to apply the same import twice: 'This import was already applied...'", () =>
    given([
      {
        type: 'CatalogueImported',
        data: { importId: 'i1', rows: 4, created: ['p2'], updated: ['p1'], unchanged: 1, at: now },
      },
    ])
      .when(record)
      .thenFails('This import was already applied. Nothing more was imported.', ConflictError));
});

describe("what counts as someone else's change to the stock after an import was checked", () => {
  it('a level set or corrected, not the units orders reserve, commit or release', () => {
    const line = { variantId: null, size: 'M', quantity: 1 };
    expect(
      isAdminStockDecision({
        type: 'StockSet',
        data: { productId: 'p1', variantId: null, size: 'M', previous: 1, quantity: 2, reason: 'x', at: now },
      }),
    ).toBe(true);
    expect(
      isAdminStockDecision({
        type: 'StockAdjusted',
        data: { productId: 'p1', variantId: null, size: 'M', delta: 1, quantity: 2, reason: 'x', at: now },
      }),
    ).toBe(true);
    expect(
      isAdminStockDecision({ type: 'StockReserved', data: { productId: 'p1', orderId: 'o1', lines: [line], at: now } }),
    ).toBe(false);
    expect(
      isAdminStockDecision({
        type: 'StockCommitted',
        data: { productId: 'p1', orderId: 'o1', lines: [line], at: now },
      }),
    ).toBe(false);
    expect(
      isAdminStockDecision({
        type: 'StockReleased',
        data: { productId: 'p1', orderId: 'o1', lines: [line], at: now, reason: 'returned to stock' },
      }),
    ).toBe(false);
  });
});
