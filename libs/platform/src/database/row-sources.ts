import { sql, type RawBuilder } from 'kysely';
import { pgArray, type PgArrayElement } from './pg-array';

/**
 * `select * from unnest($1::type[], $2::type[], ...)`: many rows in one statement with one bind
 * parameter per column (not per value, each an array literal: see pgArray), so it parses and
 * binds fast and is never near PostgreSQL's 65,535-parameter limit, however many rows a batch collects.
 */
export function unnestRows<Row>(
  columns: readonly (readonly [keyof Row & string, string])[],
  rows: readonly Row[],
): RawBuilder<unknown> {
  const arrays = columns.map(
    ([column, type]) => sql`${pgArray(rows.map((row) => row[column] as PgArrayElement))}::${sql.raw(type)}[]`,
  );
  return sql`select * from unnest(${sql.join(arrays)})`;
}

/**
 * Rows from which recordsetRows splits its document in SQL. PostgreSQL's jsonb_to_recordset costs
 * more per row the larger the document: 8,400 product_detail rows of about 1 kB took it 73 ms as
 * 350-row documents, 99 ms as 700-row ones, 150 ms at 1,400 and 318 ms at 4,200. Read as json and
 * split (json_array_elements, then jsonb_to_record row by row) they take about 85 ms at any size:
 * more than jsonb_to_recordset below some 500 rows, less above (a replay's batches of orders).
 */
export const RECORDSET_SPLIT_FROM_ROWS = 500;

/**
 * `select * from jsonb_to_recordset($1::jsonb) as t(column type, ...)`: the rows as one JSON
 * document, for tables with jsonb columns. Their values go as they are, where unnestRows needs
 * each serialized and then escaped into an array literal: for product_detail's rows that took the
 * client five times the CPU (the statement costs the same). Keys other than the columns are ignored.
 * From RECORDSET_SPLIT_FROM_ROWS rows the document is split first (the same rows: each element,
 * in order, is the outer side of a lateral call).
 */
export function recordsetRows<Row>(
  columns: readonly (readonly [keyof Row & string, string])[],
  rows: readonly Row[],
): RawBuilder<unknown> {
  return recordsetOf(columns, JSON.stringify(rows), rows.length);
}

/**
 * recordsetRows for a caller that serializes its `rowCount` rows itself (`document`: a JSON array
 * of objects keyed by the columns), for rows JSON.stringify cannot write as they are (a Map).
 */
export function recordsetOf(
  columns: readonly (readonly [string, string])[],
  document: string,
  rowCount: number,
): RawBuilder<unknown> {
  const definition = sql.raw(columns.map(([column, type]) => `"${column}" ${type}`).join(', '));
  if (rowCount < RECORDSET_SPLIT_FROM_ROWS)
    return sql`select * from jsonb_to_recordset(${document}::jsonb) as t(${definition})`;
  return sql`select t.* from json_array_elements(${document}::json) as element(value), jsonb_to_record(element.value::jsonb) as t(${definition})`;
}

/**
 * `any($1::type[])` for a where clause (`.where('id', '=', anyOf(ids, 'text'))`): one array
 * parameter, where `in (...)` sends, parses and plans one parameter per id (a replay's batch names
 * hundreds).
 */
export function anyOf(values: readonly PgArrayElement[], type: string): RawBuilder<never> {
  return sql<never>`any(${pgArray(values)}::${sql.raw(type)}[])`;
}
