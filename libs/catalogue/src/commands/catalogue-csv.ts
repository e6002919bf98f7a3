import { csvLine } from '@store/contracts';

/** Columns that describe the product, not one of its colours or sizes: one value per product. */
export const PRODUCT_CSV_COLUMNS = [
  'name',
  'description',
  'category',
  'brand',
  'material',
  'hsnCode',
  'price',
  'offerPrice',
  'originalPrice',
] as const;

/** The catalogue CSV (one row per product × colour × size): columns, writing and reading (RFC 4180). */
export const CATALOGUE_CSV_COLUMNS = [
  'productId',
  ...PRODUCT_CSV_COLUMNS,
  'colorName',
  'colorCode',
  'images',
  'size',
  'stock',
] as const;
export type CatalogueCsvRow = Record<(typeof CATALOGUE_CSV_COLUMNS)[number], string>;

/**
 * Columns an import may lack: files exported before `originalPrice` (the price struck through
 * during an offer instead of the price; empty: keep the product's) or `hsnCode` (empty: keep the
 * product's; a product with none is refused) were written still import.
 */
export const OPTIONAL_CSV_COLUMNS: readonly string[] = ['originalPrice', 'hsnCode'];
export const REQUIRED_CSV_COLUMNS = CATALOGUE_CSV_COLUMNS.filter((column) => !OPTIONAL_CSV_COLUMNS.includes(column));

/** The product's own colour in the CSV's colorName column. */
export const ORIGINAL_COLOUR_NAME = 'Original';

/** The shared CSV writer (RFC 4180, a formula-like text defused), as this module's exports and tests use it. */
export { csvLine };

/** Parses CSV text into rows of cells (quoted cells may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((value) => value.trim() !== ''));
}
