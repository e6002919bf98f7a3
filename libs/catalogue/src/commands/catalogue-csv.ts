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

const needsQuotes = /[",\r\n]/;
export const csvCell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value);
  // A leading =, +, - or @ would be read as a formula by a spreadsheet: prefix it (OWASP CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return needsQuotes.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
export const csvLine = (cells: unknown[]) => cells.map(csvCell).join(',');

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
