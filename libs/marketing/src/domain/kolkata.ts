/** India Standard Time: UTC+05:30 all year (no daylight saving), the store's calendar. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The calendar day (YYYY-MM-DD) an instant or date falls on in Asia/Kolkata. A bare date
 * ('2026-11-22', what a date input sends) is that day; a timestamp is converted to IST first.
 */
export function kolkataDay(value: string | Date): string {
  if (typeof value === 'string' && DATE_ONLY.test(value)) return value;
  const ms = typeof value === 'string' ? Date.parse(value) : value.getTime();
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** A date-only string or a full ISO timestamp that parses. */
export function isDateLike(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  if (DATE_ONLY.test(value)) return !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
  return !Number.isNaN(Date.parse(value));
}
