/** The store's return settings a policy is worded from: always the server's (GET /api/returns/policy, or an order's returns answer). */
export interface ReturnPolicySettings {
  windowDays: number;
  exchangesEnabled: boolean;
}

const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/**
 * The return policy of spec section 9, worded from the return settings the server applies (issue
 * #43): the window in days and whether size exchanges are offered. No default of its own: a text
 * that shows before the settings arrive could promise what the server refuses.
 */
export function returnPolicy({ windowDays, exchangesEnabled }: ReturnPolicySettings): readonly string[] {
  return [
    windowDays === 0
      ? 'Returns are accepted on the day of delivery only.'
      : `Returns are accepted within ${daysText(windowDays)} of delivery only.`,
    exchangesEnabled
      ? 'Damaged or defective products can be returned, and sizes exchanged.'
      : 'Only damaged or defective products can be returned.',
    'Product tags must not be removed.',
    'Request a return from My Orders (or your order page) with photos of the product, or through our WhatsApp chat with your order details.',
    'Refunds are processed within 5-7 business days after approval.',
  ];
}

/** The product page's one-line note beside its "Read the return policy" link. */
export function returnPolicyNote({ windowDays, exchangesEnabled }: ReturnPolicySettings): string {
  const window = windowDays === 0 ? 'Returns on the day of delivery' : `Easy ${windowDays}-day returns`;
  return `${window} on damaged or defective items${exchangesEnabled ? ', and size exchanges' : ''}.`;
}

export const RETURN_POLICY_TEXT = {
  title: 'Return Policy',
  loading: 'Loading the return policy…',
  unavailable: 'The return policy could not be loaded. Please try again, or ask us on WhatsApp.',
} as const;

/** The home page's promise ('3-day easy returns'). */
export function returnPolicyPromise({ windowDays }: ReturnPolicySettings): string {
  return windowDays === 0 ? 'Returns on the day of delivery' : `${windowDays}-day easy returns`;
}
