/** What other modules may use from the ordering module. */
export { OrderingModule } from './ordering.module';
export { OrderingCommands, isOrderId } from './commands/ordering.commands';
export { OrdersQuery } from './queries/orders.query';
export { toOrderView } from './queries/order-view';
export type { OrderView } from './queries/order-view';
export { orderViewProjection, ORDER_VIEW_PROJECTION } from './projections/order-view.projection';
export { ORDERING_REACTOR } from './jobs/ordering-jobs.service';
export { ORDER_EVENT_TYPES } from './domain/order-events';
export type { OrderEvent, OrderLine } from './domain/order-events';
export type { OrderState } from './domain/order';
export { canPay } from './domain/order';
export { toPaise } from './domain/pricing';
export { ORDER_MESSAGES } from './domain/messages';

import { orderViewProjection } from './projections/order-view.projection';
export const orderingProjections = [orderViewProjection];
