import {
  DISCOUNT_CODE_PATTERN,
  DISCOUNT_LIMITS,
  DISCOUNT_MESSAGES as M,
  formatRupees,
  type Discount,
} from '@store/contracts';
import type { DiscountRequest } from '@store/contracts/requests';

/** The form's values: numbers and dates stay text while typed; dates are India time ('2026-12-01T09:00'). */
export interface DiscountFormValues {
  code: string;
  type: 'percent' | 'fixed';
  value: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
  firstOrderOnly: boolean;
  /** Product ids, one per line or comma-separated. */
  productIds: string;
  category: '' | 'topwear' | 'bottomwear';
  isActive: boolean;
}

const IST_MS = 5.5 * 3_600_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** '2026-12-01T09:00' in India → the ISO moment; '' → null. */
export const indiaInputToIso = (value: string): string | null =>
  value ? new Date(`${value}:00+05:30`).toISOString() : null;

/** An ISO moment as the India-time input shows it. */
export const isoToIndiaInput = (iso: string | null): string =>
  iso ? new Date(Date.parse(iso) + IST_MS).toISOString().slice(0, 16) : '';

export const emptyDiscountForm = (): DiscountFormValues => ({
  code: '',
  type: 'percent',
  value: '',
  minSubtotal: '',
  startsAt: '',
  endsAt: '',
  usageLimit: '',
  perCustomerLimit: '',
  firstOrderOnly: false,
  productIds: '',
  category: '',
  isActive: true,
});

export function discountToForm(discount: Discount): DiscountFormValues {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    code: discount.code,
    type: discount.type,
    value: String(discount.value),
    minSubtotal: text(discount.minSubtotal),
    startsAt: isoToIndiaInput(discount.startsAt),
    endsAt: isoToIndiaInput(discount.endsAt),
    usageLimit: text(discount.usageLimit),
    perCustomerLimit: text(discount.perCustomerLimit),
    firstOrderOnly: discount.firstOrderOnly,
    productIds: discount.productIds.join('\n'),
    category: (discount.category ?? '') as DiscountFormValues['category'],
    isActive: discount.isActive,
  };
}

const idsOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((id) => id.trim())
    .filter(Boolean);

const isWholeFromOne = (text: string) => /^\d+$/.test(text.trim()) && Number(text) >= 1;

/** The form's rules with the server's messages: a message per field at fault (none: it can be saved). */
export function validateDiscountForm(values: DiscountFormValues): Partial<Record<keyof DiscountFormValues, string>> {
  const errors: Partial<Record<keyof DiscountFormValues, string>> = {};
  if (!DISCOUNT_CODE_PATTERN.test(values.code.trim())) errors.code = M.codeInvalid;
  const value = Number(values.value);
  if (!values.value.trim() || !Number.isFinite(value) || value <= 0) errors.value = M.valueInvalid;
  else if (values.type === 'percent' && value > 100) errors.value = M.percentTooHigh;
  else if (values.type === 'fixed' && value > DISCOUNT_LIMITS.maxFixedValue) errors.value = M.fixedTooHigh;
  if (values.minSubtotal.trim() && !(Number(values.minSubtotal) >= 0)) errors.minSubtotal = M.minSubtotalInvalid;
  if (values.usageLimit.trim() && !isWholeFromOne(values.usageLimit)) errors.usageLimit = M.usageLimitInvalid;
  if (values.perCustomerLimit.trim() && !isWholeFromOne(values.perCustomerLimit))
    errors.perCustomerLimit = M.perCustomerLimitInvalid;
  if (values.startsAt && values.endsAt && values.endsAt <= values.startsAt) errors.endsAt = M.endsBeforeStart;
  const ids = idsOf(values.productIds);
  if (ids.length > DISCOUNT_LIMITS.maxProducts || ids.some((id) => !UUID.test(id)))
    errors.productIds = M.productIdsInvalid;
  return errors;
}

/** The request the form sends. */
export function formToDiscount(values: DiscountFormValues): DiscountRequest {
  const optionalNumber = (text: string) => (text.trim() ? Number(text) : null);
  return {
    code: values.code.trim(),
    type: values.type,
    value: Number(values.value),
    minSubtotal: optionalNumber(values.minSubtotal),
    startsAt: indiaInputToIso(values.startsAt),
    endsAt: indiaInputToIso(values.endsAt),
    usageLimit: optionalNumber(values.usageLimit),
    perCustomerLimit: optionalNumber(values.perCustomerLimit),
    firstOrderOnly: values.firstOrderOnly,
    productIds: idsOf(values.productIds),
    category: values.category || null,
    isActive: values.isActive,
  };
}

/** What the code takes off, in words: '10% off', '₹150.00 off'. */
export const discountValueText = (discount: Pick<Discount, 'type' | 'value'>) =>
  discount.type === 'percent' ? `${discount.value}% off` : `${formatRupees(discount.value)} off`;

/** Uses as the list shows them: '3 / 100 used' (or '3 used'), and the unpaid holds. */
export const usesText = (discount: Pick<Discount, 'uses' | 'usageLimit' | 'reserved'>) =>
  `${discount.uses}${discount.usageLimit === null ? '' : ` / ${discount.usageLimit}`} used` +
  (discount.reserved > 0 ? ` (${discount.reserved} waiting for payment)` : '');
