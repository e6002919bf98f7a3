import { EMAIL_PATTERN, INDIAN_MOBILE, SIZES } from '../src';

describe('shared constants', () => {
  it('accepts 10-digit Indian mobile numbers starting 6 to 9 only', () => {
    expect(INDIAN_MOBILE.test('9876543210')).toBe(true);
    expect(INDIAN_MOBILE.test('6000000000')).toBe(true);
    expect(INDIAN_MOBILE.test('5876543210')).toBe(false);
    expect(INDIAN_MOBILE.test('987654321')).toBe(false);
    expect(INDIAN_MOBILE.test('98765432100')).toBe(false);
  });

  it('checks e-mail addresses with the standard pattern', () => {
    expect(EMAIL_PATTERN.test('asha@example.in')).toBe(true);
    expect(EMAIL_PATTERN.test('asha@example')).toBe(false);
    expect(EMAIL_PATTERN.test('asha example@x.in')).toBe(false);
  });

  it('lists the sizes XS to XXXL in order', () => {
    expect(SIZES).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL']);
  });
});
