import { DISCOUNT_MESSAGES as M } from '@store/contracts';
import { ValidationError } from '@store/platform/domain';
import type { DiscountRules } from './discount-events';

/** A priced line of the cart (the server's price), with what the code's product rules need. */
export interface QuoteLine {
  productId: string;
  category: string | null;
  price: number;
  quantity: number;
}

export interface Quote {
  /** Rupees off each line (the whole line), in the order of the lines given; 0 for a line the code does not cover. */
  lineDiscounts: number[];
  total: number;
}

const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (paiseAmount: number) => paiseAmount / 100;

/** Does the code cover this line: every line without product rules, else the listed products or the category. */
export function covers(rules: Pick<DiscountRules, 'productIds' | 'category'>, line: QuoteLine): boolean {
  if (rules.productIds.length === 0 && !rules.category) return true;
  return rules.productIds.includes(line.productId) || (!!rules.category && line.category === rules.category);
}

/** The code's window at `now`: not before `startsAt`, not from `endsAt` on. */
export function checkWindow(
  rules: Pick<DiscountRules, 'isActive' | 'startsAt' | 'endsAt'>,
  now: string,
  field: string,
) {
  if (!rules.isActive) throw new ValidationError(M.inactive, field);
  const at = Date.parse(now);
  if (rules.startsAt && at < Date.parse(rules.startsAt)) throw new ValidationError(M.notStarted, field);
  if (rules.endsAt && at >= Date.parse(rules.endsAt)) throw new ValidationError(M.expired, field);
}

/**
 * What the code takes off these lines (pure, in paise so the lines add up to the total exactly):
 * a percentage of each covered line, rounded to the paisa; or a fixed amount, at most the covered
 * lines' value, spread over them in proportion to their value (the paise left by rounding go to
 * the largest remainders, then the first lines). The minimum subtotal is the whole cart's items
 * before the discount. Refuses with the issue's messages.
 */
export function quoteDiscount(rules: DiscountRules, lines: readonly QuoteLine[], field: string): Quote {
  const values = lines.map((line) => paise(line.price) * line.quantity);
  const subtotal = values.reduce((sum, value) => sum + value, 0);
  if (rules.minSubtotal !== null && subtotal < paise(rules.minSubtotal))
    throw new ValidationError(M.addMore(rupees(paise(rules.minSubtotal) - subtotal)), field);
  const covered = lines.map((line) => covers(rules, line));
  const coveredValue = values.reduce((sum, value, i) => sum + (covered[i] ? value : 0), 0);
  if (coveredValue === 0) throw new ValidationError(M.notForTheseProducts, field);
  let off: number[];
  if (rules.type === 'percent') {
    const percent = Math.min(100, rules.value);
    off = values.map((value, i) => (covered[i] ? Math.round((value * percent) / 100) : 0));
  } else {
    const amount = Math.min(paise(rules.value), coveredValue);
    off = spread(
      amount,
      values.map((value, i) => (covered[i] ? value : 0)),
    );
  }
  return { lineDiscounts: off.map(rupees), total: rupees(off.reduce((sum, value) => sum + value, 0)) };
}

/** `amount` split over `weights` in proportion, whole paise, adding up exactly (largest remainders first). */
export function spread(amount: number, weights: readonly number[]): number[] {
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  if (whole === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => (amount * weight) / whole);
  const floors = shares.map(Math.floor);
  let left = amount - floors.reduce((sum, value) => sum + value, 0);
  const order = shares
    .map((share, i) => ({ i, remainder: share - floors[i]! }))
    .filter(({ i }) => weights[i]! > 0)
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] = floors[i]! + 1;
    left -= 1;
  }
  return floors;
}
