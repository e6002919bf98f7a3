import { GST_RATE_MESSAGES as M, type GstRateBand } from '@store/contracts';

/** A band as its row of inputs holds it: text as typed; an empty limit is 'No limit'. */
export interface RateBandRow {
  chapter: string;
  validFrom: string;
  upTo: string;
  rate: string;
}

export type RateBandRowErrors = Partial<Record<keyof RateBandRow, string>>;

/** The table's problems: each row's own, or (once every row is right) one of the whole table. */
export type RateTableErrors = { rows: RateBandRowErrors[] } | { table: string } | null;

const MAX_BANDS = 200;
const MAX_LIMIT = 10_000_000;
const CHAPTER = /^\d{2}$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export const bandToRow = (band: GstRateBand): RateBandRow => ({
  chapter: band.chapter,
  validFrom: band.validFrom,
  upTo: band.upTo === null ? '' : String(band.upTo),
  rate: String(band.rate),
});

export const emptyRow = (): RateBandRow => ({ chapter: '', validFrom: '', upTo: '', rate: '' });

export const rowToBand = (row: RateBandRow): GstRateBand => ({
  chapter: row.chapter.trim(),
  validFrom: row.validFrom.trim(),
  upTo: row.upTo.trim() === '' ? null : Number(row.upTo),
  rate: Number(row.rate),
});

function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(+match[1], +match[2] - 1, +match[3]));
  return date.toISOString().slice(0, 10) === text;
}

/** A number typed in a box: blank is not zero. */
const numberIn = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function rowErrors(row: RateBandRow): RateBandRowErrors {
  const errors: RateBandRowErrors = {};
  if (!CHAPTER.test(row.chapter.trim())) errors.chapter = M.chapterInvalid;
  if (!isDay(row.validFrom.trim())) errors.validFrom = M.validFromInvalid;
  const limit = numberIn(row.upTo);
  if (row.upTo.trim() !== '' && !(limit >= 0.01 && limit <= MAX_LIMIT)) errors.upTo = M.upToInvalid;
  const rate = numberIn(row.rate);
  if (!(rate >= 0 && rate <= 40)) errors.rate = M.rateInvalid;
  return errors;
}

/** Each chapter and date: exactly one band without a limit, and no two bands with the same limit. */
function bandsAgree(bands: GstRateBand[]): boolean {
  const groups = new Map<string, (number | null)[]>();
  for (const band of bands) {
    const key = `${band.chapter}|${band.validFrom}`;
    groups.set(key, [...(groups.get(key) ?? []), band.upTo]);
  }
  return [...groups.values()].every(
    (limits) => limits.filter((limit) => limit === null).length === 1 && new Set(limits).size === limits.length,
  );
}

/** The server's rules for a table of bands, with its messages (GST_RATE_MESSAGES). */
export function validateRateTable(rows: RateBandRow[]): RateTableErrors {
  if (rows.length > MAX_BANDS) return { table: M.tooMany };
  const errors = rows.map(rowErrors);
  if (errors.some((row) => Object.keys(row).length > 0)) return { rows: errors };
  return bandsAgree(rows.map(rowToBand)) ? null : { table: M.bandsInvalid };
}
