import { MAX_STREAMS_PER_READ, type RecordedEvent } from '@store/eventstore';
import { CommandContext, CommandHandling, foldEvents } from '@store/platform';
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
export async function readSale(commands: CommandHandling, productId: string, orderId: string): Promise<SaleRecord> {
  return (await readSaleStream(commands, productId, orderId)).state;
}

/** readSale with the revision it was read at, for recordSale right after. */
export function readSaleStream(commands: CommandHandling, productId: string, orderId: string): Promise<LoadedSale> {
  return commands.load(saleRecordDecider, saleStream(productId, orderId));
}

/**
 * readSaleStream for many orders of one product in one round trip per MAX_STREAMS_PER_READ
 * orders (settling a batch reads them all before recording the few that are missing).
 */
export async function readSaleStreams(
  commands: CommandHandling,
  productId: string,
  orderIds: readonly string[],
): Promise<Map<string, LoadedSale>> {
  const sales = new Map<string, LoadedSale>();
  const unique = [...new Set(orderIds)];
  for (let start = 0; start < unique.length; start += MAX_STREAMS_PER_READ) {
    const chunk = unique.slice(start, start + MAX_STREAMS_PER_READ);
    // Read with their revisions (CommandHandling.loadMany folds the states only).
    const streams = await commands.store.readStreams(chunk.map((orderId) => saleStream(productId, orderId)));
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
  commands: CommandHandling,
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
    now: commands.now(),
  };
  const stream = saleStream(productId, orderId);
  if (read) {
    // The stream as read already had the sale: its status only moves forwards, so it still does.
    if (saleRecordDecider.decide(command, read.state).length === 0) return;
    if (await commands.decideOnLoaded(saleRecordDecider, stream, read, command, context)) return;
  }
  await commands.decide(saleRecordDecider, stream, command, context, { maxAttempts: 20 });
}
