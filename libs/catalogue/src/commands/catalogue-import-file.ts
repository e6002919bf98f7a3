import type { CatalogueImportRowError } from '@store/contracts';
import { SIZES } from '@store/contracts';
import { ValidationError } from '@store/platform';
import { isValidStockLevel } from '../domain/inventory';
import { CATALOGUE_MESSAGES as M } from '../domain/messages';
import {
  CATALOGUE_CSV_COLUMNS,
  ORIGINAL_COLOUR_NAME,
  PRODUCT_CSV_COLUMNS,
  REQUIRED_CSV_COLUMNS,
  parseCsv,
  type CatalogueCsvRow,
} from './catalogue-csv';

/** Data rows of one import (all its parts): 5,000 products × a few colours × 7 sizes fits well within it. */
export const MAX_IMPORT_ROWS = 100_000;
/** Products of one import: all of them are written in one transaction (two streams each, see appendToStreams). */
export const MAX_IMPORT_PRODUCTS = 10_000;

/** One data row and its line in the whole file (the header is line 1). */
export interface ImportRow {
  line: number;
  row: CatalogueCsvRow;
}

/** The rows of one product: by productId, or (a new product) by name. */
export interface ImportGroup {
  productId: string | null;
  firstLine: number;
  rows: ImportRow[];
}

const stripFormulaGuard = (value: string) => (/^'[=+\-@]/.test(value) ? value.slice(1) : value);
const csvProblem = (message: string) => new ValidationError(message, 'csv');

/**
 * The data rows of one part of a file (a whole file is one part), numbered from `firstRow`:
 * an empty file, missing columns or too many rows are refused (400) before any row is read.
 */
export function readImportPart(csv: string, firstRow = 2): ImportRow[] {
  const table = parseCsv(csv);
  if (table.length === 0) throw csvProblem('The CSV file is empty');
  const header = table[0].map((name) => name.trim());
  const missing = REQUIRED_CSV_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length) throw csvProblem(`The CSV file misses the columns: ${missing.join(', ')}`);
  if (table.length - 1 > MAX_IMPORT_ROWS) throw csvProblem(`A CSV file may hold at most ${MAX_IMPORT_ROWS} rows`);
  return table.slice(1).map((cells, index) => ({
    line: index + firstRow,
    row: Object.fromEntries(
      CATALOGUE_CSV_COLUMNS.map((column) => [column, stripFormulaGuard((cells[header.indexOf(column)] ?? '').trim())]),
    ) as CatalogueCsvRow,
  }));
}

/** A row of the product's own colour: colorName 'Original' or empty. */
export const isOriginalColour = (colorName: string) =>
  !colorName || colorName.toLowerCase() === ORIGINAL_COLOUR_NAME.toLowerCase();

/**
 * The rows by product, and each row's problems with the file itself: what no decision could read
 * (no product named, an unknown size, a stock cell that is not a level the catalogue stores, a
 * colour code that is not one), two rows for one colour and size, and product columns that
 * disagree within a product. Everything else is checked by the product's decision.
 */
export function groupImportRows(rows: ImportRow[]): { groups: ImportGroup[]; errors: CatalogueImportRowError[] } {
  if (rows.length > MAX_IMPORT_ROWS) throw csvProblem(`An import may hold at most ${MAX_IMPORT_ROWS} rows`);
  const errors: CatalogueImportRowError[] = [];
  const groups = new Map<
    string,
    ImportGroup & { seen: Map<string, number>; values: Map<string, { value: string; line: number }> }
  >();
  for (const { line, row } of rows) {
    const problem = (message: string) => errors.push({ row: line, message });
    if (!row.productId && !row.name) {
      problem('productId or name is required');
      continue;
    }
    const key = row.productId || `new:${row.name.toLowerCase()}`;
    let group = groups.get(key);
    if (!group) {
      group = { productId: row.productId || null, firstLine: line, rows: [], seen: new Map(), values: new Map() };
      groups.set(key, group);
    }
    group.rows.push({ line, row });
    const size = row.size.toUpperCase();
    if (!(SIZES as readonly string[]).includes(size)) problem(M.sizeInvalid);
    if (!/^\d+$/.test(row.stock) || !isValidStockLevel(Number(row.stock))) problem(M.stockInvalid);
    if (row.colorCode !== '' && !/^#[0-9a-f]{3,8}$/i.test(row.colorCode))
      problem('colorCode must be a hex colour like #1a2b3c');
    const colour = isOriginalColour(row.colorName) ? ORIGINAL_COLOUR_NAME : row.colorName.toLowerCase();
    const earlier = group.seen.get(`${colour}|${size}`);
    if (earlier !== undefined)
      problem(
        `${isOriginalColour(row.colorName) ? ORIGINAL_COLOUR_NAME : row.colorName} in size ${size} is already on row ${earlier}`,
      );
    else group.seen.set(`${colour}|${size}`, line);
    for (const column of PRODUCT_CSV_COLUMNS) {
      if (row[column] === '') continue;
      const first = group.values.get(column);
      if (!first) group.values.set(column, { value: row[column], line });
      else if (first.value !== row[column]) problem(`${column} differs from row ${first.line} of the same product`);
    }
  }
  if (groups.size > MAX_IMPORT_PRODUCTS) throw csvProblem(`An import may hold at most ${MAX_IMPORT_PRODUCTS} products`);
  return {
    groups: [...groups.values()].map(({ productId, firstLine, rows: groupRows }) => ({
      productId,
      firstLine,
      rows: groupRows,
    })),
    errors,
  };
}

/** A product column's value in a group: the first row that gives one ('' when none does). */
export function productValue(group: ImportGroup, column: (typeof PRODUCT_CSV_COLUMNS)[number]): string {
  return group.rows.find(({ row }) => row[column] !== '')?.row[column] ?? '';
}
