import { timeTravelAggregate, type ModuleManifest } from '@store/platform';
import type { ProjectionDefinition } from '@store/projections';
import { orderDecider } from './domain/order';
import { ORDER_EVENT_TYPES } from './domain/order-events';
import { ORDERING_REACTOR } from './jobs/ordering-reactor';
import { orderingMigrations } from './ordering-migrations';
import { OrderingModule } from './ordering.module';
import { orderPersonalProjection } from './projections/order-personal.projection';
import { orderViewProjection } from './projections/order-view.projection';
import { salesDashboardProjection } from './projections/sales-dashboard.projection';
import { orderStream } from './streams';

export const orderingProjections = [orderViewProjection, salesDashboardProjection, orderPersonalProjection];

/** What the app wires for ordering (apps/api/src/app/manifests.ts). */
export const orderingManifest: ModuleManifest<ProjectionDefinition> = {
  name: 'ordering',
  nestModule: OrderingModule,
  migrations: orderingMigrations,
  projections: orderingProjections,
  reactors: [ORDERING_REACTOR],
  queues: ['orderExpiry', 'orderStock'],
  timeTravel: [timeTravelAggregate('order', 'an order, by order id', orderStream, orderDecider, ORDER_EVENT_TYPES)],
};
