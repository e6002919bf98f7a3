import { Inject, Injectable } from '@nestjs/common';
import { EVENT_BROWSER_DEFAULT_LIMIT } from '@store/contracts/schemas';
import type { LoggedEvent } from '@store/contracts';
import { AppConfig, CONFIG, DATABASE, DomainError } from '@store/platform';
import { Kysely, sql, type RawBuilder } from 'kysely';
import { toLoggedEvent, type EventLogRow } from './logged-event';

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
/** A filter no index serves (actor, a rare type) may scan far back: cut it off rather than hold a connection. */
const STATEMENT_TIMEOUT_MS = 5000;
export const CHAIN_LIMIT = 500;

const columns = sql`event_id, stream_id, revision::text as revision, position::text as position, transaction_id::text as transaction_id, type, version, data, metadata, recorded_at`;

/**
 * Reads the PostgreSQL event log for the event browser: newest first in the log's own order
 * (transaction id, then position), paged by the last event's cursor. With EVENTSTORE_URL set
 * (KurrentDB holds the log) it answers 409: the browser reads the PostgreSQL adapter's table.
 */
@Injectable()
export class EventLogQuery {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<any>,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async page(filters: EventFilters): Promise<{ events: LoggedEvent[]; nextCursor: string | null }> {
    this.assertPostgresLog();
    const limit = filters.limit ?? EVENT_BROWSER_DEFAULT_LIMIT;
    const conditions = conditionsOf(filters);
    const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
    const rows = await this.run(sql<EventLogRow>`select ${columns} from events ${where} order by transaction_id desc, position desc limit ${limit + 1}`);
    const events = rows.slice(0, limit).map(toLoggedEvent);
    return { events, nextCursor: rows.length > limit ? events[events.length - 1].cursor : null };
  }

  /** Every event sharing the correlation id of `eventId`, oldest first (at most CHAIN_LIMIT); 404 for an unknown event. */
  async chain(eventId: string): Promise<{ correlationId: string; events: LoggedEvent[]; truncated: boolean }> {
    this.assertPostgresLog();
    const [origin] = await this.run(sql<EventLogRow>`select ${columns} from events where event_id = ${eventId}::uuid`);
    if (!origin) throw new DomainError('Event not found', 404);
    const correlationId = toLoggedEvent(origin).metadata.correlationId;
    if (!correlationId) return { correlationId, events: [toLoggedEvent(origin)], truncated: false };
    const rows = await this.run(
      sql<EventLogRow>`select ${columns} from events where metadata->>'correlationId' = ${correlationId} order by transaction_id, position limit ${CHAIN_LIMIT + 1}`,
    );
    return { correlationId, events: rows.slice(0, CHAIN_LIMIT).map(toLoggedEvent), truncated: rows.length > CHAIN_LIMIT };
  }

  private async run<T>(query: RawBuilder<T>): Promise<T[]> {
    return this.db.transaction().execute(async (trx) => {
      await sql`select set_config('statement_timeout', ${String(STATEMENT_TIMEOUT_MS)}, true)`.execute(trx);
      try {
        return (await query.execute(trx)).rows;
      } catch (error) {
        if ((error as { code?: string }).code === '57014') throw new DomainError('The log is too large to search with these filters alone: narrow them (a stream, a type or a time range)', 422);
        throw error;
      }
    });
  }

  private assertPostgresLog() {
    if (this.config.EVENTSTORE_URL) throw new DomainError('The event browser reads the PostgreSQL event log; this store keeps its log in KurrentDB', 409);
  }
}

function conditionsOf(filters: EventFilters) {
  const conditions = [];
  if (filters.stream) {
    conditions.push(
      filters.stream.endsWith('*') ? sql`starts_with(stream_id, ${filters.stream.slice(0, -1)})` : sql`stream_id = ${filters.stream}`,
    );
  }
  if (filters.type) conditions.push(sql`type = ${filters.type}`);
  if (filters.actor) {
    conditions.push(ROLES.has(filters.actor) ? sql`metadata->'actor'->>'role' = ${filters.actor}` : sql`metadata->'actor'->>'id' = ${filters.actor}`);
  }
  if (filters.correlationId) conditions.push(sql`metadata->>'correlationId' = ${filters.correlationId}`);
  if (filters.from) conditions.push(sql`recorded_at >= ${new Date(filters.from).toISOString()}::timestamptz`);
  if (filters.to) conditions.push(sql`recorded_at < ${new Date(filters.to).toISOString()}::timestamptz`);
  if (filters.before) {
    const [commit, prepare] = filters.before.split('/');
    conditions.push(sql`(transaction_id, position) < (${commit}::xid8, ${prepare}::bigint)`);
  }
  return conditions;
}
