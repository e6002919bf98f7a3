/** The country the store ships to, and its phone numbers' prefix (spec section 5). */
export const DEFAULT_COUNTRY = 'India';
export const PHONE_PREFIX = '+91';
