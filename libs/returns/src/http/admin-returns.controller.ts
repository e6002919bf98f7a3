import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { LIMITS, RETURN_MESSAGES as M, type ReturnRequestView } from '@store/contracts';
import {
  AdminReturnsQuery,
  ApproveReturnRequest,
  ExchangeReturnRequest,
  ReceiveReturnRequest,
  RefundReturnRequest,
  RejectReturnRequest,
} from '@store/contracts/requests';
import { AdminOnly } from '@store/identity';
import { CommandContext, RequestContext } from '@store/platform';
import type { Position } from '@store/eventstore';
import { ReturnsService } from '../commands/returns.service';
import { ReturnsQuery } from '../queries/returns.query';
import { ReturnsViews } from '../queries/returns-views';

/**
 * The admin's Returns screen (issue #43): the list with its filters, a return's details and each
 * step. Every step names the version of the return the admin decided on (`expectedVersion`): of
 * two admins acting on one request one wins, the other is answered 409 naming what happened.
 */
@ApiTags('returns')
@Controller('admin/returns')
@AdminOnly()
export class AdminReturnsController {
  constructor(
    private readonly returns: ReturnsService,
    private readonly views: ReturnsViews,
    private readonly query: ReturnsQuery,
  ) {}

  @Get()
  async list(@Query() query: AdminReturnsQuery) {
    const page = query.page ?? 1;
    const limit = query.limit ?? LIMITS.adminOrdersPageSize;
    return {
      success: true,
      ...(await this.views.page({ state: query.state, reason: query.reason, q: query.q, page, limit })),
    };
  }

  @Get('summary')
  async summary() {
    return { success: true, ...(await this.query.summary()) };
  }

  @Get(':returnId')
  async get(@Param('returnId') returnId: string) {
    return { success: true, ...(await this.views.forAdmin(returnId)) };
  }

  @Post(':returnId/approve')
  @HttpCode(200)
  approve(
    @Param('returnId') id: string,
    @Body() body: ApproveReturnRequest,
    @RequestContext() context: CommandContext,
  ) {
    return this.answer(id, this.returns.approve(id, body, context), M.approved);
  }

  @Post(':returnId/reject')
  @HttpCode(200)
  reject(@Param('returnId') id: string, @Body() body: RejectReturnRequest, @RequestContext() context: CommandContext) {
    return this.answer(id, this.returns.reject(id, body, context), M.rejected);
  }

  @Post(':returnId/receive')
  @HttpCode(200)
  receive(
    @Param('returnId') id: string,
    @Body() body: ReceiveReturnRequest,
    @RequestContext() context: CommandContext,
  ) {
    return this.answer(id, this.returns.receive(id, body, context), M.received);
  }

  @Post(':returnId/refund')
  @HttpCode(200)
  refund(@Param('returnId') id: string, @Body() body: RefundReturnRequest, @RequestContext() context: CommandContext) {
    return this.answer(id, this.returns.refund(id, body, context), (number, view) =>
      view.refundFailure?.refundId === body.refundId && view.state === 'received'
        ? M.refundFailed(number, view.refundFailure.reason)
        : M.refunded(number),
    );
  }

  @Post(':returnId/exchange')
  @HttpCode(200)
  exchange(
    @Param('returnId') id: string,
    @Body() body: ExchangeReturnRequest,
    @RequestContext() context: CommandContext,
  ) {
    return this.answer(id, this.returns.exchange(id, body, context), M.exchanged);
  }

  /** The return as it now is (the read model caught up with the step), with what was done. */
  private async answer(
    returnId: string,
    step: Promise<Position | null>,
    message: (number: string, view: ReturnRequestView) => string,
  ) {
    await this.views.wait(await step);
    const view = await this.views.forAdmin(returnId);
    const record = view.return as ReturnRequestView;
    return { success: true, message: message(record.number, record), ...view };
  }
}
