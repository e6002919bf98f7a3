import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DELIVERY_MESSAGES as M, type DeliveryEstimateResponse } from '@store/contracts';
import { DeliveryEstimateQuery } from '@store/contracts/requests';
import { DeliveryEstimates } from '../queries/delivery-estimates';

/** "Check delivery" on the product page, the cart and checkout (issue #43). */
@ApiTags('delivery')
@Controller('delivery')
export class DeliveryEstimateController {
  constructor(private readonly estimates: DeliveryEstimates) {}

  /**
   * Public. Kept by browsers and shared caches for 5 minutes: an admin's change of the table, or
   * the day turning, reaches a repeated check of the same pincode at most that late.
   */
  @Get('estimate')
  @Header('Cache-Control', 'public, max-age=300')
  async estimate(@Query() query: DeliveryEstimateQuery): Promise<DeliveryEstimateResponse> {
    const promise = await this.estimates.estimate(query.pincode);
    return {
      success: true,
      pincode: query.pincode,
      ...promise,
      ...(promise.serviceable ? {} : { message: M.notServiceable(query.pincode) }),
    };
  }
}
