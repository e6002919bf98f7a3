import type { InventoryEvent } from './inventory-events';
import type { SaleRecord } from './sale-record';
import { stockKey, type ReservedLine } from './stock-line';

/**
 * Bounded whatever the product's history (#16): what is on sale, the open reservations, and the
 * sales not yet copied to their sale streams (settled in batches of INVENTORY_SETTLE_AT).
 */
export interface InventoryState {
  /** Available units per stockKey (on hand minus reserved). */
  available: Record<string, number>;
  /** Open reservations by order id. */
  reservations: Record<string, ReservedLine[]>;
  /** The holders of open reservations that have them (StockReserved.holders), by order id. */
  holders: Record<string, string[]>;
  /** Sold (committed) or sold-then-restocked lines by order id, until settled into the order's sale stream. */
  unsettled: Record<string, SaleRecord>;
  /** StockCommitmentSettled events so far: a decision that read a sale stream before a newer one is re-read. */
  settles: number;
}

/** Settle once this many sales are unsettled (fewer settle events, and fewer re-reads they cause). */
export const INVENTORY_SETTLE_AT = 32;
/** At most this many sales settled by one command (a pre-#16 log may hold thousands). */
export const INVENTORY_SETTLE_BATCH = 500;

export const initialInventoryState = (): InventoryState => ({
  available: {},
  reservations: {},
  holders: {},
  unsettled: {},
  settles: 0,
});

const without = <T>(map: Record<string, T>, key: string): Record<string, T> => {
  if (!(key in map)) return map;
  const { [key]: _gone, ...rest } = map;
  return rest;
};

const add = (available: Record<string, number>, lines: ReservedLine[], sign: 1 | -1) => {
  const next = { ...available };
  for (const line of lines) next[stockKey(line)] = (next[stockKey(line)] ?? 0) + sign * line.quantity;
  return next;
};

export function evolveInventory(state: InventoryState, event: InventoryEvent): InventoryState {
  switch (event.type) {
    case 'StockSet':
    case 'StockAdjusted':
      return { ...state, available: { ...state.available, [stockKey(event.data)]: event.data.quantity } };
    case 'StockReserved': {
      const holders = event.data.holders
        ? { ...state.holders, [event.data.orderId]: event.data.holders }
        : state.holders;
      return {
        ...state,
        available: add(state.available, event.data.lines, -1),
        reservations: { ...state.reservations, [event.data.orderId]: event.data.lines },
        holders,
      };
    }
    case 'StockCommitted': {
      const { [event.data.orderId]: _done, ...rest } = state.reservations;
      const holders = without(state.holders, event.data.orderId);
      return {
        ...state,
        reservations: rest,
        holders,
        unsettled: { ...state.unsettled, [event.data.orderId]: { status: 'committed', lines: event.data.lines } },
      };
    }
    case 'StockReleased': {
      const available = add(state.available, event.data.lines, 1);
      const { [event.data.orderId]: open, ...reservations } = state.reservations;
      // An open reservation going back, or (none open) sold units coming back.
      if (open) return { ...state, available, reservations, holders: without(state.holders, event.data.orderId) };
      return {
        ...state,
        available,
        unsettled: { ...state.unsettled, [event.data.orderId]: { status: 'restocked', lines: event.data.lines } },
      };
    }
    case 'StockCommitmentSettled': {
      const unsettled = { ...state.unsettled };
      for (const orderId of event.data.orderIds) delete unsettled[orderId];
      return { ...state, unsettled, settles: state.settles + 1 };
    }
  }
}

/**
 * evolveInventory over many events in one pass (the same result): it copies the maps once
 * instead of per event, so a long stream folds in linear time.
 */
export function foldInventory(state: InventoryState, events: readonly InventoryEvent[]): InventoryState {
  const available = { ...state.available };
  const reservations = { ...state.reservations };
  const holders = { ...state.holders };
  const unsettled = { ...state.unsettled };
  let settles = state.settles;
  for (const event of events) {
    switch (event.type) {
      case 'StockSet':
      case 'StockAdjusted':
        available[stockKey(event.data)] = event.data.quantity;
        break;
      case 'StockReserved':
        for (const line of event.data.lines)
          available[stockKey(line)] = (available[stockKey(line)] ?? 0) - line.quantity;
        reservations[event.data.orderId] = event.data.lines;
        if (event.data.holders) holders[event.data.orderId] = event.data.holders;
        break;
      case 'StockCommitted':
        delete reservations[event.data.orderId];
        delete holders[event.data.orderId];
        unsettled[event.data.orderId] = { status: 'committed', lines: event.data.lines };
        break;
      case 'StockReleased':
        if (reservations[event.data.orderId]) {
          delete reservations[event.data.orderId];
          delete holders[event.data.orderId];
        } else unsettled[event.data.orderId] = { status: 'restocked', lines: event.data.lines };
        for (const line of event.data.lines)
          available[stockKey(line)] = (available[stockKey(line)] ?? 0) + line.quantity;
        break;
      case 'StockCommitmentSettled':
        for (const orderId of event.data.orderIds) delete unsettled[orderId];
        settles += 1;
        break;
    }
  }
  return { available, reservations, holders, unsettled, settles };
}
