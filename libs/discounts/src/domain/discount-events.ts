import type { DiscountType } from '@store/contracts';

/** What the admin sets on a code (issue #44). Money in rupees, moments as ISO strings, the code upper-cased. */
export interface DiscountRules {
  code: string;
  type: DiscountType;
  value: number;
  minSubtotal: number | null;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  firstOrderOnly: boolean;
  productIds: string[];
  category: string | null;
  isActive: boolean;
}

/** Why a reservation was given back. */
export type ReleaseReason = 'expired' | 'cancelled' | 'not placed';

export type DiscountEvent =
  | { type: 'DiscountCreated'; data: { discountId: string; rules: DiscountRules; at: string } }
  | { type: 'DiscountEdited'; data: { discountId: string; rules: DiscountRules; at: string } }
  | { type: 'DiscountDeleted'; data: { discountId: string; code: string; at: string } }
  /** An order was placed with the code: one use held for it until it is paid, expires or is cancelled. */
  | {
      type: 'DiscountReserved';
      data: { discountId: string; orderId: string; customerKeys: string[]; amount: number; at: string };
    }
  /** The order was paid: the use counts. */
  | { type: 'DiscountUsed'; data: { discountId: string; orderId: string; amount: number; at: string } }
  /** The unpaid order expired or was cancelled (or never placed): its use is given back. */
  | { type: 'DiscountReleased'; data: { discountId: string; orderId: string; reason: ReleaseReason; at: string } };

export type DiscountEventType = DiscountEvent['type'];

export const DISCOUNT_EVENT_TYPES: DiscountEventType[] = [
  'DiscountCreated',
  'DiscountEdited',
  'DiscountDeleted',
  'DiscountReserved',
  'DiscountUsed',
  'DiscountReleased',
];

/** The code's claim stream: who holds a (normalised) code. */
export type DiscountCodeEvent =
  | { type: 'DiscountCodeClaimed'; data: { code: string; discountId: string; at: string } }
  | { type: 'DiscountCodeReleased'; data: { code: string; discountId: string; at: string } };
