import type { ReservedLine } from './stock-line';

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
