import { documentNumber, financialYearOf } from '../../src/domain';

describe('financial year (1 April to 31 March)', () => {
  it.each([
    ['2026-04-01', '2026-27', '2627'],
    ['2027-03-31', '2026-27', '2627'],
    ['2026-03-31', '2025-26', '2526'],
    ['2025-09-22', '2025-26', '2526'],
    ['2099-12-31', '2099-00', '9900'],
    ['2000-01-15', '1999-00', '9900'],
  ])('given the day %s, then the financial year is %s (%s in numbers)', (date, label, short) => {
    expect(financialYearOf(date)).toEqual({ label, short });
  });

  it('refuses what is not a day of the calendar', () => {
    expect(() => financialYearOf('2026-02-30')).toThrow('Not a date (YYYY-MM-DD): 2026-02-30');
    expect(() => financialYearOf('2026-04-01T10:00:00Z')).toThrow('Not a date');
  });
});

describe('document number (Rule 46: at most 16 characters, letters, digits, - and /)', () => {
  it('given a series, a financial year and a sequence, then the number pads the sequence to 6 digits', () => {
    expect(documentNumber('INV', '2627', 1)).toBe('INV/2627/000001');
    expect(documentNumber('CN', '2627', 999999)).toBe('CN/2627/999999');
    expect(documentNumber('INVC', '2627', 42)).toHaveLength(16);
  });

  it.each([0, -1, 1_000_000, 1.5, Number.NaN])('refuses the sequence number %s', (n) => {
    expect(() => documentNumber('INV', '2627', n)).toThrow('whole number from 1 to 999999');
  });

  it('refuses a number longer than 16 characters', () => {
    expect(() => documentNumber('INVOI', '2627', 1)).toThrow(
      'Document number INVOI/2627/000001 is longer than 16 characters',
    );
  });

  it('refuses characters other than capital letters, digits, / and -', () => {
    expect(() => documentNumber('inv', '2627', 1)).toThrow("may only hold capital letters, digits, '/' and '-'");
    expect(() => documentNumber('I V', '2627', 1)).toThrow('may only hold');
  });
});
