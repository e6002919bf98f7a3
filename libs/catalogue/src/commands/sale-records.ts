import { isWrongExpectedRevisionError, type EventStore } from '@store/eventstore';
import { CommandContext, handleCommand, loadAggregate } from '@store/platform';
import { saleRecordDecider, type SaleRecord, type SaleRecordCommand } from '../domain/sale-record';
import { saleStream } from '../streams';

/** A sale stream as it was read, with its revision (null: no stream yet). */
export interface LoadedSale {
  state: SaleRecord;
  revision: number | null;
}

/** The order's sale of the product, as its sale stream has it (NO_SALE when it has none). */
export async function readSale(store: EventStore, productId: string, orderId: string): Promise<SaleRecord> {
  return (await readSaleStream(store, productId, orderId)).state;
}

/** readSale with the revision it was read at, for recordSale right after. */
export function readSaleStream(store: EventStore, productId: string, orderId: string): Promise<LoadedSale> {
  return loadAggregate(store, saleRecordDecider, saleStream(productId, orderId));
}

/**
 * Copies the inventory's decision into the sale stream; idempotent (a status never moves back).
 * `read`: the stream as the caller read it before deciding; appended at its revision without
 * reading it again, and read afresh only when that revision no longer holds.
 */
export async function recordSale(store: EventStore, productId: string, orderId: string, sale: SaleRecord, context: CommandContext, read?: LoadedSale): Promise<void> {
  if (sale.status === 'none') return;
  const command: SaleRecordCommand = { type: 'RecordSale', productId, orderId, status: sale.status, lines: sale.lines, now: new Date().toISOString() };
  if (read && (await appendAtRead(store, command, context, read))) return;
  await handleCommand(store, saleRecordDecider, saleStream(productId, orderId), command, context, { maxAttempts: 20 });
}

/** True when the command was appended at the revision read; false to decide again on the current stream. */
async function appendAtRead(store: EventStore, command: SaleRecordCommand, context: CommandContext, read: LoadedSale): Promise<boolean> {
  const events = saleRecordDecider.decide(command, read.state);
  if (events.length === 0) return false;
  const metadata = { actor: context.actor, correlationId: context.correlationId, causationId: context.causationId ?? null, occurredAt: new Date().toISOString() };
  try {
    await store.append(saleStream(command.productId, command.orderId), events.map((event) => ({ ...event, metadata })), { expectedRevision: read.revision ?? 'no_stream' });
    return true;
  } catch (error) {
    if (isWrongExpectedRevisionError(error)) return false;
    throw error;
  }
}
