import type { Pool } from 'pg';
import { CallBatcher } from '../batching/call-batcher';
import { MAX_STREAMS_PER_READ } from '../event-store';
import { selectEventsOfStreams, selectStreamEvents } from './queries';
import type { EventRow } from './schema';

/**
 * Whole-stream reads under load share statements, as appends do (AppendBatcher): reads asked
 * while `maxConcurrent` are running go out together in one readStreams statement. A checkout's
 * order and sale streams are read by many jobs and requests at the same time: one round trip
 * for many of them instead of one each. Two reads of one stream never share a statement (each
 * caller gets rows of its own to keep or change).
 */
export function streamReadBatcher(pool: Pool, maxConcurrent: number): CallBatcher<string, EventRow[]> {
  return new CallBatcher<string, EventRow[]>(
    async (streamIds) => {
      if (streamIds.length === 1) return [await selectStreamEvents(pool, streamIds[0], { direction: 'forwards' })];
      const byStream = new Map<string, EventRow[]>(streamIds.map((streamId) => [streamId, []]));
      for (const row of await selectEventsOfStreams(pool, streamIds)) byStream.get(row.stream_id)!.push(row);
      return streamIds.map((streamId) => byStream.get(streamId)!);
    },
    { maxConcurrent, maxBatchSize: MAX_STREAMS_PER_READ, keyOf: (streamId) => streamId, gatherWithinTurn: true },
  );
}
