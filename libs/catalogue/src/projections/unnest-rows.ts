import { sql, type RawBuilder } from 'kysely';
import { pgArray, type PgArrayElement } from '@store/platform';

/**
 * `select * from unnest($1::type[], $2::type[], ...)`: many rows in one statement with one bind
 * parameter per column (not per value, each an array literal: see pgArray), so it parses and binds fast and is never near Postgres'
 * 65,535-parameter limit, however many rows a batch collects.
 */
export function unnestRows<Row>(columns: readonly (readonly [keyof Row & string, string])[], rows: readonly Row[]): RawBuilder<unknown> {
  const arrays = columns.map(([column, type]) => sql`${pgArray(rows.map((row) => row[column] as PgArrayElement))}::${sql.raw(type)}[]`);
  return sql`select * from unnest(${sql.join(arrays)})`;
}
