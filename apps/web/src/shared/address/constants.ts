/** The country the store ships to (spec section 5). */
export const DEFAULT_COUNTRY = 'India';
