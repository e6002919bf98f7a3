import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { RefundRequest } from '@store/contracts/requests';
import { AdminOnly } from '@store/identity';
import { CommandContext, RequestContext } from '@store/platform';
import { RefundsService } from '../refunds/refunds.service';

/** The gateway did not answer: the refund is held and looked up again by the settle job. */
export const REFUND_AWAITING_PROVIDER =
  'Refund requested: the payment provider has not answered yet; it will be checked again automatically';

/** An order's refunds (admin only): through the payment gateway, recorded in the order's refund ledger. */
@ApiTags('orders')
@Controller('orders')
export class RefundsController {
  constructor(private readonly refunds: RefundsService) {}

  @Get(':id/refunds')
  @AdminOnly()
  async list(@Param('id') id: string) {
    return { success: true, ...(await this.refunds.summary(id)) };
  }

  @Post(':id/refunds')
  @AdminOnly()
  @HttpCode(201)
  async refund(@Param('id') id: string, @Body() body: RefundRequest, @RequestContext() context: CommandContext) {
    const result = await this.refunds.refund(
      id,
      { refundId: body.refundId, amount: body.amount, reason: body.reason ?? '', restock: body.restock ?? false },
      context,
    );
    const refund = result.refunds.find((item) => item.refundId === body.refundId);
    const message =
      refund?.status === 'failed'
        ? `Refund failed: ${refund.failureReason ?? 'refused by the payment provider'}`
        : refund?.status === 'requested'
          ? REFUND_AWAITING_PROVIDER
          : 'Refund issued';
    return { success: true, message, ...result };
  }
}
