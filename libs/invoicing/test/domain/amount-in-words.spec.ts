import { amountInWords } from '../../src/domain';

describe('amount in words (Indian system: Thousand, Lakh, Crore)', () => {
  it.each([
    [139950, 'Indian Rupees One Thousand Three Hundred Ninety-Nine and Fifty Paise Only'],
    [10000000, 'Indian Rupees One Lakh Only'],
    [2500000005, 'Indian Rupees Two Crore Fifty Lakh and Five Paise Only'],
    [0, 'Indian Rupees Zero Only'],
    [
      999999999900,
      'Indian Rupees Nine Hundred Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Only',
    ],
    [1, 'Indian Rupees Zero and One Paisa Only'],
    [11500, 'Indian Rupees One Hundred Fifteen Only'],
    [2000000000000, 'Indian Rupees Two Thousand Crore Only'],
    [200000000000000, 'Indian Rupees Two Lakh Crore Only'],
    [10100, 'Indian Rupees One Hundred One Only'],
    [4000000, 'Indian Rupees Forty Thousand Only'],
  ])('given %i paise, then it reads "%s"', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('refuses fractions of a paisa and negative amounts', () => {
    expect(() => amountInWords(1.5)).toThrow('whole number of paise');
    expect(() => amountInWords(-100)).toThrow('whole number of paise');
  });
});
