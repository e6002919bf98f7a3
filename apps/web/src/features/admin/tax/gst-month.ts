import { TAX_MONTH_PATTERN } from '@store/contracts';
import { storeTimeZone } from '../../../shared/format-date';

/** The month before the one `now` falls in, in the store's time zone: the month a return is filed for. */
export function previousMonth(now: Date = new Date(), timeZone: string = storeTimeZone()): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' })
    .format(now)
    .split('-')
    .map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** The URL's month when it is one (YYYY-MM), else the previous month. */
export const monthOrDefault = (text: string | null, now?: Date): string =>
  text && TAX_MONTH_PATTERN.test(text) ? text : previousMonth(now);

/** '2026-11' -> 'November 2026'. */
export const monthName = (month: string): string =>
  new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
