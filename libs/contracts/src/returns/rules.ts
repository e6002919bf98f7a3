/**
 * Returns and size exchanges (issue #43): the reasons, states and limits the API and the web app
 * share, and the one rule for the return window (counted in store days, see `returnWindow`).
 */
import { DEFAULT_STORE_TIME_ZONE, calendarDay } from '../format/dates';
import { shortOrderId } from '../format/order-id';

/** The policy's reasons (india-commerce.md): 'size_exchange' only while the admin enables exchanges. */
export const RETURN_REASONS = ['damaged', 'defective', 'size_exchange'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  damaged: 'Damaged',
  defective: 'Defective',
  size_exchange: 'Size exchange',
};

/** Reasons that need at least one photo. */
export const RETURN_REASONS_NEEDING_PHOTOS: readonly ReturnReason[] = ['damaged', 'defective'];

/**
 * requested → approved | rejected; approved → received | cancelled (never arrived);
 * received → refunded (damaged, defective) | exchanged (size exchange: the replacement shipped).
 */
export const RETURN_STATES = [
  'requested',
  'approved',
  'rejected',
  'received',
  'refunded',
  'exchanged',
  'cancelled',
] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

export const RETURN_STATE_LABELS: Record<ReturnState, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  received: 'Received',
  refunded: 'Refunded',
  exchanged: 'Exchanged',
  cancelled: 'Cancelled',
};

/** States after which nothing more happens to a return. */
export const RETURN_FINAL_STATES: readonly ReturnState[] = ['rejected', 'refunded', 'exchanged', 'cancelled'];

/** What the admin found when a returned unit came back: good units go back to stock. */
export const RETURN_CONDITIONS = ['good', 'damaged'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];

export const RETURN_LIMITS = {
  maxPhotos: 5,
  commentMax: 1000,
  rejectReasonMax: 500,
  photoUrlMax: 500,
  maxLines: 100,
  /** The shopper's photo upload (POST /api/orders/:id/returns/photos). */
  photoMaxBytes: 5 * 1024 * 1024,
  maxWindowDays: 60,
  maxPickupExpiryDays: 90,
  searchMax: 100,
} as const;

/** The store's policy until the admin saves settings (RETURN_WINDOW_DAYS overrides the window). */
export const DEFAULT_RETURN_SETTINGS = {
  windowDays: 3,
  exchangesEnabled: false,
  /** An approved return that has not arrived this many days after approval is cancelled (exchange stock released). */
  pickupExpiryDays: 14,
} as const;

export interface ReturnSettingsValues {
  windowDays: number;
  exchangesEnabled: boolean;
  pickupExpiryDays: number;
}

/** The stream of an order's returns (every return request of one order: one aggregate). */
export const orderReturnsStream = (orderId: string) => `order-returns-${orderId}`;

/** A return's id: the order's id and the return's number within the order ('<uuid>-1'). */
export const returnIdOf = (orderId: string, sequence: number) => `${orderId}-${sequence}`;

const RETURN_ID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-([1-9]\d{0,3})$/i;

/** The order id and sequence of a return id, or null when it is not one. */
export function parseReturnId(returnId: string): { orderId: string; sequence: number } | null {
  if (returnId.length > 60) return null;
  const match = RETURN_ID.exec(returnId);
  return match ? { orderId: match[1].toLowerCase(), sequence: Number(match[2]) } : null;
}

/** How a person reads a return's number: 'R-06E1B0-1' (the order's short number and the sequence). */
export const returnNumber = (orderId: string, sequence: number) => `R-${shortOrderId(orderId)}-${sequence}`;

/** The stock reservation holding an exchange's replacement units from approval to shipping. */
export const exchangeReservationId = (returnId: string) => `exchange-${returnId}`;

/** The stock reservation key is an exchange's (never an order id). */
export const isExchangeReservationId = (id: string) => id.startsWith('exchange-');

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();
function wallClock(at: number, timeZone: string): number {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClockFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  return Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
}

/** The moment a calendar day (YYYY-MM-DD) starts in `timeZone`. */
export function startOfDayIn(day: string, timeZone: string = DEFAULT_STORE_TIME_ZONE): Date {
  const [year, month, date] = day.split('-').map(Number);
  const guess = Date.UTC(year, month - 1, date);
  let start = guess - (wallClock(guess, timeZone) - guess);
  start = guess - (wallClock(start, timeZone) - start);
  return new Date(start);
}

const addDays = (day: string, days: number) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
};

export interface ReturnWindow {
  /** The store day the delivery was marked (day 0). */
  deliveredDay: string;
  /** The last store day a request is accepted (day 0 + windowDays). */
  lastDay: string;
  /** The first moment a request is refused: the start of the day after the last day, in the store's zone. */
  closesAt: string;
}

/**
 * The return window: the day of delivery is day 0 in the store's time zone, whatever its hour, and
 * requests are accepted through the whole of day `windowDays`. Delivered at 23:59 on day 0 with a
 * 3-day window: a request on day 3 (any hour) is accepted, one on day 4 refused.
 */
export function returnWindow(
  deliveredAt: string | Date,
  windowDays: number,
  timeZone: string = DEFAULT_STORE_TIME_ZONE,
): ReturnWindow {
  const deliveredDay = calendarDay(deliveredAt, timeZone);
  const lastDay = addDays(deliveredDay, windowDays);
  return { deliveredDay, lastDay, closesAt: startOfDayIn(addDays(lastDay, 1), timeZone).toISOString() };
}

/** Whether a request at `at` falls in the window. */
export const isWithinReturnWindow = (window: ReturnWindow, at: string | Date) =>
  new Date(at).getTime() < new Date(window.closesAt).getTime();

/** The reasons offered to the shopper. */
export const returnReasonsOffered = (exchangesEnabled: boolean): ReturnReason[] =>
  RETURN_REASONS.filter((reason) => reason !== 'size_exchange' || exchangesEnabled);
