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
 * What every API answer says when the store cannot serve it for a moment (503, with Retry-After),
 * whatever the request was: the web app shows the message as it shows any other.
 */
export const SERVICE_MESSAGES = {
  /** A fresh store whose projections have not built the read model the request reads yet. */
  startingUp: 'The store is starting up. Please try again in a moment.',
  /** PostgreSQL is unreachable (restarting, failing over, stopped): nothing of the request was kept. */
  databaseUnavailable: 'The store is briefly unavailable. Please try again in a moment.',
} as const;
