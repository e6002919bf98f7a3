const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real day of the calendar written YYYY-MM-DD (not '2026-02-30'). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !CALENDAR_DAY.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}
