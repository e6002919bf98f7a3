import type { Kysely } from 'kysely';
import { readModelVersion } from '@store/platform';
import type { ProjectionTables } from '../checkpoints/checkpoint-tables';
import { compareCheckpoints, type Checkpoint } from '../position';
import type { CheckpointWatch, LocalRun } from './checkpoint-watch';

interface Seen {
  run: LocalRun;
  checkpoint: Checkpoint;
}

/**
 * Wraps a read of some projections' version (their checkpoint rows) so that it asks the database
 * again only when it could have changed: while every one of them has its runner in this process
 * (ROLE=all), which alone changes its tables, the version last read stands until one of those
 * runners commits, fails or lets go of its lock. Otherwise, and without a watch, every call reads.
 *
 * A cached read paid a shared primary-key query per ~12 requests for a version that changes only
 * with the runners' commits (#18). The runs are noted before the read starts, so the version read
 * is at least that new: a value kept against it is never older than the read model.
 */
export function keptWhileLocal(
  read: () => Promise<string>,
  projections: readonly string[],
  watch: CheckpointWatch | undefined,
): () => Promise<string> {
  if (!watch) return read;
  let known: { seen: Seen[]; version: string } | undefined;
  const unchanged = (seen: readonly Seen[]) =>
    seen.every(
      ({ run, checkpoint }, index) =>
        watch.localRun(projections[index]) === run && compareCheckpoints(run.checkpoint, checkpoint) === 0,
    );
  const runsNow = (): Seen[] | undefined => {
    const seen: Seen[] = [];
    for (const name of projections) {
      const run = watch.localRun(name);
      if (!run) return undefined;
      seen.push({ run, checkpoint: run.checkpoint });
    }
    return seen;
  };
  return async () => {
    if (known && unchanged(known.seen)) return known.version;
    const seen = runsNow();
    const version = await read();
    known = seen ? { seen, version } : undefined;
    return version;
  };
}

/**
 * The version of the read models `projections` build (readModelVersion on `db`, the read-version
 * connection), kept while their runners are in this process (`watch`: the app's DATABASE watch).
 */
export function watchedReadModelVersion(
  db: Kysely<ProjectionTables>,
  projections: readonly string[],
  watch: CheckpointWatch | undefined,
): () => Promise<string> {
  return keptWhileLocal(readModelVersion(db, projections), projections, watch);
}
