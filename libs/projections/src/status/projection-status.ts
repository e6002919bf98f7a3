import { sql, type Kysely } from 'kysely';
import type { EventStore } from '@store/eventstore';
import { checkpointOf, readCheckpointRows, type CheckpointRow } from '../checkpoints/checkpoint-store';
import type { ProjectionTables } from '../checkpoints/checkpoint-tables';
import { lockKeyInPgLocks, projectionLockKey } from '../locking/lock-keys';
import { parseRunnerApplicationName } from '../locking/process-identity';
import type { PgCatalogTables } from '../tables/pg-catalog';

/** A position as JSON can carry it (bigints do not survive JSON.stringify). */
export interface PositionJson {
  commit: string;
  prepare: string;
}

export interface ProjectionStatusReport {
  name: string;
  /** running: applying or ready to; failed: stopped by a handler; not_started: no row yet. */
  status: 'running' | 'failed' | 'not_started';
  version: number | null;
  /** Whether some process holds the projection's runner lock right now. */
  runnerActive: boolean;
  /** The session holding the runner lock, and the process behind it when it said (see process-identity). */
  holder: RunnerHolderReport | null;
  /** Whether some process holds the projection's rebuild lock right now. */
  rebuilding: boolean;
  /** Set while an operator has paused it. */
  paused: { at: string; actor: { id: string | null; role: string }; reason: string | null } | null;
  /** Last position applied; null before the first event. */
  checkpoint: PositionJson | null;
  /** Events of its types after the checkpoint (exact up to lagCountLimit); null without an event store. */
  lagEvents: number | null;
  /** True when there are more than lagCountLimit events behind, so lagEvents is a lower bound. */
  lagEventsCapped: boolean;
  /** now - recordedAt of the oldest event not applied yet, or 0; null without an event store. */
  lagSeconds: number | null;
  lastError: {
    message: string;
    eventType: string | null;
    eventId: string | null;
    streamId: string | null;
    position: PositionJson | null;
    failedAt: string | null;
  } | null;
  updatedAt: string | null;
}

export interface RunnerHolderReport {
  role: string | null;
  pid: number | null;
  host: string | null;
  backendPid: number;
  clientAddress: string | null;
  since: string | null;
}

export interface ProjectionStatusOptions {
  /** Also report these projections when they have no row yet (as not_started). */
  names?: readonly string[];
  /** Most events counted per projection for lagEvents. Default 1000. */
  lagCountLimit?: number;
}

/**
 * Per projection: status, checkpoint, lag and last error, for /api/health and the CLI. Lag
 * needs the event store; without it lagEvents and lagSeconds are null.
 */
export async function projectionStatus(
  db: Kysely<ProjectionTables>,
  eventStore?: EventStore,
  options: ProjectionStatusOptions = {},
): Promise<ProjectionStatusReport[]> {
  const rows = await readCheckpointRows(db);
  const wanted = options.names ? new Set(options.names) : undefined;
  const shown = wanted ? rows.filter((row) => wanted.has(row.name)) : rows;
  const locks = await heldLocks(db.withTables<PgCatalogTables>(), [...(wanted ?? shown.map((row) => row.name))]);
  const limit = options.lagCountLimit ?? 1000;

  const reports = await Promise.all(shown.map((row) => reportFor(row, locks, eventStore, limit)));
  for (const name of wanted ?? []) {
    if (!rows.some((row) => row.name === name)) reports.push(notStarted(name, locks));
  }
  return reports.sort((a, b) => a.name.localeCompare(b.name));
}

