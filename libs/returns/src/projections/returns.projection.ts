import { returnEventSummary, returnNumber, type OrderReturnEvent, type ReturnStep } from '@store/contracts';
import type { RecordedEvent } from '@store/eventstore';
import { defineProjection } from '@store/projections';
import { sql, type Kysely } from 'kysely';
import { evolveReturns, type ReturnRecord } from '../domain';
import type { ReturnsReadTables } from './returns.tables';

export const RETURNS_PROJECTION = 'returns_requests';

const BY: Record<string, string> = { admin: 'Admin', user: 'Customer', guest: 'Customer', system: 'System' };

const paise = (rupees: number) => Math.round(rupees * 100);

function stepOf(event: RecordedEvent, record: ReturnRecord): ReturnStep {
  return {
    type: event.type,
    state: record.state,
    at: (event.data as { at: string }).at,
    by: BY[event.metadata.actor.role] ?? 'System',
    text: returnEventSummary({ type: event.type, data: event.data } as OrderReturnEvent),
  };
}

/** One event into its return's row: the record folded by the domain's own evolve, and one step more. */
async function apply(event: RecordedEvent, db: Kysely<ReturnsReadTables>) {
  const returnEvent = { type: event.type, data: event.data } as OrderReturnEvent;
  const { returnId } = returnEvent.data;
  const row =
    returnEvent.type === 'ReturnRequested'
      ? null
      : await db
          .selectFrom('return_request')
          .select(['record', 'steps'])
          .where('return_id', '=', returnId)
          .executeTakeFirst();
  if (returnEvent.type !== 'ReturnRequested' && !row) return; // a step of a return this read model never saw
  const before = { orderId: returnEvent.data.orderId, returns: row ? [row.record] : [] };
  const record = evolveReturns(before, returnEvent).returns.find((candidate) => candidate.returnId === returnId);
  if (!record) return;
  const steps = [...(row?.steps ?? []), stepOf(event, record)];
  const values = {
    state: record.state,
    units: record.lines.reduce((sum, line) => sum + line.quantity, 0),
    value_paise: record.lines.reduce((sum, line) => sum + paise(line.unitPrice) * line.quantity, 0),
    updated_at: event.metadata.occurredAt,
    approved_at: record.state === 'approved' ? record.approvedAt : null,
    version: record.version,
    record: JSON.stringify(record) as unknown as ReturnRecord,
    steps: JSON.stringify(steps) as unknown as ReturnStep[],
  };
  if (!row) {
    await db
      .insertInto('return_request')
      .values({
        return_id: returnId,
        order_id: record.orderId,
        sequence: record.sequence,
        number: returnNumber(record.orderId, record.sequence),
        reason: record.reason,
        requested_at: record.requestedAt,
        ...values,
      })
      .onConflict((conflict) => conflict.column('return_id').doNothing())
      .execute();
  } else await db.updateTable('return_request').set(values).where('return_id', '=', returnId).execute();
}

/**
 * The returns read model (issue #43): the shopper's view of an order's returns, the admin's list
 * with its filters and paging, a return's details, the never-arrived sweep's work list and the
 * dashboard's summary. Written only here, from the order returns streams.
 */
export const returnsProjection = defineProjection<ReturnsReadTables>({
  name: RETURNS_PROJECTION,
  version: 1,
  tables: ['return_request'],
  async createTables(db) {
    await db.schema
      .createTable('return_request')
      .addColumn('return_id', 'text', (col) => col.primaryKey())
      .addColumn('order_id', 'text', (col) => col.notNull())
      .addColumn('sequence', 'integer', (col) => col.notNull())
      .addColumn('number', 'text', (col) => col.notNull())
      .addColumn('state', 'text', (col) => col.notNull())
      .addColumn('reason', 'text', (col) => col.notNull())
      .addColumn('units', 'integer', (col) => col.notNull())
      .addColumn('value_paise', 'bigint', (col) => col.notNull())
      .addColumn('requested_at', 'timestamptz', (col) => col.notNull())
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
      .addColumn('approved_at', 'timestamptz')
      .addColumn('version', 'integer', (col) => col.notNull())
      .addColumn('record', 'jsonb', (col) => col.notNull())
      .addColumn('steps', 'jsonb', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('return_request_order')
      .on('return_request')
      .columns(['order_id', 'sequence'])
      .execute();
    await db.schema
      .createIndex('return_request_requested')
      .on('return_request')
      .expression(sql`requested_at desc`)
      .execute();
    await db.schema
      .createIndex('return_request_state')
      .on('return_request')
      .columns(['state', 'approved_at'])
      .execute();
  },
  handlers: {
    ReturnRequested: apply,
    ReturnApproved: apply,
    ReturnRejected: apply,
    ReturnReceived: apply,
    ReturnRefunded: apply,
    ReturnExchangeShipped: apply,
    ReturnCancelled: apply,
    ReturnRefundFailed: apply,
  },
});
