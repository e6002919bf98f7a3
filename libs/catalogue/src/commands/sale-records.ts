import type { EventStore } from '@store/eventstore';
import { CommandContext, handleCommand, loadAggregate } from '@store/platform';
import { saleRecordDecider, type SaleRecord } from '../domain/sale-record';
import { saleStream } from '../streams';

/** The order's sale of the product, as its sale stream has it (NO_SALE when it has none). */
export async function readSale(store: EventStore, productId: string, orderId: string): Promise<SaleRecord> {
  return (await loadAggregate(store, saleRecordDecider, saleStream(productId, orderId))).state;
}

/** Copies the inventory's decision into the sale stream; idempotent (a status never moves back). */
export async function recordSale(store: EventStore, productId: string, orderId: string, sale: SaleRecord, context: CommandContext): Promise<void> {
  if (sale.status === 'none') return;
  const command = { type: 'RecordSale' as const, productId, orderId, status: sale.status, lines: sale.lines, now: new Date().toISOString() };
  await handleCommand(store, saleRecordDecider, saleStream(productId, orderId), command, context, { maxAttempts: 20 });
}
