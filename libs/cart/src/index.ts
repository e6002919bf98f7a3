/** What other modules may use from the cart module. */
export { CartModule } from './cart.module';
export { CartCommands } from './commands/cart.commands';
export type { CartCommandResult } from './commands/cart.commands';
export { CartQuery } from './queries/cart.query';
export type { CartLineView, CartView } from './queries/cart.query';
export { CART_EVENT_TYPES } from './domain/cart';
export type { CartEvent, CartLine, CartLineRef } from './domain/cart';
export { cartConversionProjection, CART_CONVERSION_PROJECTION } from './projections/cart-conversion.projection';
export { CART_REACTOR } from './jobs/cart-checkout.reactor';
export { CART_REMINDER_REACTOR, CartReminders, cartReminderJobId, type CartReminderJob } from './jobs/cart-reminders';
export { CART_REMINDER_TEMPLATE } from './jobs/cart-reminder-mail';
export { cartRecoveryProjection, CART_RECOVERY_PROJECTION } from './projections/cart-recovery.projection';

export { cartManifest, cartProjections } from './cart-manifest';
