/**
 * Discount codes (issue #44): the limits of the admin's form and the texts the API and the web
 * app both show (a refusal reads the same in the cart drawer, at checkout and in an API answer).
 */
import { formatRupees } from './format/rupees';

export const DISCOUNT_TYPES = ['percent', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** Letters, digits, '-' and '_'; compared without case (stored upper-cased). */
export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;

export const DISCOUNT_LIMITS = {
  codeMinLength: 3,
  codeMaxLength: 32,
  maxFixedValue: 100_000,
  maxAmount: 10_000_000,
  maxUses: 1_000_000,
  maxProducts: 100,
} as const;

/** The code as it is stored and compared: trimmed and upper-cased. */
export const normaliseDiscountCode = (code: string) => code.trim().toUpperCase();

export const DISCOUNT_MESSAGES = {
  // Refusals of a code (validate, checkout)
  codeRequired: 'Please enter a discount code',
  unknown: 'This code is not valid',
  inactive: 'This code is not active',
  notStarted: 'This code is not active yet',
  expired: 'This code has expired',
  addMore: (missing: number) => `Add ${formatRupees(missing)} more to use this code`,
  usedUp: 'This code has been used up',
  perCustomer: 'You have already used this code',
  firstOrderOnly: 'This code is for your first order only',
  notForTheseProducts: 'This code does not apply to the items in your cart',
  applied: 'Code applied',
  // The admin's form
  codeInvalid: 'Code must be 3 to 32 letters, digits, - or _',
  codeTaken: 'A discount with this code already exists',
  typeInvalid: 'Type must be percent or fixed',
  valueInvalid: 'Value must be a number greater than 0',
  percentTooHigh: 'A percentage must be at most 100',
  fixedTooHigh: `A fixed discount must be at most ${formatRupees(DISCOUNT_LIMITS.maxFixedValue)}`,
  minSubtotalInvalid: 'Minimum subtotal must be a number from 0',
  dateInvalid: 'Dates must be like 2026-12-01T00:00:00.000Z',
  endsBeforeStart: 'The end must be after the start',
  usageLimitInvalid: 'Total uses must be a whole number from 1',
  perCustomerLimitInvalid: 'Uses per customer must be a whole number from 1',
  firstOrderOnlyInvalid: 'First order only must be true or false',
  isActiveInvalid: 'Active must be true or false',
  productIdsInvalid: `Products must be a list of at most ${DISCOUNT_LIMITS.maxProducts} product ids`,
  categoryInvalid: 'Category must be topwear or bottomwear',
  notFound: 'Discount not found',
  created: 'Discount created',
  updated: 'Discount updated',
  deleted: 'Discount deleted',
} as const;
