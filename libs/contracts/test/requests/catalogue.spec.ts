import {
  CatalogueImportPartRequest,
  CreateReviewRequest,
  NotifyConfirmRequest,
  ProductListQuery,
  ReviewRequest,
  StockAdjustmentRequest,
  StockTimelineQuery,
} from '../../src/requests';
import { accepted, messageOf, problemsOf } from './check';

describe('catalogue requests', () => {
  it('reads the listing query with its numbers', () =>
    expect(accepted(ProductListQuery, { minPrice: '100', page: '2', sort: 'price-asc', _: '1712' })).toEqual({
      minPrice: 100,
      page: 2,
      sort: 'price-asc',
      _: '1712',
    }));

  it.each([
    [{ minPrice: 'cheap' }, 'Minimum price must be a number'],
    [{ maxPrice: '1e9' }, 'Maximum price is too large'],
    [{ size: 'XXXXL' }, 'Size must be one of XS, S, M, L, XL, XXL, XXXL'],
    [{ sort: 'random' }, 'Sort must be newest, price-asc, price-desc, rating, popularity'],
    [{ limit: '500' }, 'Limit must be a whole number from 1 to 100'],
  ])('refuses the listing query %j: %p', (query, message) => expect(messageOf(ProductListQuery, query)).toBe(message));

  it("refuses a review's rating and length with the spec's messages", () => {
    expect(problemsOf(ReviewRequest, { rating: 5, comment: 'short' })).toEqual([
      { param: 'comment', msg: 'Review must be at least 10 characters long' },
    ]);
    expect(messageOf(ReviewRequest, { rating: 6, comment: 'A fine shirt indeed' })).toBe(
      'Rating must be a whole number from 1 to 5',
    );
    expect(messageOf(ReviewRequest, { comment: 'x'.repeat(501) })).toBe('Review must be at most 500 characters long');
    expect(messageOf(CreateReviewRequest, { comment: 'A fine shirt indeed' })).toBe('Product is required');
  });

  it('checks a stock adjustment', () => {
    expect(problemsOf(StockAdjustmentRequest, { size: 'M', delta: 3 })).toEqual([
      { param: 'reason', msg: 'A reason is required' },
    ]);
    expect(messageOf(StockAdjustmentRequest, { size: 'Q', delta: 3, reason: 'count' })).toBe(
      'Size must be one of XS, S, M, L, XL, XXL, XXXL',
    );
    expect(messageOf(StockAdjustmentRequest, { size: 'M', delta: 100_001, reason: 'count' })).toBe(
      'Adjustment must be between -100000 and 100000',
    );
  });

  it('checks the admin tools’ queries and bodies', () => {
    expect(messageOf(StockTimelineQuery, { size: 'Q' })).toBe('Size must be one of XS, S, M, L, XL, XXL, XXXL');
    expect(messageOf(CatalogueImportPartRequest, { csv: 'a,b', firstRow: '1' })).toBe(
      'firstRow must be a whole number from 2',
    );
    expect(messageOf(NotifyConfirmRequest, { token: 'x'.repeat(201) })).toBe(
      'This confirmation link is not valid. Please ask to be notified again from the product page.',
    );
  });
});
