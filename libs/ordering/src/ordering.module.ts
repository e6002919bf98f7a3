import { Module } from '@nestjs/common';
import { CatalogueModule } from '@store/catalogue';
import { OrderingCommands } from './commands/ordering.commands';
import { OrdersController } from './http/orders.controller';
import { OrderingJobs } from './jobs/ordering-jobs.service';
import { OrdersQuery } from './queries/orders.query';

/**
 * Orders: placing (priced and stock-reserved through the catalogue's commands), reading,
 * cancelling, admin status changes, payment outcomes (called by the payments module), expiry
 * and stock settlement jobs, and the order e-mails. Needs EVENT_STORE, the platform's providers
 * and IdentityModule's guards; orderingProjections run in the projection host.
 */
@Module({
  imports: [CatalogueModule],
  controllers: [OrdersController],
  providers: [OrderingCommands, OrdersQuery, OrderingJobs],
  exports: [OrderingCommands, OrdersQuery],
})
export class OrderingModule {}
