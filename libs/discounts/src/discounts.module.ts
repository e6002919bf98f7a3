import { Module } from '@nestjs/common';
import { DiscountCommands } from './commands/discount-commands';
import { DiscountsAdminController } from './http/discounts-admin.controller';
import { DiscountHistory } from './queries/discount-history';
import { DiscountsQuery } from './queries/discounts.query';
import { DiscountsReadYourWrites } from './queries/read-your-writes';

/**
 * Discount codes (issue #44): the admin's codes and the uses orders hold, count and give back.
 * The ordering module imports this one for DiscountCommands (checkout reserves a use, the stock
 * job counts or releases it) and serves POST /discounts/validate with its own pricing.
 * Needs EVENT_STORE, CommandHandling, DATABASE and the platform's providers.
 */
@Module({
  controllers: [DiscountsAdminController],
  providers: [DiscountCommands, DiscountsQuery, DiscountHistory, DiscountsReadYourWrites],
  exports: [DiscountCommands, DiscountsQuery],
})
export class DiscountsModule {}
