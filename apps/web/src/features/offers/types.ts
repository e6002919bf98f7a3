/** The promotional offer: the API's contract (spec section 3, Offer). */
export type { Offer } from '@store/contracts';
