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
  stockRange: `Stock must be a whole number from 0 to ${grouped(PRODUCT_BOUNDS.maxStock)}`,
} as const;
