/**
 * Delivery promises by pincode (issue #43): what a pincode is, the limits of the admin's table of
 * prefixes and the texts the API and the web app both show.
 */

/** Six digits, the first 1 to 9 (its region; 9 is the Army Postal Service). */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

export const isPincode = (value: unknown): value is string => typeof value === 'string' && PINCODE_PATTERN.test(value);

/** A prefix of the table: 1 to 6 digits, the first 1 to 9 ('1' is all of region 1, '110' Delhi, '682555' one post office). */
export const PINCODE_PREFIX_PATTERN = /^[1-9]\d{0,5}$/;

export const DELIVERY_LIMITS = {
  maxRules: 2000,
  maxDays: 60,
  maxAreaLength: 100,
} as const;

export const DELIVERY_MESSAGES = {
  pincodeInvalid: 'Please enter a valid 6-digit pincode',
  notServiceable: (pincode: string) => `We do not deliver to pincode ${pincode} yet`,
  rulesInvalid: 'Rules must be a list of pincode prefixes',
  tooManyRules: `At most ${DELIVERY_LIMITS.maxRules.toLocaleString('en-IN')} pincode rules`,
  prefixInvalid: 'Each prefix must be 1 to 6 digits, the first 1 to 9',
  prefixRepeated: (prefix: string) => `Prefix ${prefix} is listed twice`,
  daysInvalid: `Delivery days must be whole numbers from 0 to ${DELIVERY_LIMITS.maxDays}`,
  daysOrder: 'Minimum days cannot be more than maximum days',
  daysMissing: 'A serviceable prefix needs its minimum and maximum days',
  areaTooLong: `Area names must be at most ${DELIVERY_LIMITS.maxAreaLength} characters`,
  serviceableInvalid: 'Serviceable must be yes or no',
  saved: 'Delivery areas saved',
  csvMustBeText: 'csv must be the CSV text',
  csvHeader: 'The first row must be: prefix,area,serviceable,minDays,maxDays',
  csvEmpty: 'The file has no rules',
  csvRefused: 'The file has problems; nothing was changed',
  csvChecked: (rows: number) => `${rows} rules checked; nothing was changed yet`,
  csvImported: (rows: number) => `${rows} rules imported`,
} as const;

/** The CSV's columns, in order (export and import). */
export const PINCODE_RULES_CSV_HEADER = ['prefix', 'area', 'serviceable', 'minDays', 'maxDays'] as const;

const SHORT_DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** '2026-12-02' as 'Wed 2 Dec' (a calendar day: no time zone moves it). */
export const shortDeliveryDay = (day: string): string =>
  SHORT_DAY.format(new Date(`${day}T00:00:00Z`)).replace(',', '');

/** 'Delivery by Tue 2 Dec – Thu 4 Dec' (or 'Delivery by Tue 2 Dec' when both days are one). */
export function deliveryRangeText(from: string, to: string): string {
  return from === to
    ? `Delivery by ${shortDeliveryDay(from)}`
    : `Delivery by ${shortDeliveryDay(from)} – ${shortDeliveryDay(to)}`;
}
