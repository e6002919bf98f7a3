import { Inject, Injectable } from '@nestjs/common';
import {
  RETURN_REASONS,
  RETURN_STATES,
  type AdminReturnRow,
  type ReturnReason,
  type ReturnRequestView,
  type ReturnState,
  type ReturnsSummaryResponse,
} from '@store/contracts';
import { DATABASE } from '@store/platform';
import { sql, type Kysely } from 'kysely';
import type { ReturnRequestRow, ReturnsReadTables } from '../projections/returns.tables';
import { toReturnView } from './return-views';

const iso = (at: Date | string) => new Date(at).toISOString();

export interface AdminReturnsFilters {
  state?: ReturnState;
  reason?: ReturnReason;
  q?: string;
  page: number;
  limit: number;
}

/** Reads of the returns read model (written only by the returns projection). */
@Injectable()
export class ReturnsQuery {
  constructor(@Inject(DATABASE) private readonly db: Kysely<ReturnsReadTables>) {}

  private view(row: Pick<ReturnRequestRow, 'record' | 'steps'>): ReturnRequestView {
    return toReturnView(row.record, row.steps);
  }

  async ofOrder(orderId: string): Promise<ReturnRequestView[]> {
    const rows = await this.db
      .selectFrom('return_request')
      .select(['record', 'steps'])
      .where('order_id', '=', orderId)
      .orderBy('sequence')
      .execute();
    return rows.map((row) => this.view(row));
  }

  async byId(returnId: string): Promise<ReturnRequestView | null> {
    const row = await this.db
      .selectFrom('return_request')
      .select(['record', 'steps'])
      .where('return_id', '=', returnId)
      .executeTakeFirst();
    return row ? this.view(row) : null;
  }

  /** Newest first; `q` matches the return's number ('R-06E1B0-1') or the order's id or number. */
  async page(filters: AdminReturnsFilters) {
    let query = this.db.selectFrom('return_request');
    if (filters.state) query = query.where('state', '=', filters.state);
    if (filters.reason) query = query.where('reason', '=', filters.reason);
    const q = filters.q?.trim().replace(/^#/, '').toLowerCase();
    if (q) {
      const like = `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) => eb.or([eb(sql`lower(number)`, 'like', like), eb('order_id', 'like', like)]));
    }
    const [{ total }, rows, counts] = await Promise.all([
      query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      query
        .select([
          'return_id',
          'order_id',
          'number',
          'state',
          'reason',
          'units',
          'value_paise',
          'requested_at',
          'updated_at',
          'version',
        ])
        .orderBy('requested_at', 'desc')
        .orderBy('return_id')
        .limit(filters.limit)
        .offset((filters.page - 1) * filters.limit)
        .execute(),
      this.db
        .selectFrom('return_request')
        .select(['state', (eb) => eb.fn.countAll<string>().as('count')])
        .groupBy('state')
        .execute(),
    ]);
    const byState = Object.fromEntries(RETURN_STATES.map((state) => [state, 0])) as Record<ReturnState, number>;
    for (const row of counts) byState[row.state as ReturnState] = Number(row.count);
    const list: Omit<AdminReturnRow, 'customerName' | 'customerEmail'>[] = rows.map((row) => ({
      returnId: row.return_id,
      number: row.number,
      orderId: row.order_id,
      state: row.state as ReturnState,
      reason: row.reason as ReturnReason,
      units: row.units,
      value: Number(row.value_paise) / 100,
      requestedAt: iso(row.requested_at),
      updatedAt: iso(row.updated_at),
      version: row.version,
    }));
    return { rows: list, total: Number(total), counts: byState };
  }

  /** Approved returns approved before `before` (the never-arrived sweep's work list). */
  async approvedBefore(before: Date, limit = 200): Promise<string[]> {
    const rows = await this.db
      .selectFrom('return_request')
      .select('return_id')
      .where('state', '=', 'approved')
      .where('approved_at', '<=', before)
      .orderBy('approved_at')
      .limit(limit)
      .execute()
      .catch((error: { code?: string }) => {
        if (error.code === '42P01') return []; // the projection has not created its table yet
        throw error;
      });
    return rows.map((row) => row.return_id);
  }

  /** Every return request (whatever its state): by reason, and by the returned product and size. */
  async summary(): Promise<Omit<ReturnsSummaryResponse, 'success'>> {
    const [byReason, byProductSize] = await Promise.all([
      this.db
        .selectFrom('return_request')
        .select([
          'reason',
          (eb) => eb.fn.countAll<string>().as('requests'),
          (eb) => eb.fn.sum<string>('units').as('units'),
        ])
        .groupBy('reason')
        .execute(),
      sql<{ product_id: string; name: string; size: string; requests: string; units: string }>`
        select line->>'productId' as product_id, max(line->>'name') as name, line->>'size' as size,
               count(distinct return_id) as requests, sum((line->>'quantity')::int) as units
        from return_request, jsonb_array_elements(record->'lines') as line
        group by line->>'productId', line->>'size'
        order by units desc, name, size
        limit 50`.execute(this.db),
    ]);
    const reasons = new Map(byReason.map((row) => [row.reason, row]));
    return {
      requests: byReason.reduce((sum, row) => sum + Number(row.requests), 0),
      units: byReason.reduce((sum, row) => sum + Number(row.units ?? 0), 0),
      byReason: RETURN_REASONS.map((reason) => ({
        reason,
        requests: Number(reasons.get(reason)?.requests ?? 0),
        units: Number(reasons.get(reason)?.units ?? 0),
      })),
      byProductSize: byProductSize.rows.map((row) => ({
        productId: row.product_id,
        name: row.name,
        size: row.size,
        requests: Number(row.requests),
        units: Number(row.units),
      })),
    };
  }
}
