import { Module } from '@nestjs/common';
import { PincodeRules } from './commands/pincode-rules.service';
import { DeliveryEstimateController } from './http/delivery-estimate.controller';
import { PincodeRulesController } from './http/pincode-rules.controller';
import { DeliveryEstimates } from './queries/delivery-estimates';

/**
 * Delivery promises by pincode (issue #43): the admin's table of pincode prefixes and the
 * estimate the storefront shows and checkout keeps on an order (the ordering module imports this
 * one for DeliveryEstimates). Needs EVENT_STORE, CommandHandling and the platform's providers.
 */
@Module({
  controllers: [DeliveryEstimateController, PincodeRulesController],
  providers: [PincodeRules, DeliveryEstimates],
  exports: [DeliveryEstimates],
})
export class DeliveryModule {}
