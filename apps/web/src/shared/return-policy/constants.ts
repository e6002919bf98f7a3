import { DEFAULT_RETURN_SETTINGS } from '@store/contracts';

/** The store's return settings a policy is worded from (the server's, where a screen has them). */
export interface ReturnPolicySettings {
  windowDays: number;
  exchangesEnabled: boolean;
}

/**
 * The return policy of spec section 9, worded from the return settings (issue #43): the window in
 * days and whether size exchanges are offered. Screens without the server's settings use the
 * store's defaults (3 days, no exchanges); an order's own page passes what its returns answer says.
 */
export function returnPolicy({
  windowDays,
  exchangesEnabled,
}: ReturnPolicySettings = DEFAULT_RETURN_SETTINGS): readonly string[] {
  return [
    windowDays === 0
      ? 'Returns are accepted on the day of delivery only.'
      : `Returns are accepted within ${windowDays} ${windowDays === 1 ? 'day' : 'days'} of delivery only.`,
    exchangesEnabled
      ? 'Damaged or defective products can be returned, and sizes exchanged.'
      : 'Only damaged or defective products can be returned.',
    'Product tags must not be removed.',
    'Request a return from My Orders (or your order page) with photos of the product, or through our WhatsApp chat with your order details.',
    'Refunds are processed within 5-7 business days after approval.',
  ];
}

export const RETURN_POLICY_TEXT = {
  title: 'Return Policy',
} as const;
