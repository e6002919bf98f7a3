import type { Kysely } from 'kysely';

/** Which of `tables` exist in `schema`. */
export async function existingTables(db: Kysely<any>, schema: string, tables: readonly string[]): Promise<string[]> {
  if (tables.length === 0) return [];
  const rows = await db
    .selectFrom('pg_catalog.pg_tables')
    .select('tablename')
    .where('schemaname', '=', schema)
    .where('tablename', 'in', [...tables])
    .execute();
  return rows.map((row) => row.tablename as string);
}
