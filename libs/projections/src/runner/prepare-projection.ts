import type { Kysely } from 'kysely';
import {
  checkpointOf,
  insertCheckpointIfMissing,
  lockCheckpointRow,
  raiseRunnerGeneration,
  saveBuiltCheckpoint,
  saveEventTypes,
} from '../checkpoints/checkpoint-store';
import type { ProjectionTables } from '../checkpoints/checkpoint-tables';
import { eventTypesOf, type ProjectionDefinition } from '../definition/projection-definition';
import type { Checkpoint } from '../position';
import { existingTables } from '../tables/existing-tables';

export type Preparation =
  /** `generation`: this runner's fence, raised now (see raiseRunnerGeneration). */
  | { kind: 'ready'; checkpoint: Checkpoint; generation: string }
  /** The tables in public were not built by this version: rebuild them beside, then swap. */
  | { kind: 'needs_rebuild'; reason: string }
  /** A newer version of the code owns the tables; this (older) runner must not touch them. */
  | { kind: 'newer_version'; storedVersion: number };

type Readiness = { kind: 'ready'; checkpoint: Checkpoint } | Exclude<Preparation, { kind: 'ready' }>;

/**
 * Runs once each time a runner becomes the active one (it holds the projection's lock): creates
 * the checkpoint row, and the tables on the very first start (no migration needed), in one
 * transaction; then says whether the runner can apply events from its checkpoint, and when it
 * can, raises the runner generation in the same transaction: the runner's fence.
 */
export async function prepareProjection(db: Kysely<unknown>, projection: ProjectionDefinition): Promise<Preparation> {
  const eventTypes = eventTypesOf(projection);
  await insertCheckpointIfMissing(db, projection.name, eventTypes);
  return db.transaction().execute(async (trx): Promise<Preparation> => {
    const readiness = await readinessOf(trx, projection, eventTypes);
    if (readiness.kind !== 'ready') return readiness;
    return { ...readiness, generation: await raiseRunnerGeneration(trx, projection.name) };
  });
}

/** With the projection's row locked: whether its tables are ready for this version, building them on the very first start. */
async function readinessOf(
  trx: Kysely<unknown>,
  projection: ProjectionDefinition,
  eventTypes: string[],
): Promise<Readiness> {
  const checkpoints: Kysely<ProjectionTables> = trx;
  const row = await lockCheckpointRow(checkpoints, projection.name);
  if (row.version > projection.version) return { kind: 'newer_version', storedVersion: row.version };
  if (projection.reactor) return prepareReactor(checkpoints, projection, row.version, checkpointOf(row));

  const present = await existingTables(trx, 'public', projection.tables);
  if (present.length === 0) {
    await projection.createTables(trx);
    await saveBuiltCheckpoint(checkpoints, projection.name, {
      version: projection.version,
      eventTypes,
      checkpoint: 'start',
    });
    return { kind: 'ready', checkpoint: 'start' };
  }
  if (present.length < projection.tables.length) {
    const missing = projection.tables.filter((table) => !present.includes(table));
    return { kind: 'needs_rebuild', reason: `tables ${missing.join(', ')} are missing` };
  }
  if (row.version < projection.version) {
    const reason =
      row.version === 0
        ? 'its tables exist but were not built from the log by a runner'
        : `version ${row.version} is stored and version ${projection.version} is running`;
    return { kind: 'needs_rebuild', reason };
  }
  if (row.event_types.join() !== eventTypes.join()) await saveEventTypes(checkpoints, projection.name, eventTypes);
  return { kind: 'ready', checkpoint: checkpointOf(row) };
}

/** A reactor has nothing to build: it starts at the beginning of the log once, then reads on. */
async function prepareReactor(
  checkpoints: Kysely<ProjectionTables>,
  projection: ProjectionDefinition,
  storedVersion: number,
  checkpoint: Checkpoint,
): Promise<Readiness> {
  if (storedVersion !== projection.version) {
    await saveBuiltCheckpoint(checkpoints, projection.name, {
      version: projection.version,
      eventTypes: eventTypesOf(projection),
      checkpoint,
    });
  } else {
    await saveEventTypes(checkpoints, projection.name, eventTypesOf(projection));
  }
  return { kind: 'ready', checkpoint };
}
