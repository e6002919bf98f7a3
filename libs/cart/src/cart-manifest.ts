import { timeTravelAggregate, type ModuleManifest } from '@store/platform';
import type { ProjectionDefinition } from '@store/projections';
import { CartModule } from './cart.module';
import { CART_EVENT_TYPES, cartDecider, cartStream } from './domain/cart';
import { CART_REACTOR } from './jobs/cart-checkout.reactor';
import { cartConversionProjection } from './projections/cart-conversion.projection';

export const cartProjections = [cartConversionProjection];

/** What the app wires for the cart (apps/api/src/app/manifests.ts). */
export const cartManifest: ModuleManifest<ProjectionDefinition> = {
  name: 'cart',
  nestModule: CartModule,
  projections: cartProjections,
  reactors: [CART_REACTOR],
  timeTravel: [
    timeTravelAggregate('cart', "a signed-in shopper's cart, by user id", cartStream, cartDecider, CART_EVENT_TYPES),
  ],
};