async function reportFor(
  row: CheckpointRow,
  locks: HeldLocks,
  eventStore: EventStore | undefined,
  lagCountLimit: number,
): Promise<ProjectionStatusReport> {
  const checkpoint = checkpointOf(row);
  const lag = eventStore ? await measureLag(eventStore, row, lagCountLimit) : undefined;
  return {
    name: row.name,
    status: row.status,
    version: row.version,
    runnerActive: locks.runners.has(row.name),
    holder: locks.runners.get(row.name) ?? null,
    rebuilding: locks.rebuilds.has(row.name),
    paused: row.paused_at
      ? {
          at: new Date(row.paused_at).toISOString(),
          actor: row.paused_by ?? { id: null, role: 'system' },
          reason: row.pause_reason,
        }
      : null,
    checkpoint: checkpoint === 'start' ? null : toJson(checkpoint),
    lagEvents: lag?.events ?? null,
    lagEventsCapped: lag?.capped ?? false,
    lagSeconds: lag?.seconds ?? null,
    lastError:
      row.status === 'failed' || row.last_error
        ? {
            message: row.last_error ?? 'unknown error',
            eventType: row.error_event_type,
            eventId: row.error_event_id,
            streamId: row.error_stream_id ?? null,
            position:
              row.error_commit_position === null || row.error_prepare_position === null
                ? null
                : { commit: row.error_commit_position, prepare: row.error_prepare_position },
            failedAt: row.failed_at ? new Date(row.failed_at).toISOString() : null,
          }
        : null,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

async function measureLag(eventStore: EventStore, row: CheckpointRow, limit: number) {
  const behind = await eventStore.countAll({ after: checkpointOf(row), eventTypes: row.event_types, limit: limit + 1 });
  return {
    events: Math.min(behind.count, limit),
    capped: behind.count > limit,
    seconds: behind.oldestRecordedAt ? Math.max(0, (Date.now() - Date.parse(behind.oldestRecordedAt)) / 1000) : 0,
  };
}

function notStarted(name: string, locks: HeldLocks): ProjectionStatusReport {
  return {
    name,
    status: 'not_started',
    version: null,
    runnerActive: locks.runners.has(name),
    holder: locks.runners.get(name) ?? null,
    rebuilding: locks.rebuilds.has(name),
    paused: null,
    checkpoint: null,
    lagEvents: null,
    lagEventsCapped: false,
    lagSeconds: null,
    lastError: null,
    updatedAt: null,
  };
}

const toJson = (position: { commit: bigint; prepare: bigint }): PositionJson => ({
  commit: position.commit.toString(),
  prepare: position.prepare.toString(),
});

interface HeldLocks {
  runners: Map<string, RunnerHolderReport>;
  rebuilds: Set<string>;
}

/** Which projections' runner and rebuild locks some session holds, from pg_locks (this database only), with the holding session. */
async function heldLocks(db: Kysely<PgCatalogTables>, names: string[]): Promise<HeldLocks> {
  const locks: HeldLocks = { runners: new Map(), rebuilds: new Set() };
  if (names.length === 0) return locks;
  const held = await db
    .selectFrom('pg_catalog.pg_locks as lock')
    .leftJoin('pg_catalog.pg_stat_activity as activity', 'activity.pid', 'lock.pid')
    .select([
      sql<string>`lock.classid::text`.as('classid'),
      sql<string>`lock.objid::text`.as('objid'),
      'lock.pid as backendPid',
      'activity.application_name as applicationName',
      sql<string | null>`host(activity.client_addr)`.as('clientAddress'),
      'activity.backend_start as since',
    ])
    .where('lock.locktype', '=', 'advisory')
    .where('lock.granted', '=', true)
    .where('lock.objsubid', '=', 1)
    .where('lock.database', '=', sql<number>`(select oid from pg_database where datname = current_database())`)
    .execute();
  const byKey = new Map(held.map((lock) => [`${lock.classid}:${lock.objid}`, lock]));
  const find = (key: bigint) => {
    const { classid, objid } = lockKeyInPgLocks(key);
    return byKey.get(`${classid}:${objid}`);
  };
  for (const name of names) {
    const runner = find(projectionLockKey(name));
    if (runner) {
      locks.runners.set(name, {
        ...parseRunnerApplicationName(runner.applicationName),
        backendPid: Number(runner.backendPid),
        clientAddress: runner.clientAddress ?? null,
        since: runner.since ? new Date(runner.since).toISOString() : null,
      });
    }
    if (find(projectionLockKey(name, 'rebuild'))) locks.rebuilds.add(name);
  }
  return locks;
}
