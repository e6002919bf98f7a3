/** What other modules may use from the cart module. */
export { CartModule } from './cart.module';
export { CartService } from './commands/cart.service';
export type { CartLineView } from './commands/cart.service';
export { CART_EVENT_TYPES } from './domain/cart';
export type { CartEvent, CartLine } from './domain/cart';
export { cartConversionProjection, CART_CONVERSION_PROJECTION } from './projections/cart-conversion.projection';
export { CART_REACTOR } from './jobs/cart-checkout.reactor';

import { cartConversionProjection } from './projections/cart-conversion.projection';
export const cartProjections = [cartConversionProjection];
