import {
  isWrongExpectedRevisionError,
  MAX_STREAMS_PER_READ,
  type EventStore,
  type RecordedEvent,
} from '@store/eventstore';
import { CommandContext, foldEvents, handleCommand, loadAggregate } from '@store/platform';
import {
  saleRecordDecider,
  type SaleRecord,
  type SaleRecordCommand,
  type SaleRecordEvent,
} from '../domain/sale-record';
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
 * readSaleStream for many orders of one product in one round trip per MAX_STREAMS_PER_READ
 * orders (settling a batch reads them all before recording the few that are missing).
 */
export async function readSaleStreams(
  store: EventStore,
  productId: string,
  orderIds: readonly string[],
): Promise<Map<string, LoadedSale>> {
  const sales = new Map<string, LoadedSale>();
  const unique = [...new Set(orderIds)];
  for (let start = 0; start < unique.length; start += MAX_STREAMS_PER_READ) {
    const chunk = unique.slice(start, start + MAX_STREAMS_PER_READ);
    const streams = await store.readStreams(chunk.map((orderId) => saleStream(productId, orderId)));
    for (const orderId of chunk) sales.set(orderId, loadedSale(streams.get(saleStream(productId, orderId)) ?? []));
  }
  return sales;
}

const loadedSale = (recorded: RecordedEvent[]): LoadedSale => ({
  state: foldEvents(
    saleRecordDecider,
    recorded.map((event) => ({ type: event.type, data: event.data }) as SaleRecordEvent),
  ),
  revision: recorded.length ? recorded.length - 1 : null,
});

/**
 * Copies the inventory's decision into the sale stream; idempotent (a status never moves back).
 * `read`: the stream as the caller read it before deciding; appended at its revision without
 * reading it again, and read afresh only when that revision no longer holds.
 */
export async function recordSale(
  store: EventStore,
  productId: string,
  orderId: string,
  sale: SaleRecord,
  context: CommandContext,
  read?: LoadedSale,
): Promise<void> {
  if (sale.status === 'none') return;
  const command: SaleRecordCommand = {
    type: 'RecordSale',
    productId,
    orderId,
    status: sale.status,
    lines: sale.lines,
    now: new Date().toISOString(),
  };
  if (read && (await recordedAtRead(store, command, context, read))) return;
  await handleCommand(store, saleRecordDecider, saleStream(productId, orderId), command, context, { maxAttempts: 20 });
}

/**
 * True when the stream as read already had the sale (its status only moves forwards, so it still
 * does: nothing to write), or when the command was appended at the revision read; false to decide
 * again on the current stream.
 */
async function recordedAtRead(
  store: EventStore,
  command: SaleRecordCommand,
  context: CommandContext,
  read: LoadedSale,
): Promise<boolean> {
  const events = saleRecordDecider.decide(command, read.state);
  if (events.length === 0) return true;
  const metadata = {
    actor: context.actor,
    correlationId: context.correlationId,
    causationId: context.causationId ?? null,
    occurredAt: new Date().toISOString(),
  };
  try {
    await store.append(
      saleStream(command.productId, command.orderId),
      events.map((event) => ({ ...event, metadata })),
      { expectedRevision: read.revision ?? 'no_stream' },
    );
    return true;
  } catch (error) {
    if (isWrongExpectedRevisionError(error)) return false;
    throw error;
  }
}
