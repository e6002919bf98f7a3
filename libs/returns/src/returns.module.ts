import { Module } from '@nestjs/common';
import { CatalogueModule } from '@store/catalogue';
import { OrderingModule } from '@store/ordering';
import { ExchangeStock } from './commands/exchange-stock';
import { OrderFacts } from './commands/order-facts';
import { ReturnSettingsService } from './commands/return-settings.service';
import { ReturnsService } from './commands/returns.service';
import { AdminReturnsController } from './http/admin-returns.controller';
import { OrderReturnsController } from './http/order-returns.controller';
import { ReturnSettingsController } from './http/return-settings.controller';
import { ReturnPolicyController } from './http/return-policy.controller';
import { ReturnsJobs } from './jobs/returns-jobs.service';
import { ReturnsQuery } from './queries/returns.query';
import { ReturnsViews } from './queries/returns-views';

/**
 * Returns and size exchanges (issue #43): the shopper's return requests within the window after
 * delivery, the admin's steps (approve with a pickup, reject, receive with each line's condition,
 * refund through the order's refund flow, or ship a replacement), the exchange's stock held from
 * approval, good units back in stock, an e-mail at each step, and the returns read model.
 */
@Module({
  imports: [OrderingModule, CatalogueModule],
  controllers: [OrderReturnsController, AdminReturnsController, ReturnSettingsController, ReturnPolicyController],
  providers: [
    OrderFacts,
    ReturnSettingsService,
    ExchangeStock,
    ReturnsService,
    ReturnsQuery,
    ReturnsViews,
    ReturnsJobs,
  ],
  exports: [ReturnsService, ReturnsJobs],
})
export class ReturnsModule {}
