import type { Position } from '@store/eventstore';

/** One event as a report sees it: the log's event, with the time the command decided it. */
export interface ReportEvent<TData = unknown> {
  type: string;
  data: TData;
  streamId: string;
  position: Position;
  /** metadata.occurredAt: when the command decided the event (ISO-8601). */
  occurredAt: string;
}

/** What every report gets besides the events: the day range asked for and the clock. */
export interface ReportContext {
  /** Inclusive India days (YYYY-MM-DD), or null for an open end. */
  from: string | null;
  to: string | null;
  /** When the report runs (for "idle for a day" rules); tests pass a fixed one. */
  now: Date;
  /** Whether an India day lies inside --from/--to. */
  inRange(day: string): boolean;
  /** YYYY-MM when from and to are the first and last day of one month (--month), else null. */
  month: string | null;
}

export type ReportCell = string | number | boolean | null;
export type ReportRow = Record<string, ReportCell>;

/**
 * A report: a fold over some event types into rows. `apply` may change `state` in place (the
 * fastest way on millions of events) and returns it. Keep the state small: per order or per
 * product a few numbers, never whole events, so the report runs in flat memory.
 */
export interface Report<TState = unknown> {
  /** The CLI name: `npm run report -- <name>`. */
  name: string;
  description: string;
  /** Only these types are read from the log (the store filters them). */
  eventTypes: readonly string[];
  /** Column order of the rows (csv header, table columns). */
  columns: readonly string[];
  /** Runs over one calendar month only (--month YYYY-MM), as the monthly tax return does. */
  needsMonth?: boolean;
  initial(context: ReportContext): TState;
  apply(state: TState, event: ReportEvent, context: ReportContext): TState;
  rows(state: TState, context: ReportContext): ReportRow[];
}

/** Identity helper that keeps the state type (`defineReport<State>({...})`). */
export const defineReport = <TState>(report: Report<TState>): Report<TState> => report;

/** A day in India time (the store's), YYYY-MM-DD, the same rule as the sales dashboard. */
export const indiaDay = (iso: string) => new Date(new Date(iso).getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);

/** Money is summed in paise (whole numbers) and shown in rupees. */
export const paise = (rupees: number) => Math.round(rupees * 100);
export const rupees = (paiseAmount: number) => paiseAmount / 100;

/** The last day of a month, YYYY-MM-DD. */
export const lastDayOfMonth = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

/** YYYY-MM when the days are the first and last of one month, else null. */
export function wholeMonth(from: string | null, to: string | null): string | null {
  if (!from || !to || !from.endsWith('-01')) return null;
  const month = from.slice(0, 7);
  return lastDayOfMonth(month) === to ? month : null;
}

export function reportContext(options: { from?: string | null; to?: string | null; now?: Date } = {}): ReportContext {
  const from = options.from ?? null;
  const to = options.to ?? null;
  return {
    from,
    to,
    now: options.now ?? new Date(),
    inRange: (day) => (from === null || day >= from) && (to === null || day <= to),
    month: wholeMonth(from, to),
  };
}
