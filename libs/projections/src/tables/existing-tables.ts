import type { Kysely } from 'kysely';
import type { PgCatalogTables } from './pg-catalog';

/** Which of `tables` exist in `schema`. */
export async function existingTables(
  db: Kysely<PgCatalogTables>,
  schema: string,
  tables: readonly string[],
): Promise<string[]> {
  if (tables.length === 0) return [];
  const rows = await db
    .selectFrom('pg_catalog.pg_tables')
    .select('tablename')
    .where('schemaname', '=', schema)
    .where('tablename', 'in', [...tables])
    .execute();
  return rows.map((row) => row.tablename);
}
