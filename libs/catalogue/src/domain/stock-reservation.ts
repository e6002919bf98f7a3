import { ConflictError, ValidationError } from '@store/platform/domain';
import type { InventoryEvent } from './inventory-events';
import type { InventoryState } from './inventory-state';
import { CATALOGUE_MESSAGES as M } from './messages';
import { stockKey, type ReservedLine } from './stock-line';

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

export interface ReserveStock {
  type: 'ReserveStock';
  productId: string;
  orderId: string;
  lines: ReserveLine[];
  now: string;
  expiresAt?: string;
  share?: HolderShare;
}

/** All the lines of one product for one order, or none (409 beyond the stock or the holders' share). */
export function decideReservation(command: ReserveStock, state: InventoryState): InventoryEvent[] {
  if (state.reservations[command.orderId]) return [];
  const wanted: Record<string, number> = {};
  for (const line of command.lines) {
    if (!Number.isInteger(line.quantity) || line.quantity < 1) throw new ValidationError(M.stockInvalid, 'quantity');
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
  const { productId, orderId, now } = command;
  const lines = command.lines.map(({ variantId, size, quantity }) => ({ variantId, size, quantity }));
  const expiry = command.expiresAt ? { expiresAt: command.expiresAt } : {};
  const holders = command.share ? { holders: command.share.holders } : {};
  return [{ type: 'StockReserved', data: { productId, orderId, lines, at: now, ...expiry, ...holders } }];
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
