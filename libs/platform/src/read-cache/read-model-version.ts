import { sql, type Kysely } from 'kysely';
import { SharedRead } from './shared-read';

/**
 * The version of the read models some projections build: their rows in projection_checkpoints
 * (table version and position), which change whenever one of them applies an event or is rebuilt.
 * Read with one primary-key query shared by every concurrent caller (SharedRead), so a cached read
 * costs a fraction of a round trip under load and is never older than the read model.
 */
export function readModelVersion<DB>(db: Kysely<DB>, projections: readonly string[]): () => Promise<string> {
  const names = [...projections].sort();
  const shared = new SharedRead(async () => {
    const { rows } = await sql<{
      name: string;
      version: number;
      commit_position: string | null;
      prepare_position: string | null;
    }>`
      select name, version, commit_position, prepare_position from projection_checkpoints
      where name in (${sql.join(names)}) order by name`.execute(db);
    return (
      rows.map((row) => `${row.name}@${row.version}:${row.commit_position}:${row.prepare_position}`).join(';') || 'none'
    );
  });
  return () => shared.get();
}
