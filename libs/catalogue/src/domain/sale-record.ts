import type { Decider } from '@store/platform/domain';
import type { ReservedLine } from './stock-line';

/**
 * One order's sold units of one product, kept in a stream of their own (`catalogue-sale-{product}-{order}`)
 * so that the product's inventory state does not keep every paid order forever (#16).
 * Its status only moves forwards: none, then committed (sold), then restocked (back on sale).
 */
export interface SaleRecord {
  status: 'none' | 'committed' | 'restocked';
  lines: ReservedLine[];
}
export const NO_SALE: SaleRecord = { status: 'none', lines: [] };

export type SaleRecordEvent = {
  type: 'SaleRecorded';
  data: { productId: string; orderId: string; status: 'committed' | 'restocked'; lines: ReservedLine[]; at: string };
};
export type SaleRecordCommand = {
  type: 'RecordSale';
  productId: string;
  orderId: string;
  status: 'committed' | 'restocked';
  lines: ReservedLine[];
  now: string;
};

const RANK: Record<SaleRecord['status'], number> = { none: 0, committed: 1, restocked: 2 };

export const saleRecordDecider: Decider<SaleRecord, SaleRecordCommand, SaleRecordEvent> = {
  initialState: () => NO_SALE,
  evolve: (_state, event) => ({ status: event.data.status, lines: event.data.lines }),
  decide: (command, state) => {
    // A copy of the inventory's own decision: recording it again, or an older status, changes nothing.
    if (RANK[command.status] <= RANK[state.status]) return [];
    const { productId, orderId, status, lines, now } = command;
    return [{ type: 'SaleRecorded', data: { productId, orderId, status, lines, at: now } }];
  },
};
