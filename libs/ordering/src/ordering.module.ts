import { Module } from '@nestjs/common';
import { CatalogueModule } from '@store/catalogue';
import { DeliveryModule } from '@store/delivery';
import { DiscountsModule } from '@store/discounts';
import { OrderDiscounts } from './commands/order-discounts';
import { DiscountValidateController } from './http/discount-validate.controller';
import { FirstOrders } from './queries/first-orders';
import { OrderAccessTokens } from './access/order-access-tokens';
import { UnpaidOrderHolds } from './access/unpaid-order-holds';
import { Checkout } from './commands/checkout.process';
import { OrderNotes } from './commands/order-notes.commands';
import { OrderRefunds } from './commands/order-refunds';
import { OrderStock } from './commands/order-stock';
import { OrderWrites } from './commands/order-writes';
import { OrderingCommands } from './commands/ordering.commands';
import { OrderViewReadYourWrites } from './commands/order-view-read-your-writes';
import { OrderPersonalData } from './personal/order-personal-data';
import { SalesDashboardController } from './http/sales-dashboard.controller';
import { SalesDashboardQuery } from './queries/sales-dashboard.query';
import { OrdersController } from './http/orders.controller';
import { OrderingJobs } from './jobs/ordering-jobs.service';
import { OrdersQuery } from './queries/orders.query';
import { OrderTimelineLines } from './queries/order-timeline';
import { ReservationSweeper } from './jobs/reservation-sweeper';
import { ShippedMailExtrasRegistry } from './jobs/shipped-mail-extras';
import { OrderVisibility } from './access/order-visibility';

/**
 * Orders: placing (priced and stock-reserved through the catalogue's commands), reading,
 * cancelling, admin status changes, payment outcomes and refunds (called by the payments module),
 * expiry and stock settlement jobs, and the order e-mails. Needs EVENT_STORE and CommandHandling,
 * the platform's providers and IdentityModule's guards; orderingProjections run in the projection host.
 */
@Module({
  imports: [CatalogueModule, DeliveryModule, DiscountsModule],
  controllers: [OrdersController, SalesDashboardController, DiscountValidateController],
  providers: [
    OrderTimelineLines,
    OrderWrites,
    Checkout,
    OrderStock,
    OrderRefunds,
    OrderNotes,
    OrderingCommands,
    OrderViewReadYourWrites,
    OrderPersonalData,
    OrdersQuery,
    OrderingJobs,
    OrderAccessTokens,
    UnpaidOrderHolds,
    ReservationSweeper,
    SalesDashboardQuery,
    ShippedMailExtrasRegistry,
    OrderVisibility,
    OrderDiscounts,
    FirstOrders,
  ],
  exports: [
    OrderingCommands,
    OrderRefunds,
    OrderViewReadYourWrites,
    OrderPersonalData,
    OrdersQuery,
    OrderAccessTokens,
    UnpaidOrderHolds,
    ReservationSweeper,
    ShippedMailExtrasRegistry,
    OrderVisibility,
  ],
})
export class OrderingModule {}
