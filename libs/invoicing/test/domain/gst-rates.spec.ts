import { GST_RATE_MESSAGES, type GstRateBand } from '@store/contracts';
import { UnprocessableError } from '@store/platform/domain';
import { DEFAULT_GST_RATE_BANDS, rateBandProblem, rateFor } from '../../src/domain';

const AFTER_REFORM = '2025-09-22';
const BEFORE_REFORM = '2025-09-21';
const rupees = (amount: number) => Math.round(amount * 100);

describe('GST rate of a piece of apparel (price includes GST, band tested on the taxable value per piece)', () => {
  it('given the default bands, when a piece is exactly ₹2,500 taxable (₹2,625 at 5%), then it is 5%', () => {
    expect(rateFor(DEFAULT_GST_RATE_BANDS, '6109', AFTER_REFORM, rupees(2625))).toBe(5);
  });

  it('given the default bands, when a piece is ₹2,625.01, then its taxable value passes ₹2,500 and it is 18%', () => {
    expect(rateFor(DEFAULT_GST_RATE_BANDS, '6109', AFTER_REFORM, rupees(2625.01))).toBe(18);
  });

  it('given a discount, when a ₹2,800 piece has ₹200 off, then the price after discount puts it at 5%', () => {
    expect(rateFor(DEFAULT_GST_RATE_BANDS, '610910', AFTER_REFORM, rupees(2800))).toBe(18);
    expect(rateFor(DEFAULT_GST_RATE_BANDS, '610910', AFTER_REFORM, rupees(2800 - 200))).toBe(5);
  });

  it('given a line of pieces, when its discount is spread over them, then the band is tested per piece exactly', () => {
    // 3 pieces at ₹2,700 with ₹224.99 off: ₹2,625.0033 a piece, just over the 5% band
    expect(rateFor(DEFAULT_GST_RATE_BANDS, '6109', AFTER_REFORM, rupees(3 * 2700 - 224.99), 3)).toBe(18);
    expect(rateFor(DEFAULT_GST_RATE_BANDS, '6109', AFTER_REFORM, rupees(3 * 2700 - 225), 3)).toBe(5);
  });

  it('given a day before 22 September 2025, then the 2017 bands apply: 5% up to ₹1,000, 12% above', () => {
    expect(rateFor(DEFAULT_GST_RATE_BANDS, '6109', BEFORE_REFORM, rupees(1050))).toBe(5);
    expect(rateFor(DEFAULT_GST_RATE_BANDS, '6109', BEFORE_REFORM, rupees(1050.01))).toBe(12);
    expect(rateFor(DEFAULT_GST_RATE_BANDS, '6109', BEFORE_REFORM, rupees(2000))).toBe(12);
  });

  it('given the same ₹2,000 piece, then it is 12% the day before the reform and 5% on 22 September 2025', () => {
    expect(rateFor(DEFAULT_GST_RATE_BANDS, '6203', BEFORE_REFORM, rupees(2000))).toBe(12);
    expect(rateFor(DEFAULT_GST_RATE_BANDS, '6203', AFTER_REFORM, rupees(2000))).toBe(5);
  });

  it('given woven clothing (chapter 62), then its own bands apply the same way', () => {
    expect(rateFor(DEFAULT_GST_RATE_BANDS, '6205', AFTER_REFORM, rupees(2625))).toBe(5);
    expect(rateFor(DEFAULT_GST_RATE_BANDS, '6205', AFTER_REFORM, rupees(3000))).toBe(18);
  });

  it('given a chapter without bands, then it names the HSN it cannot rate', () => {
    expect(() => rateFor(DEFAULT_GST_RATE_BANDS, '4202', AFTER_REFORM, rupees(500))).toThrow(UnprocessableError);
    expect(() => rateFor(DEFAULT_GST_RATE_BANDS, '4202', AFTER_REFORM, rupees(500))).toThrow(
      'No GST rate applies to HSN 4202 on 2025-09-22: add a rate band for chapter 42',
    );
  });

  it('given a day before the first band, then no rate applies', () => {
    expect(() => rateFor(DEFAULT_GST_RATE_BANDS, '6109', '2017-06-30', rupees(500))).toThrow('HSN 6109 on 2017-06-30');
  });

  it('given three bands for a chapter, then the first limit in ascending order that holds the piece wins', () => {
    const bands: GstRateBand[] = [
      { chapter: '64', validFrom: '2026-01-01', upTo: null, rate: 28 },
      { chapter: '64', validFrom: '2026-01-01', upTo: 5000, rate: 18 },
      { chapter: '64', validFrom: '2026-01-01', upTo: 1000, rate: 5 },
    ];
    expect(rateFor(bands, '6403', '2026-06-01', rupees(1050))).toBe(5);
    expect(rateFor(bands, '6403', '2026-06-01', rupees(5900))).toBe(18);
    expect(rateFor(bands, '6403', '2026-06-01', rupees(5900.01))).toBe(28);
  });
});

