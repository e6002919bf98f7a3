/**
 * A product's stock (the stream `catalogue-inventory-{productId}`): its commands and decisions.
 * Its events, its state and the reservation rules live in their own files, exported from here.
 */
import { PRODUCT_BOUNDS } from '@store/contracts';
import { Decider, ConflictError, ValidationError } from '@store/platform/domain';
import type { InventoryEvent } from './inventory-events';
import { evolveInventory, foldInventory, initialInventoryState, type InventoryState } from './inventory-state';
import { CATALOGUE_MESSAGES as M } from './messages';
import type { SaleRecord } from './sale-record';
import { stockKey, type ReservedLine, type StockKey } from './stock-line';
import { decideReservation, type ReserveStock } from './stock-reservation';

export { stockKey, type ReservedLine, type StockKey };
export * from './inventory-events';
export * from './inventory-state';
export type { HolderShare, ReserveLine } from './stock-reservation';

/**
 * A sale decision was made on a sale stream read before a StockCommitmentSettled: that stream
 * may have been written since, so it is read again (not a rule the shopper broke).
 */
export class SaleRecordOutdated extends Error {
  constructor() {
    super('The sale record was read before a settlement; read it again');
    this.name = 'SaleRecordOutdated';
  }
}

/** What the command handler read from the order's sale stream, after loading the inventory. */
export interface SaleKnowledge {
  sale: SaleRecord;
  /** `settles` of the inventory state loaded before the sale stream was read. */
  settlesSeen: number;
}

/** A stock level of one colour (null: the product's own) and size. */
interface StockLevelOf {
  variantId: string | null;
  size: string;
}

export type InventoryCommand =
  | ({ type: 'SetStock'; productId: string; quantity: number; reason: string; now: string } & StockLevelOf)
  /** Several levels at once (a product form): one append, a StockSet for each level that changes. */
  | {
      type: 'SetStockLevels';
      productId: string;
      levels: Array<StockLevelOf & { quantity: number }>;
      reason: string;
      now: string;
    }
  | ({ type: 'AdjustStock'; productId: string; delta: number; reason: string; now: string } & StockLevelOf)
  | ReserveStock
  | ({ type: 'CommitStock'; productId: string; orderId: string; now: string } & SaleKnowledge)
  | ({ type: 'ReleaseStock'; productId: string; orderId: string; now: string } & SaleKnowledge)
  /** The units an order bought come back (a return): once, whatever the retries. */
  | ({ type: 'ReturnStock'; productId: string; orderId: string; reason: string; now: string } & SaleKnowledge)
  /** These sales are now in their sale streams with these statuses: forget them. */
  | {
      type: 'SettleStockCommitments';
      productId: string;
      recorded: Array<{ orderId: string; status: SaleRecord['status'] }>;
      now: string;
    };

const wholeNonNegative = (n: number) => Number.isInteger(n) && n >= 0;
/** A stock level the catalogue stores: whole units of one size, from 0 to PRODUCT_BOUNDS.maxStock. */
export const isValidStockLevel = (n: number) => wholeNonNegative(n) && n <= PRODUCT_BOUNDS.maxStock;

/** Units of an order going back on sale (a reservation released, or sold units returned); none: nothing to do. */
function released(
  command: { productId: string; orderId: string; now: string },
  lines: ReservedLine[] | undefined,
  reason?: string,
): InventoryEvent[] {
  if (!lines) return [];
  const { productId, orderId, now } = command;
  return [
    {
      type: 'StockReleased',
      data: { productId, orderId, lines, at: now, ...(reason !== undefined ? { reason } : {}) },
    },
  ];
}

export function decideInventory(command: InventoryCommand, state: InventoryState): InventoryEvent[] {
  switch (command.type) {
    case 'SetStock': {
      if (!isValidStockLevel(command.quantity)) throw new ValidationError(M.stockInvalid, 'stock');
      const previous = state.available[stockKey(command)] ?? 0;
      if (previous === command.quantity && stockKey(command) in state.available) return [];
      const { productId, variantId, size, quantity, reason, now } = command;
      return [{ type: 'StockSet', data: { productId, variantId, size, previous, quantity, reason, at: now } }];
    }
    case 'SetStockLevels': {
      const events: InventoryEvent[] = [];
      let current = state;
      for (const level of command.levels) {
        const decided = decideInventory(
          { type: 'SetStock', productId: command.productId, ...level, reason: command.reason, now: command.now },
          current,
        );
        events.push(...decided);
        current = decided.reduce(evolveInventory, current);
      }
      return events;
    }
    case 'AdjustStock': {
      if (!Number.isInteger(command.delta)) throw new ValidationError(M.stockInvalid, 'stock');
      const quantity = (state.available[stockKey(command)] ?? 0) + command.delta;
      if (quantity < 0) throw new ConflictError(M.stockNegative, 'stock');
      if (command.delta === 0) return [];
      const { productId, variantId, size, delta, reason, now } = command;
      return [{ type: 'StockAdjusted', data: { productId, variantId, size, delta, quantity, reason, at: now } }];
    }
    case 'ReserveStock':
      return decideReservation(command, state);
    case 'CommitStock': {
      // Sold once: a retry, or a late commit after the units came back, takes nothing again.
      if (saleOf(command, state).status !== 'none') return [];
      const lines = state.reservations[command.orderId];
      if (!lines) throw new ConflictError(M.reservationNotFound);
      const { productId, orderId, now } = command;
      return [{ type: 'StockCommitted', data: { productId, orderId, lines, at: now } }];
    }
    case 'ReleaseStock': {
      // An open reservation, or stock already sold to an order cancelled after payment.
      const sale = saleOf(command, state);
      return released(
        command,
        state.reservations[command.orderId] ?? (sale.status === 'committed' ? sale.lines : undefined),
      );
    }
    case 'ReturnStock': {
      // The sold lines; or the reservation, when the sale's commit has not been made yet.
      const sale = saleOf(command, state);
      const lines =
        sale.status === 'committed'
          ? sale.lines
          : sale.status === 'none'
            ? state.reservations[command.orderId]
            : undefined;
      return released(command, lines, command.reason);
    }
    case 'SettleStockCommitments': {
      const orderIds = command.recorded
        .filter(({ orderId, status }) => state.unsettled[orderId]?.status === status)
        .map(({ orderId }) => orderId);
      if (orderIds.length === 0) return [];
      return [{ type: 'StockCommitmentSettled', data: { productId: command.productId, orderIds, at: command.now } }];
    }
  }
}

/**
 * The order's sale of this product: the inventory's own unsettled entry, else its sale stream.
 * Exact because the handler loaded the inventory before reading the sale stream, and an entry
 * leaves the state only after its sale stream has it (a settlement since then: read again).
 */
function saleOf(command: SaleKnowledge & { orderId: string }, state: InventoryState): SaleRecord {
  if (state.settles !== command.settlesSeen) throw new SaleRecordOutdated();
  return state.unsettled[command.orderId] ?? command.sale;
}

export const inventoryDecider: Decider<InventoryState, InventoryCommand, InventoryEvent> = {
  initialState: initialInventoryState,
  evolve: evolveInventory,
  decide: decideInventory,
  fold: foldInventory,
};
