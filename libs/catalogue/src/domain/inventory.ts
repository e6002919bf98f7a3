import { PRODUCT_BOUNDS } from '@store/contracts';
import { Decider, ConflictError, ValidationError } from '@store/platform/domain';
import { CATALOGUE_MESSAGES as M } from './messages';
import type { SaleRecord } from './sale-record';
import { stockKey, type ReservedLine, type StockKey } from './stock-line';

export { stockKey, type ReservedLine, type StockKey };

export type InventoryEvent =
  | {
      type: 'StockSet';
      data: {
        productId: string;
        variantId: string | null;
        size: string;
        previous: number;
        quantity: number;
        reason: string;
        at: string;
      };
    }
  | {
      type: 'StockAdjusted';
      data: {
        productId: string;
        variantId: string | null;
        size: string;
        delta: number;
        quantity: number;
        reason: string;
        at: string;
      };
    }
  /**
   * expiresAt: when the reservation lapses unless its order is paid (absent in events before #16:
   * reserved at + ORDER_PAYMENT_TIMEOUT). holders: who holds it unpaid, for the share rule (a guest
   * order's contact and browser keys, pseudonymous; absent for signed-in orders and before #38).
   */
  | {
      type: 'StockReserved';
      data: {
        productId: string;
        orderId: string;
        lines: ReservedLine[];
        at: string;
        expiresAt?: string;
        holders?: string[];
      };
    }
  | { type: 'StockCommitted'; data: { productId: string; orderId: string; lines: ReservedLine[]; at: string } }
  /** reason: set when sold units come back (an admin's 'returned to stock' for a returned order). */
  | {
      type: 'StockReleased';
      data: { productId: string; orderId: string; lines: ReservedLine[]; at: string; reason?: string };
    }
  /** These orders' sales are copied to their own sale streams: the inventory state forgets them (no stock change). */
  | { type: 'StockCommitmentSettled'; data: { productId: string; orderIds: string[]; at: string } };

/** The events that move stock (every one but the settlement bookkeeping). */
export type StockMovementEvent = Exclude<InventoryEvent, { type: 'StockCommitmentSettled' }>;

export const INVENTORY_EVENT_TYPES: InventoryEvent['type'][] = [
  'StockSet',
  'StockAdjusted',
  'StockReserved',
  'StockCommitted',
  'StockReleased',
  'StockCommitmentSettled',
];

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

export interface ReserveLine extends ReservedLine {
  /** For the spec's message only. */
  productName: string;
  colourName: string;
}

/**
 * The share of one colour and size that unpaid reservations of one holder may hold (issue #38):
 * `percent` of its units on hand (available plus reserved, so the cap does not shrink as others
 * reserve), never fewer than `minimumUnits`. Units sold (paid) no longer count.
 */
export interface HolderShare {
  /** The reservation's holders: a guest order's contact(s) and browser. */
  holders: string[];
  percent: number;
  minimumUnits: number;
}

export type InventoryCommand =
  | {
      type: 'SetStock';
      productId: string;
      variantId: string | null;
      size: string;
      quantity: number;
      reason: string;
      now: string;
    }
  /** Several levels at once (a product form): one append, a StockSet for each level that changes. */
  | {
      type: 'SetStockLevels';
      productId: string;
      levels: Array<{ variantId: string | null; size: string; quantity: number }>;
      reason: string;
      now: string;
    }
  | {
      type: 'AdjustStock';
      productId: string;
      variantId: string | null;
      size: string;
      delta: number;
      reason: string;
      now: string;
    }
  | {
      type: 'ReserveStock';
      productId: string;
      orderId: string;
      lines: ReserveLine[];
      now: string;
      expiresAt?: string;
      share?: HolderShare;
    }
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

const wholeNonNegative = (n: number) => Number.isInteger(n) && n >= 0;
/** A stock level the catalogue stores: whole units of one size, from 0 to PRODUCT_BOUNDS.maxStock. */
export const isValidStockLevel = (n: number) => wholeNonNegative(n) && n <= PRODUCT_BOUNDS.maxStock;

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
    case 'ReserveStock': {
      if (state.reservations[command.orderId]) return [];
      const wanted: Record<string, number> = {};
      for (const line of command.lines) {
        if (!Number.isInteger(line.quantity) || line.quantity < 1)
          throw new ValidationError(M.stockInvalid, 'quantity');
        wanted[stockKey(line)] = (wanted[stockKey(line)] ?? 0) + line.quantity;
        const available = state.available[stockKey(line)] ?? 0;
        if (wanted[stockKey(line)] > available) {
          throw new ConflictError(
            M.insufficientStock(line.productName, line.size, line.colourName, Math.max(0, available)),
            'stock',
          );
        }
      }
      if (command.share) refuseBeyondShare(command.share, command.lines, wanted, state);
      const lines = command.lines.map(({ variantId, size, quantity }) => ({ variantId, size, quantity }));
      const expiry = command.expiresAt ? { expiresAt: command.expiresAt } : {};
      const holders = command.share ? { holders: command.share.holders } : {};
      return [
        {
          type: 'StockReserved',
          data: {
            productId: command.productId,
            orderId: command.orderId,
            lines,
            at: command.now,
            ...expiry,
            ...holders,
          },
        },
      ];
    }
    case 'CommitStock': {
      // Sold once: a retry, or a late commit after the units came back, takes nothing again.
      if (saleOf(command, state).status !== 'none') return [];
      const lines = state.reservations[command.orderId];
      if (!lines) throw new ConflictError(M.reservationNotFound);
      return [
        {
          type: 'StockCommitted',
          data: { productId: command.productId, orderId: command.orderId, lines, at: command.now },
        },
      ];
    }
    case 'ReleaseStock': {
      // An open reservation, or stock already sold to an order cancelled after payment.
      const sale = saleOf(command, state);
      const lines = state.reservations[command.orderId] ?? (sale.status === 'committed' ? sale.lines : undefined);
      if (!lines) return [];
      return [
        {
          type: 'StockReleased',
          data: { productId: command.productId, orderId: command.orderId, lines, at: command.now },
        },
      ];
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
      if (!lines) return [];
      return [
        {
          type: 'StockReleased',
          data: {
            productId: command.productId,
            orderId: command.orderId,
            lines,
            at: command.now,
            reason: command.reason,
          },
        },
      ];
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

/** Units of one colour and size in open reservations: all of them, or only those `holder` holds. */
function reservedUnits(state: InventoryState, key: string, holder?: string): number {
  let units = 0;
  for (const [orderId, lines] of Object.entries(state.reservations)) {
    if (holder !== undefined && !state.holders[orderId]?.includes(holder)) continue;
    for (const line of lines) if (stockKey(line) === key) units += line.quantity;
  }
  return units;
}

/** 409 when a holder's unpaid units of a colour and size would pass its share (see HolderShare). */
function refuseBeyondShare(
  share: HolderShare,
  lines: ReserveLine[],
  wanted: Record<string, number>,
  state: InventoryState,
): void {
  const checked = new Set<string>();
  for (const line of lines) {
    const key = stockKey(line);
    if (checked.has(key)) continue;
    checked.add(key);
    const onHand = (state.available[key] ?? 0) + reservedUnits(state, key);
    const cap = Math.max(share.minimumUnits, Math.floor((onHand * share.percent) / 100));
    for (const holder of share.holders) {
      if (reservedUnits(state, key, holder) + wanted[key] > cap)
        throw new ConflictError(M.unpaidStockShare(line.productName, line.size, line.colourName, cap), 'stock');
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
