import { sql, type RawBuilder } from 'kysely';
import { pgArray, type PgArrayElement } from './pg-array';

/**
 * `select * from unnest($1::type[], $2::type[], ...)`: many rows in one statement with one bind
 * parameter per column (not per value, each an array literal: see pgArray), so it parses and
 * binds fast and is never near PostgreSQL's 65,535-parameter limit, however many rows a batch collects.
 */
export function unnestRows<Row>(columns: readonly (readonly [keyof Row & string, string])[], rows: readonly Row[]): RawBuilder<unknown> {
  const arrays = columns.map(([column, type]) => sql`${pgArray(rows.map((row) => row[column] as PgArrayElement))}::${sql.raw(type)}[]`);
  return sql`select * from unnest(${sql.join(arrays)})`;
}

/**
 * `select * from jsonb_to_recordset($1::jsonb) as t(column type, ...)`: the rows as one JSON
 * document, for tables with jsonb columns. Their values go as they are, where unnestRows needs
 * each serialized and then escaped into an array literal: for product_detail's rows that took the
 * client five times the CPU (the statement costs the same). Keys other than the columns are ignored.
 */
export function recordsetRows<Row>(columns: readonly (readonly [keyof Row & string, string])[], rows: readonly Row[]): RawBuilder<unknown> {
  const definition = sql.raw(columns.map(([column, type]) => `"${column}" ${type}`).join(', '));
  return sql`select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(${definition})`;
}

/**
 * `any($1::type[])` for a where clause (`.where('id', '=', anyOf(ids, 'text'))`): one array
 * parameter, where `in (...)` sends, parses and plans one parameter per id (a replay's batch names
 * hundreds).
 */
export function anyOf(values: readonly PgArrayElement[], type: string): RawBuilder<never> {
  return sql<never>`any(${pgArray(values)}::${sql.raw(type)}[])`;
}
