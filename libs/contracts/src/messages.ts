import { formatRupees } from './format/rupees';
import { pluralise } from './format/words';

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
export const refundTooMuchMessage = (left: number) => `Refund amount cannot be more than the ${formatRupees(left)} left to refund`;
