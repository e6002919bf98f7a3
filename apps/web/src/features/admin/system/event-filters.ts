import type { EventsQuery } from '@store/contracts/requests';
import { EVENT_FILTER_MAX, EVENTS_PAGE_SIZE } from './constants';
import { validIso } from './india-time';

/** The event browser's filters and cursor as the URL keeps them. */
export type EventFilters = Pick<EventsQuery, 'stream' | 'type' | 'actor' | 'correlationId' | 'from' | 'to' | 'before'>;

const TEXT_FILTERS = ['stream', 'type', 'actor', 'correlationId'] as const;
const CURSOR = /^\d{1,20}\/\d{1,20}$/;

/** The filters from the URL: texts trimmed and capped as the contract caps them, times only when ISO, the cursor only when one. */
export function eventFiltersFromUrl(params: URLSearchParams): EventFilters {
  const filters: EventFilters = {};
  for (const key of TEXT_FILTERS) {
    const value = params.get(key)?.slice(0, EVENT_FILTER_MAX[key]).trim();
    if (value) filters[key] = value;
  }
  const from = validIso(params.get('from'));
  const to = validIso(params.get('to'));
  const before = params.get('before')?.slice(0, 60);
  if (from) filters.from = from;
  if (to) filters.to = to;
  if (before && CURSOR.test(before)) filters.before = before;
  return filters;
}

/** The URL's query for the filters: only what is set. */
export function eventFiltersToUrl(filters: EventFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of [...TEXT_FILTERS, 'from', 'to', 'before'] as const) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  return params;
}

/** The API's query: the filters and the page size. */
export const eventsQuery = (filters: EventFilters): EventsQuery => ({ ...filters, limit: EVENTS_PAGE_SIZE });

export const hasFilters = (filters: EventFilters) =>
  TEXT_FILTERS.some((key) => filters[key]) || Boolean(filters.from || filters.to);
