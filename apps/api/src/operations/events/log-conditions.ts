import { comparePositions, type Position } from '@store/eventstore';
import { sql, type RawBuilder } from 'kysely';

/** The event browser's filters (GET /admin/system/events). */
export interface EventFilters {
  stream?: string;
  type?: string;
  actor?: string;
  correlationId?: string;
  from?: string;
  to?: string;
  before?: string;
  limit?: number;
}

const ROLES = new Set(['admin', 'user', 'guest', 'system']);

/**
 * The page's upper bound: before the cursor, and never above the head (a cursor from an older
 * page always is below it; one made up above it would show events the head holds back).
 */
export function olderThan(before: Position | null, head: Position): RawBuilder<unknown> {
  const bound = (position: Position) =>
    sql`(${position.commit.toString()}::xid8, ${position.prepare.toString()}::bigint)`;
  return before && comparePositions(before, head) <= 0
    ? sql`(e.transaction_id, e.position) < ${bound(before)}`
    : sql`(e.transaction_id, e.position) <= ${bound(head)}`;
}

/** A stream prefix (`order-` of 'order-*') as a range of stream ids in collation "C": the ids starting with it. */
export function streamPrefixRange(prefix: string): RawBuilder<unknown> {
  const after = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
  return sql`e.stream_id collate "C" >= ${prefix} and e.stream_id collate "C" < ${after}`;
}

/**
 * The same prefix as a test no index serves: a page of a prefix that many events share walks the
 * log's own index back and keeps the matching rows (see EventLogQuery's prefix pages).
 */
export const streamPrefixWalked = (prefix: string): RawBuilder<unknown> =>
  sql`left(e.stream_id, ${prefix.length}) = ${prefix}`;

/**
 * Every filter but a stream prefix, as conditions the browser's indexes serve in log order (see
 * operations-migrations.ts): an exact stream and a type compared in collation "C", as those indexes
 * are built. The actor and the time range have no index: a rare one walks the log back (the actor
 * first looks for its quoted text in the stored metadata, which costs no JSON parsing).
 */
export function filterConditions(filters: EventFilters): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [];
  if (filters.stream && !filters.stream.endsWith('*'))
    conditions.push(sql`e.stream_id collate "C" = ${filters.stream}`);
  if (filters.type) conditions.push(sql`e.type collate "C" = ${filters.type}`);
  if (filters.actor) {
    const field = ROLES.has(filters.actor) ? 'role' : 'id';
    // The DTO's characters need no escaping in JSON, so the stored text holds the value quoted.
    conditions.push(
      sql`strpos(e.metadata::text, ${JSON.stringify(filters.actor)}) > 0 and e.metadata->'actor'->>${field} = ${filters.actor}`,
    );
  }
  if (filters.correlationId) conditions.push(sql`e.metadata->>'correlationId' = ${filters.correlationId}`);
  if (filters.from) conditions.push(sql`e.recorded_at >= ${new Date(filters.from).toISOString()}::timestamptz`);
  if (filters.to) conditions.push(sql`e.recorded_at < ${new Date(filters.to).toISOString()}::timestamptz`);
  return conditions;
}

/** The stream prefix of the filters ('order-' for 'order-*'), or null. */
export const streamPrefixOf = (filters: EventFilters): string | null =>
  filters.stream?.endsWith('*') ? filters.stream.slice(0, -1) : null;
