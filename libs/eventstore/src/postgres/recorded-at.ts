import { types } from 'pg';

const TIMESTAMPTZ_OID = 1184;
const parseTimestamptz = types.getTypeParser(TIMESTAMPTZ_OID, 'text') as (text: string) => Date;

/**
 * An event's recorded_at as the ISO string RecordedEvent carries, cut straight from PostgreSQL's
 * text ('2026-11-27 09:45:01.123456+00': the store's sessions run in UTC). pg's own parser built
 * a Date for every event read (a regular expression and an allocation), which was then turned
 * back into this string: a tenth of the CPU of reading the log. Anything else (another offset, a
 * year past 9999) takes that parser.
 */
export function recordedAtFromText(text: string): string {
  if (
    text.length >= 22 &&
    text.length <= 29 &&
    text.charCodeAt(10) === 32 &&
    text.endsWith('+00') &&
    text.charCodeAt(4) === 45
  ) {
    const fraction = text.length > 22 ? text.slice(20, text.length - 3) : '';
    return `${text.slice(0, 10)}T${text.slice(11, 19)}.${`${fraction}000`.slice(0, 3)}Z`;
  }
  return parseTimestamptz(text).toISOString();
}

/** The event store pool's type parsers: recorded_at (its only timestamptz) as recordedAtFromText. */
export const eventStoreTypes = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === TIMESTAMPTZ_OID && format !== 'binary'
      ? recordedAtFromText
      : types.getTypeParser(oid, format as 'text')) as typeof types.getTypeParser,
};
