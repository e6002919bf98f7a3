import { csvLine, parseCsv } from '@store/contracts';

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

/** The shared CSV writer (RFC 4180, a formula-like text defused) and reader, as this module's exports and tests use them. */
export { csvLine, parseCsv };
