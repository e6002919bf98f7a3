import { timeTravelAggregate, type ModuleManifest } from '@store/platform';
import type { ProjectionDefinition } from '@store/projections';
import { CartModule } from './cart.module';
import { CART_EVENT_TYPES, cartDecider, cartStream } from './domain/cart';
import { CART_REACTOR } from './jobs/cart-checkout.reactor';
import { CART_REMINDER_REACTOR } from './jobs/cart-reminders';
import { cartConversionProjection } from './projections/cart-conversion.projection';
import { cartRecoveryProjection } from './projections/cart-recovery.projection';

export const cartProjections = [cartConversionProjection, cartRecoveryProjection];

/** What the app wires for the cart (apps/api/src/app/manifests.ts). */
export const cartManifest: ModuleManifest<ProjectionDefinition> = {
  name: 'cart',
  nestModule: CartModule,
  projections: cartProjections,
  reactors: [CART_REACTOR, CART_REMINDER_REACTOR],
  queues: ['cartReminders'],
  timeTravel: [
    timeTravelAggregate('cart', "a signed-in shopper's cart, by user id", cartStream, cartDecider, CART_EVENT_TYPES),
  ],
};
