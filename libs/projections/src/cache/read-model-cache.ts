import type { Kysely } from 'kysely';
import type { ProjectionTables } from '../checkpoints/checkpoint-tables';

/**
 * Answers computed from one projection's tables, kept until that projection applies another
 * event: each read costs one primary-key lookup of its checkpoint, and an answer is never older
 * than the read model. For hot, repeated reads (the storefront's listing pages).
 */
export class ReadModelCache<T> {
  private readonly entries = new Map<string, { checkpoint: string; value: T }>();

  constructor(
    private readonly db: Kysely<any>,
    private readonly projection: string,
    private readonly maxEntries = 500,
  ) {}

  async get(key: string, compute: () => Promise<T>): Promise<T> {
    const checkpoint = await this.checkpoint();
    const cached = this.entries.get(key);
    if (cached && cached.checkpoint === checkpoint) {
      this.entries.delete(key); // most recently used last
      this.entries.set(key, cached);
      return cached.value;
    }
    // Computed after the checkpoint was read: at worst newer than its key, never older.
    const value = await compute();
    this.entries.delete(key);
    this.entries.set(key, { checkpoint, value });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  private async checkpoint(): Promise<string> {
    const row = await (this.db as Kysely<ProjectionTables>)
      .selectFrom('projection_checkpoints')
      .select(['version', 'commit_position', 'prepare_position'])
      .where('name', '=', this.projection)
      .executeTakeFirst();
    return row ? `${row.version}:${row.commit_position}:${row.prepare_position}` : 'none';
  }
}
