/** The store's time zone unless STORE_TIME_ZONE says otherwise: every date is shown in India time. */
export const DEFAULT_STORE_TIME_ZONE = 'Asia/Kolkata';

/**
 * How a moment is written:
 * - day: '5 Mar 2026' (order lists, admin tables);
 * - longDay: '5 March 2026' (reviews);
 * - dayTime: '5 Mar 2026, 01:30 am' (timelines, e-mails);
 * - moment: '5 Mar 2026, 01:30:05 am' (the system screens, to the second).
 */
export type DateStyle = 'day' | 'longDay' | 'dayTime' | 'moment';

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  day: { day: 'numeric', month: 'short', year: 'numeric' },
  longDay: { day: 'numeric', month: 'long', year: 'numeric' },
  dayTime: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  moment: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' },
};

// Building a DateTimeFormat is the costly part: one per style and zone.
const formats = new Map<string, Intl.DateTimeFormat>();
function formatFor(style: DateStyle, timeZone: string): Intl.DateTimeFormat {
  const key = `${style}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-IN', { ...STYLES[style], timeZone });
    formats.set(key, format);
  }
  return format;
}

/** Whether `zone` is an IANA time zone this runtime knows ('Asia/Kolkata', 'UTC'). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-IN', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The one date formatter of screens and e-mails: a moment (ISO text, Date or epoch ms) as a
 * person reads it in the store's time zone, never the reader's device zone, so a shopper in
 * Dubai and the admin in Pune see the same day. '' for a missing or invalid moment.
 */
export function formatDate(
  at: string | number | Date | null | undefined,
  style: DateStyle = 'day',
  timeZone: string = DEFAULT_STORE_TIME_ZONE,
): string {
  if (at === null || at === undefined || at === '') return '';
  const moment = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(moment.getTime())) return '';
  return formatFor(style, timeZone).format(moment);
}

const calendarDayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) a moment falls on in `timeZone`: an invoice's date, a report's month. */
export function calendarDay(at: string | number | Date, timeZone: string = DEFAULT_STORE_TIME_ZONE): string {
  let format = calendarDayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    calendarDayFormats.set(timeZone, format);
  }
  return format.format(at instanceof Date ? at : new Date(at));
}
