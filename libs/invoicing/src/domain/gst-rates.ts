import { GST_RATE_MESSAGES, type GstRateBand } from '@store/contracts';
import { UnprocessableError } from '@store/platform/domain';
import { isCalendarDay } from './calendar-day';

/**
 * The apparel bands the store starts from (india-commerce.md): 5%/12% around ₹1,000 a piece from
 * 1 July 2017, 5%/18% around ₹2,500 from 22 September 2025 (Notification 9/2025-CT (Rate)).
 */
export const DEFAULT_GST_RATE_BANDS: GstRateBand[] = ['61', '62'].flatMap((chapter) => [
  { chapter, validFrom: '2017-07-01', upTo: 1000, rate: 5 },
  { chapter, validFrom: '2017-07-01', upTo: null, rate: 12 },
  { chapter, validFrom: '2025-09-22', upTo: 2500, rate: 5 },
  { chapter, validFrom: '2025-09-22', upTo: null, rate: 18 },
]);

export const MAX_GST_RATE_BANDS = 200;
const MAX_RATE_PERCENT = 40;
const CHAPTER = /^\d{2}$/;

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Why a table of rate bands cannot be saved (GST_RATE_MESSAGES), or null when it can. */
export function rateBandProblem(bands: readonly GstRateBand[]): string | null {
  if (bands.length > MAX_GST_RATE_BANDS) return GST_RATE_MESSAGES.tooMany;
  for (const band of bands) {
    if (typeof band.chapter !== 'string' || !CHAPTER.test(band.chapter)) return GST_RATE_MESSAGES.chapterInvalid;
    if (!isCalendarDay(band.validFrom)) return GST_RATE_MESSAGES.validFromInvalid;
    if (!isFiniteNumber(band.rate) || band.rate < 0 || band.rate > MAX_RATE_PERCENT)
      return GST_RATE_MESSAGES.rateInvalid;
    if (band.upTo !== null && (!isFiniteNumber(band.upTo) || band.upTo <= 0)) return GST_RATE_MESSAGES.upToInvalid;
  }
  const limitsByStart = new Map<string, (number | null)[]>();
  for (const band of bands) {
    const key = `${band.chapter} ${band.validFrom}`;
    limitsByStart.set(key, [...(limitsByStart.get(key) ?? []), band.upTo]);
  }
  for (const limits of limitsByStart.values()) {
    const unlimited = limits.filter((limit) => limit === null).length;
    if (unlimited !== 1 || new Set(limits).size !== limits.length) return GST_RATE_MESSAGES.bandsInvalid;
  }
  return null;
}

/** Rates and limits as whole numbers (basis points, paise), so the band test is exact. */
const basisPoints = (ratePercent: number) => Math.round(ratePercent * 100);
const paiseOf = (rupees: number) => Math.round(rupees * 100);

/**
 * The GST rate (percent) of a piece of `hsn` supplied on `supplyDate` (YYYY-MM-DD): the bands of
 * the HSN's chapter with the latest `validFrom` on or before that day. Prices include GST, so a
 * band holds the piece when the price taken out of tax at the band's own rate is within its limit
 * (₹2,625 at 5% is ₹2,500: the 5% band; ₹2,625.01 is over it); a piece over every limited band
 * takes the band without a limit.
 *
 * `pricePaiseAfterDiscount` is the price of `quantity` pieces together (one by default), so a
 * discount spread over several pieces is compared exactly, without fractions of a paisa.
 */
export function rateFor(
  bands: readonly GstRateBand[],
  hsn: string,
  supplyDate: string,
  pricePaiseAfterDiscount: number,
  quantity = 1,
): number {
  const chapter = hsn.slice(0, 2);
  const chapterBands = bands.filter((band) => band.chapter === chapter && band.validFrom <= supplyDate);
  const inForce = chapterBands.reduce((latest, band) => (band.validFrom > latest ? band.validFrom : latest), '');
  const candidates = chapterBands.filter((band) => band.validFrom === inForce);
  const limited = candidates
    .filter((band): band is GstRateBand & { upTo: number } => band.upTo !== null)
    .sort((a, b) => a.upTo - b.upTo);
  // taxable = price / (1 + rate/100) <= limit, multiplied out: price * 10000 <= limit * quantity * (10000 + basis points)
  const holds = (band: GstRateBand & { upTo: number }) =>
    pricePaiseAfterDiscount * 10_000 <= paiseOf(band.upTo) * quantity * (10_000 + basisPoints(band.rate));
  const band = limited.find(holds) ?? candidates.find((candidate) => candidate.upTo === null);
  if (!band)
    throw new UnprocessableError(
      `No GST rate applies to HSN ${hsn} on ${supplyDate}: add a rate band for chapter ${chapter}`,
    );
  return band.rate;
}
