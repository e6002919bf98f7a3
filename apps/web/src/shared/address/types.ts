/** An address as the checkout and profile forms edit it: the API's contract (spec section 3). */
export type { ShippingAddress } from '@store/contracts';
