import { DEFAULT_STORE_TIME_ZONE, formatDate, isTimeZone, type DateStyle } from '@store/contracts';

/** The meta tag the server writes into index.html from STORE_TIME_ZONE (apps/api/src/app/web-app.ts). */
const TIME_ZONE_META = 'meta[name="threadfit:time-zone"]';

let renderingTimeZone: string | null = null;

/** On the server, where there is no page to read it from: the time zone a render shows dates in. */
export function setStoreTimeZone(zone: string): void {
  renderingTimeZone = zone;
}

/** The store's time zone as the server set it, India's when the page carries none (the Vite dev server, tests). */
export function storeTimeZone(): string {
  const zone =
    renderingTimeZone ??
    (typeof document === 'undefined' ? null : document.querySelector<HTMLMetaElement>(TIME_ZONE_META)?.content);
  return zone && isTimeZone(zone) ? zone : DEFAULT_STORE_TIME_ZONE;
}

/**
 * A moment as every screen shows it: the contracts' date formatter (the one the e-mails use) in
 * the store's time zone, so My Orders shows the day the admin and the e-mail show, not the
 * device's day. '' for a missing or invalid moment.
 */
export const formatStoreDate = (at: string | number | Date | null | undefined, style: DateStyle = 'day'): string =>
  formatDate(at, style, storeTimeZone());
