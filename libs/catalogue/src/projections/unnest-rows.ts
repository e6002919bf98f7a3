import { sql, type RawBuilder } from 'kysely';

/**
 * `select * from unnest($1::type[], $2::type[], ...)`: many rows in one statement with one bind
 * parameter per column (not per value), so it parses and binds fast and is never near Postgres'
 * 65,535-parameter limit, however many rows a batch collects.
 */
export function unnestRows<Row>(columns: readonly (readonly [keyof Row & string, string])[], rows: readonly Row[]): RawBuilder<unknown> {
  const arrays = columns.map(([column, type]) => sql`${rows.map((row) => row[column] ?? null)}::${sql.raw(type)}[]`);
  return sql`select * from unnest(${sql.join(arrays)})`;
}
