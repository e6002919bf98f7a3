import { isCalendarDay } from './calendar-day';

/** A financial year, 1 April to 31 March: '2026-27', and '2627' as document numbers print it. */
export interface FinancialYear {
  label: string;
  short: string;
}

const twoDigits = (year: number) => String(year % 100).padStart(2, '0');

/** The financial year a day (YYYY-MM-DD) falls in: 2026-04-01 to 2027-03-31 is '2026-27'. */
export function financialYearOf(date: string): FinancialYear {
  if (!isCalendarDay(date)) throw new Error(`Not a date (YYYY-MM-DD): ${date}`);
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const firstYear = month >= 4 ? year : year - 1;
  return {
    label: `${firstYear}-${twoDigits(firstYear + 1)}`,
    short: `${twoDigits(firstYear)}${twoDigits(firstYear + 1)}`,
  };
}
