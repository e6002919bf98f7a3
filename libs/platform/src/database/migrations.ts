import type { MigrationSet } from '@store/eventstore';
import { Kysely, Migration, MigrationProvider, Migrator } from 'kysely';

/** Declared by @store/eventstore (the lowest lib with migrations), offered here beside migrateToLatest. */
export type { MigrationSet };

class InMemoryMigrationProvider implements MigrationProvider {
  constructor(private readonly sets: readonly MigrationSet[]) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const all: Record<string, Migration> = {};
    for (const set of this.sets) {
      for (const [name, migration] of Object.entries(set)) {
        if (all[name]) throw new Error(`Two migrations share the name ${name}`);
        all[name] = migration;
      }
    }
    return all;
  }
}

export class MigrationFailedError extends Error {
  constructor(
    readonly migrationName: string | undefined,
    readonly reason: unknown,
  ) {
    super(
      `Migration ${migrationName ?? '(unknown)'} failed: ${reason instanceof Error ? reason.message : String(reason)}`,
      { cause: reason }, // so a database that cannot be reached is told apart (isDatabaseUnavailable)
    );
  }
}

/** Applies every pending migration of the given sets; returns the names applied now. */
export async function migrateToLatest(db: Kysely<any>, sets: readonly MigrationSet[]): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new InMemoryMigrationProvider(sets),
    allowUnorderedMigrations: true,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error || failed) throw new MigrationFailedError(failed?.migrationName, error);
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
