import type { Pool, PoolClient } from 'pg';
import type { ExpectedRevision, StreamWrite } from '../event-store';
import type { ActualRevision } from '../errors';
import { appendBatch, type AppendedRow } from './append-statement';
import { DuplicateEventIdError } from '../errors';
import { DEADLOCK_DETECTED, streamWithEventIdOf, violatedUniqueConstraint } from './pg-errors';

/**
 * The rows of the streams written, locked in stream id order: two multi-stream appends lock their
 * common streams in the same order, so they never deadlock on each other, and from here on no
 * other append can move them until this transaction ends.
 */
const LOCK_STREAMS = {
  name: 'eventstore_lock_streams',
  text: 'select stream_id, revision from event_streams where stream_id = any($1::text[]) order by stream_id for update',
};

export interface StreamConflict {
  streamId: string;
  expected: ExpectedRevision;
  /** undefined: the stream was created by another transaction meanwhile (read it after the rollback). */
  actual: ActualRevision | undefined;
}

export type MultiStreamOutcome =
  /** Committed: each write's revision after it, and the appended rows (writes with events only, in order). */
  { committed: true; revisions: number[]; appended: AppendedRow[] } | { committed: false; conflict: StreamConflict };

const holds = (expected: ExpectedRevision, actual: ActualRevision) =>
  expected === 'any' ||
  (expected === 'no_stream' && actual === 'no_stream') ||
  (expected === 'exists' && actual !== 'no_stream') ||
  (typeof expected === 'number' && actual === expected);

/**
 * One transaction: lock the written streams' rows and check every expected revision, then append
 * the events of every write with the one append statement (appendBatch), then commit. A failed
 * check rolls everything back. The events get one transaction id, so readers of the log (which
 * order by transaction id, then position, below the oldest running writer's id) see them all at
 * once, after every event committed before them, and never one without the others.
 */
export async function appendToStreamsInOneTransaction(
  pool: Pool,
  writes: readonly StreamWrite[],
): Promise<MultiStreamOutcome> {
  const client = await pool.connect();
  let broken: unknown;
  try {
    await client.query('begin');
    try {
      const outcome = await checkAndAppend(client, writes);
      await client.query(outcome.committed ? 'commit' : 'rollback');
      return outcome;
    } catch (error) {
      await client.query('rollback').catch((lost: unknown) => {
        broken = lost; // the connection is gone: do not hand it back to the pool
      });
      throw error;
    }
  } finally {
    client.release(broken instanceof Error ? broken : undefined);
  }
}

async function checkAndAppend(client: PoolClient, writes: readonly StreamWrite[]): Promise<MultiStreamOutcome> {
  const { rows } = await client.query<{ stream_id: string; revision: string }>({
    ...LOCK_STREAMS,
    values: [writes.map((write) => write.streamId)],
  });
  const current = new Map(rows.map((row) => [row.stream_id, Number(row.revision)]));
  const actualOf = (streamId: string): ActualRevision => current.get(streamId) ?? 'no_stream';
  for (const write of writes) {
    const actual = actualOf(write.streamId);
    if (!holds(write.expectedRevision, actual))
      return { committed: false, conflict: { streamId: write.streamId, expected: write.expectedRevision, actual } };
  }
  const appending = writes.filter((write) => write.events.length > 0);
  const appended = await appendBatch(
    client,
    appending.map((write) => ({ streamId: write.streamId, events: write.events, expected: write.expectedRevision })),
  );
  const refused = appended.findIndex((row) => !row);
  // Only a stream that did not exist can fail here (the others are locked and checked): another
  // transaction created it between the check and the insert.
  if (refused >= 0)
    return {
      committed: false,
      conflict: {
        streamId: appending[refused].streamId,
        expected: appending[refused].expectedRevision,
        actual: undefined,
      },
    };
  const after = new Map(appending.map((write, index) => [write.streamId, Number(appended[index]!.revision)]));
  const revisions = writes.map((write) => {
    const actual = actualOf(write.streamId);
    return after.get(write.streamId) ?? (actual === 'no_stream' ? -1 : actual);
  });
  return { committed: true, revisions, appended: appended as AppendedRow[] };
}

/** Attempts of an appendToStreams that PostgreSQL chose as a deadlock's victim (nothing of it was written). */
const MULTI_STREAM_ATTEMPTS = 3;

/**
 * appendToStreamsInOneTransaction, again on a deadlock with another process's batch (which locks
 * its rows in its own order), as nothing was written; a duplicate event id names its stream.
 */
export async function appendToStreamsRetryingDeadlocks(
  pool: Pool,
  writes: readonly StreamWrite[],
): Promise<MultiStreamOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await appendToStreamsInOneTransaction(pool, writes);
    } catch (error) {
      if ((error as { code?: unknown })?.code === DEADLOCK_DETECTED && attempt < MULTI_STREAM_ATTEMPTS) continue;
      if (violatedUniqueConstraint(error) === 'events_event_id_unique')
        throw new DuplicateEventIdError(streamWithEventIdOf(error, writes));
      throw error;
    }
  }
}
