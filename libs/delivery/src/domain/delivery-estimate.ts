import type { PincodeRule } from '@store/contracts';
import { ruleFor } from './pincode-rules';

export type DeliveryPromise =
  | { serviceable: true; minDays: number; maxDays: number; from: string; to: string }
  | { serviceable: false; minDays: null; maxDays: null; from: null; to: null };

const NOT_SERVICEABLE: DeliveryPromise = { serviceable: false, minDays: null, maxDays: null, from: null, to: null };

/** A calendar day (YYYY-MM-DD) plus `days` days; months and years roll over, no time zone involved. */
export function addDays(day: string, days: number): string {
  const moment = new Date(`${day}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

/**
 * What the store promises a pincode, on `today` (the store's calendar day): the days of its
 * longest matching prefix, counted in calendar days (Sundays and holidays included: the rule's
 * days are the brand's own promise and already allow for them). No matching prefix, or a prefix
 * not served: not serviceable.
 */
export function deliveryPromise(rules: readonly PincodeRule[], pincode: string, today: string): DeliveryPromise {
  const rule = ruleFor(rules, pincode);
  if (!rule || !rule.serviceable || rule.minDays === null || rule.maxDays === null) return NOT_SERVICEABLE;
  return {
    serviceable: true,
    minDays: rule.minDays,
    maxDays: rule.maxDays,
    from: addDays(today, rule.minDays),
    to: addDays(today, rule.maxDays),
  };
}