describe('a table of rate bands an admin saves', () => {
  const band = (change: Partial<GstRateBand> = {}): GstRateBand => ({
    chapter: '61',
    validFrom: '2026-04-01',
    upTo: null,
    rate: 5,
    ...change,
  });

  it('accepts the default bands', () => {
    expect(rateBandProblem(DEFAULT_GST_RATE_BANDS)).toBeNull();
  });

  it('seeds 5%/12% from 2017-07-01 and 5%/18% from 2025-09-22 for chapters 61 and 62', () => {
    expect(DEFAULT_GST_RATE_BANDS).toEqual(
      ['61', '62'].flatMap((chapter) => [
        { chapter, validFrom: '2017-07-01', upTo: 1000, rate: 5 },
        { chapter, validFrom: '2017-07-01', upTo: null, rate: 12 },
        { chapter, validFrom: '2025-09-22', upTo: 2500, rate: 5 },
        { chapter, validFrom: '2025-09-22', upTo: null, rate: 18 },
      ]),
    );
  });

  it.each<[string, GstRateBand, string]>([
    ['a chapter of 1 digit', band({ chapter: '6' }), GST_RATE_MESSAGES.chapterInvalid],
    ['a chapter of letters', band({ chapter: 'AB' }), GST_RATE_MESSAGES.chapterInvalid],
    ['a day that does not exist', band({ validFrom: '2026-02-30' }), GST_RATE_MESSAGES.validFromInvalid],
    ['a day in another format', band({ validFrom: '01/04/2026' }), GST_RATE_MESSAGES.validFromInvalid],
    ['a rate below 0', band({ rate: -1 }), GST_RATE_MESSAGES.rateInvalid],
    ['a rate above 40', band({ rate: 40.5 }), GST_RATE_MESSAGES.rateInvalid],
    ['a limit of 0', band({ upTo: 0 }), GST_RATE_MESSAGES.upToInvalid],
    ['a negative limit', band({ upTo: -100 }), GST_RATE_MESSAGES.upToInvalid],
  ])('refuses %s', (_, faulty, message) => {
    expect(rateBandProblem([faulty])).toBe(message);
  });

  it('accepts rates of 0 and 40 percent', () => {
    expect(rateBandProblem([band({ rate: 0 })])).toBeNull();
    expect(rateBandProblem([band({ chapter: '62', rate: 40 })])).toBeNull();
  });

  it('refuses a chapter and date without a band without limit', () => {
    expect(rateBandProblem([band({ upTo: 1000 })])).toBe(GST_RATE_MESSAGES.bandsInvalid);
  });

  it('refuses a chapter and date with two bands without limit', () => {
    expect(rateBandProblem([band(), band({ rate: 12 })])).toBe(GST_RATE_MESSAGES.bandsInvalid);
  });

  it('refuses two bands of one chapter and date with the same limit', () => {
    expect(rateBandProblem([band({ upTo: 1000 }), band({ upTo: 1000, rate: 12 }), band({ rate: 18 })])).toBe(
      GST_RATE_MESSAGES.bandsInvalid,
    );
  });

  it('judges each chapter and date on its own', () => {
    expect(rateBandProblem([band(), band({ validFrom: '2027-04-01' }), band({ chapter: '62' })])).toBeNull();
  });

  it('takes at most 200 bands', () => {
    const bands = Array.from({ length: 201 }, (_, i) =>
      band({ chapter: String(i % 100).padStart(2, '0'), validFrom: `${2000 + Math.floor(i / 100)}-01-01` }),
    );
    expect(rateBandProblem(bands.slice(0, 200))).toBeNull();
    expect(rateBandProblem(bands)).toBe(GST_RATE_MESSAGES.tooMany);
  });
});
