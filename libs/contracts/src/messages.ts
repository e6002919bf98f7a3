import { formatRupees } from './format/rupees';
import { pluralise } from './format/words';
import { PRODUCT_BOUNDS } from './limits';

/** Indian digit grouping, as the store prints amounts: 10,000,000 -> '1,00,00,000'. */
const grouped = (n: number) => n.toLocaleString('en-IN');

/**
 * The specification's user-facing texts (section 5 validation rules and section 8 error
 * catalogue), shared by the API's validation and the web app so both show identical words.
 */
export const VALIDATION_MESSAGES = {
  identifierRequired: 'Email or phone is required',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid 10-digit Indian mobile number',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 2 characters',
  emailRequired: 'Email is required',
  phoneRequired: 'Phone number is required',
  passwordsDoNotMatch: 'Passwords do not match',
  codeIncomplete: 'Please enter the 6-digit code sent to your email',
  newPasswordsDoNotMatch: 'New passwords do not match',
  newPasswordTooShort: 'New password must be at least 6 characters',
  reviewLoginRequired: 'Please login to submit a review',
  reviewTooShort: 'Review must be at least 10 characters long',
  selectColor: 'Please select a color',
  selectSize: 'Please select a size',
  addressIncomplete: 'Please fill in all required address fields',
  invalidOrderData: 'Invalid order data',
  offerDatesRequired: 'Please select both start and end dates.',
  offerEndBeforeStart: 'End date must be after start date.',
  bannerImageRequired: 'Please upload an image',
  /** Not the spec's 'minimum 0' alone: a price above the bound was refused as if it were negative (#38). */
  priceRange: `Price must be a number from 0 to ${grouped(PRODUCT_BOUNDS.maxPrice)}`,
  offerPriceRange: `Offer price must be a number from 0 to ${grouped(PRODUCT_BOUNDS.maxPrice)}`,
  paymentHoldRange: `Payment hold must be a whole number of minutes from ${PRODUCT_BOUNDS.minPaymentHoldMinutes} to ${PRODUCT_BOUNDS.maxPaymentHoldMinutes}`,
  stockRange: `Stock must be a whole number from 0 to ${grouped(PRODUCT_BOUNDS.maxStock)}`,
} as const;

/**
 * Refusals of the store's limits (issue #38): a request over a per-IP or per-account limit, and
 * the caps on what one shopper or one browser may hold unpaid. 429 with Retry-After, except the
 * share of a size's stock, which is about stock (409).
 */
export const LIMIT_MESSAGES = {
  tooManyRequests: 'Too many requests. Please try again later.',
  unpaidOrdersOfContact: (cap: number) =>
    `You already have ${pluralise(cap, 'order')} waiting for payment. Pay for one of them, or wait until an unpaid order expires, before placing another.`,
  unpaidOrdersOfDevice: (cap: number) =>
    `This browser already has ${pluralise(cap, 'order')} waiting for payment. Pay for one of them, or wait until an unpaid order expires, before placing another.`,
  unpaidStockShare: (product: string, size: string, colour: string, cap: number) =>
    `At most ${pluralise(cap, 'unit')} of ${product} in size ${size} (${colour}) can wait for payment per shopper. Pay for the order you placed first, or order fewer.`,
} as const;

/**
 * What every API answer says when the store cannot serve it for a moment (503, with Retry-After),
 * whatever the request was: the web app shows the message as it shows any other.
 */
export const SERVICE_MESSAGES = {
  /** A fresh store whose projections have not built the read model the request reads yet. */
  startingUp: 'The store is starting up. Please try again in a moment.',
  /** PostgreSQL is unreachable (restarting, failing over, stopped): nothing of the request was kept. */
  databaseUnavailable: 'The store is briefly unavailable. Please try again in a moment.',
} as const;

/**
 * Stock limits of spec section 5 (Adding to cart; Buy Now and Checkout), the same words from
 * the API and the web app. The spec writes 'Only {n} items'; exactly one reads 'Only 1 item'.
 */
export const STOCK_MESSAGES = {
  onlyAvailable: (available: number) => `Only ${pluralise(available, 'item')} available in stock`,
  onlyAvailableFor: (available: number, productName: string, size: string, colourName?: string | null) =>
    `Only ${pluralise(available, 'item')} available in stock for ${productName} (${size}${colourName ? ` - ${colourName}` : ''})`,
} as const;

/** A refund above what is left of the payment: the API's answer and the admin form's check. */
export const refundTooMuchMessage = (left: number) =>
  `Refund amount cannot be more than the ${formatRupees(left)} left to refund`;

/** Marketing e-mail consent and the unsubscribe link (issue #44): the API's answers and the web app's texts. */
export const MARKETING_CONSENT_MESSAGES = {
  /** The checkbox at registration and on the profile. */
  checkboxLabel: 'E-mail me offers and cart reminders',
  consentRequired: 'Marketing consent must be true or false',
  consentGiven: 'You will receive offers and cart reminders by e-mail.',
  consentWithdrawn: 'You will no longer receive offers or cart reminders by e-mail.',
  unsubscribed: 'You have been unsubscribed. You will no longer receive offers or cart reminders from ThreadFit.',
  linkInvalid: 'This unsubscribe link is not valid. Sign in to change your e-mail preferences.',
  linkExpired: 'This unsubscribe link has expired. Sign in to change your e-mail preferences.',
} as const;

/**
 * A cart reminder counts as recovered (issue #44) when the shopper places an order after it and
 * pays it within this many days of the reminder: the cart-recovery report, the dashboard panel.
 */
export const CART_RECOVERY_WINDOW_DAYS = 7;
