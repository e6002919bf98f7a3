import { formatStoreDate } from '../../../shared/format-date';

/** India keeps one offset all year (no daylight saving), so India time converts by a constant. */
const INDIA_OFFSET_MS = 330 * 60 * 1000;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A date-time input's value ('2026-11-23T15:30' or with seconds), read as India time, as an ISO timestamp; undefined when not one. */
export function isoFromIndiaTime(value: string): string | undefined {
  const match = LOCAL.exec(value.slice(0, 19));
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second = '00'] = match;
  const wallClock = new Date(Date.UTC(+year, +month - 1, +day, +hour, +minute, +second));
  // Date.UTC rolls 2026-13-45 over into 2027: only a real date and time reads back the same.
  if (
    Number.isNaN(wallClock.getTime()) ||
    wallClock.toISOString().slice(0, 19) !== `${year}-${month}-${day}T${hour}:${minute}:${second}`
  )
    return undefined;
  return new Date(wallClock.getTime() - INDIA_OFFSET_MS).toISOString();
}

/** An ISO timestamp as a date-time input's value in India time, to the second ('2026-11-23T15:30:05'). */
export function indiaTimeFromIso(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : new Date(time + INDIA_OFFSET_MS).toISOString().slice(0, 19);
}

/** An ISO timestamp if the text is one (what the URL may carry), else undefined. */
export function validIso(text: string | null | undefined): string | undefined {
  if (!text || text.length > 40 || !/^\d{4}-\d{2}-\d{2}T/.test(text)) return undefined;
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** A moment a little before `iso` (the state just before the event recorded then). */
export const justBefore = (iso: string) => new Date(Date.parse(iso) - 1).toISOString();
/** A moment a little after `iso`: recorded times are shown to the millisecond, stored finer, so one more millisecond includes the event. */
export const justAfter = (iso: string) => new Date(Date.parse(iso) + 1).toISOString();

/** A moment as the system screens show it: the store's time zone, to the second. */
export const formatMoment = (iso: string) => formatStoreDate(iso, 'moment');
