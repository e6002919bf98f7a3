import {
  emptyDiscountForm,
  formToDiscount,
  indiaInputToIso,
  isoToIndiaInput,
  usesText,
  validateDiscountForm,
  type DiscountFormValues,
} from './discount-form-rules';

const form = (overrides: Partial<DiscountFormValues> = {}): DiscountFormValues => ({
  ...emptyDiscountForm(),
  code: 'diwali20',
  value: '20',
  ...overrides,
});

describe('the discount form (issue #44)', () => {
  it('accepts a plain percentage code and sends "none" as null', () => {
    expect(validateDiscountForm(form())).toEqual({});
    expect(formToDiscount(form())).toEqual({
      code: 'diwali20',
      type: 'percent',
      value: 20,
      minSubtotal: null,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      perCustomerLimit: null,
      firstOrderOnly: false,
      productIds: [],
      category: null,
      isActive: true,
    });
  });

  it.each([
    [{ code: 'ab' }, 'code', 'Code must be 3 to 32 letters, digits, - or _'],
    [{ code: 'two words' }, 'code', 'Code must be 3 to 32 letters, digits, - or _'],
    [{ value: '' }, 'value', 'Value must be a number greater than 0'],
    [{ value: '0' }, 'value', 'Value must be a number greater than 0'],
    [{ value: '120' }, 'value', 'A percentage must be at most 100'],
    [{ type: 'fixed' as const, value: '200000' }, 'value', 'A fixed discount must be at most ₹1,00,000.00'],
    [{ usageLimit: '0' }, 'usageLimit', 'Total uses must be a whole number from 1'],
    [{ perCustomerLimit: '1.5' }, 'perCustomerLimit', 'Uses per customer must be a whole number from 1'],
    [{ startsAt: '2026-12-10T00:00', endsAt: '2026-12-01T00:00' }, 'endsAt', 'The end must be after the start'],
    [{ productIds: 'tee-1' }, 'productIds', 'Products must be a list of at most 100 product ids'],
  ])('refuses %j on %s with the server’s message', (overrides, field, message) => {
    expect(validateDiscountForm(form(overrides))[field as keyof DiscountFormValues]).toBe(message);
  });

  it('reads dates as India time and shows them back the same', () => {
    expect(indiaInputToIso('2026-12-01T09:00')).toBe('2026-12-01T03:30:00.000Z');
    expect(isoToIndiaInput('2026-12-01T03:30:00.000Z')).toBe('2026-12-01T09:00');
  });

  it('says how many times a code was used, against its cap, and what waits for payment', () => {
    expect(usesText({ uses: 3, usageLimit: 100, reserved: 0 })).toBe('3 / 100 used');
    expect(usesText({ uses: 1, usageLimit: null, reserved: 2 })).toBe('1 used (2 waiting for payment)');
  });
});
