import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '@store/eventstore';
import type { ProjectionDefinition } from '../definition/projection-definition';
import { runHandlers } from '../runner/run-handlers';

/** The schema a projection is rebuilt in, beside the tables that keep serving reads. */
export const rebuildSchemaName = (projectionName: string) => `rebuild_${projectionName}`;

/**
 * Points the transaction at `schema` for unqualified names (public stays reachable for
 * extensions' functions and operator classes), and returns it scoped with Kysely's
 * WithSchemaPlugin so handlers' query-builder calls target the rebuild tables too.
 */
export async function scopeToSchema(trx: Kysely<unknown>, schema: string): Promise<Kysely<unknown>> {
  await sql`set local search_path to ${sql.id(schema)}, public`.execute(trx);
  return trx.withSchema(schema);
}

/** Drops what an earlier, interrupted rebuild left behind and creates the tables afresh. */
export async function createRebuildSchema(db: Kysely<unknown>, projection: ProjectionDefinition, schema: string) {
  await db.transaction().execute(async (trx) => {
    await trx.schema.dropSchema(schema).ifExists().cascade().execute();
    await trx.schema.createSchema(schema).execute();
    await projection.createTables(await scopeToSchema(trx, schema));
  });
}

export async function dropRebuildSchema(db: Kysely<unknown>, schema: string) {
  await db.schema.dropSchema(schema).ifExists().cascade().execute();
}

/** Runs the handlers of `events` against tables scoped to the rebuild schema. */
export async function applyToScoped(
  scoped: Kysely<unknown>,
  projection: ProjectionDefinition,
  events: readonly RecordedEvent[],
): Promise<void> {
  await runHandlers(scoped, projection, events);
}

/**
 * Replaces the projection's tables in public by the rebuilt ones, inside the caller's
 * transaction: drops the old tables, moves the new ones (with their indexes and sequences) and
 * drops the then empty schema. Anything else createTables left there makes the drop, and so the
 * whole swap, fail.
 */
export async function swapIntoPublic(trx: Kysely<unknown>, schema: string, tables: readonly string[]) {
  for (const table of tables) await trx.schema.withSchema('public').dropTable(table).ifExists().execute();
  for (const table of tables) await trx.schema.withSchema(schema).alterTable(table).setSchema('public').execute();
  await trx.schema.dropSchema(schema).execute();
}
