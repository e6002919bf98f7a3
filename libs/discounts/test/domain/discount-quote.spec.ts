import { ValidationError } from '@store/platform/domain';
import { quoteDiscount, spread, type QuoteLine } from '../../src/domain/discount-quote';
import type { DiscountRules } from '../../src/domain/discount-events';

const rules = (overrides: Partial<DiscountRules> = {}): DiscountRules => ({
  code: 'SAVE',
  type: 'percent',
  value: 10,
  minSubtotal: null,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  firstOrderOnly: false,
  productIds: [],
  category: null,
  isActive: true,
  ...overrides,
});
const line = (productId: string, price: number, quantity = 1, category = 'topwear'): QuoteLine => ({
  productId,
  category,
  price,
  quantity,
});

describe('what a code takes off each line', () => {
  it('takes a percentage of every line, rounded to the paisa', () => {
    expect(quoteDiscount(rules({ value: 15 }), [line('a', 499, 3), line('b', 1299)], 'code')).toEqual({
      lineDiscounts: [224.55, 194.85],
      total: 419.4,
    });
  });

  it('takes 100% off as the whole line', () => {
    expect(quoteDiscount(rules({ value: 100 }), [line('a', 499)], 'code').total).toBe(499);
  });

  it('spreads fixed rupees over the lines by their value, adding up to the paisa', () => {
    const quote = quoteDiscount(
      rules({ type: 'fixed', value: 100 }),
      [line('a', 499), line('b', 999), line('c', 333)],
      'code',
    );
    expect(quote.total).toBe(100);
    expect(quote.lineDiscounts).toEqual([27.25, 54.56, 18.19]);
    expect(Math.round(quote.lineDiscounts.reduce((sum, value) => sum + value, 0) * 100)).toBe(10000);
  });

  it('takes at most the covered lines’ value off (a ₹500 code on a ₹299 cap is ₹299)', () => {
    expect(quoteDiscount(rules({ type: 'fixed', value: 500 }), [line('a', 299)], 'code')).toEqual({
      lineDiscounts: [299],
      total: 299,
    });
  });

  it('compares the minimum with the whole cart before the discount, and names what is missing', () => {
    expect(() => quoteDiscount(rules({ minSubtotal: 999 }), [line('a', 499)], 'code')).toThrow(
      new ValidationError('Add ₹500.00 more to use this code', 'code'),
    );
  });
});

describe('spread', () => {
  it('gives the paise left by rounding to the largest remainders', () => {
    expect(spread(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spread(5, [0, 10, 0])).toEqual([0, 5, 0]);
  });
});
