import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  DISCOUNT_MESSAGES as M,
  type DiscountHistoryResponse,
  type DiscountResponse,
  type DiscountsResponse,
  type MessageResponse,
} from '@store/contracts';
import { DiscountRequest } from '@store/contracts/requests';
import { AdminOnly } from '@store/identity';
import { CommandContext, NotFoundError, RequestContext } from '@store/platform';
import { DiscountCommands } from '../commands/discount-commands';
import { rulesOf } from '../commands/discount-rules';
import { DiscountHistory } from '../queries/discount-history';
import { toDiscountView } from '../queries/discount-view';
import { DiscountsQuery } from '../queries/discounts.query';
import { DiscountsReadYourWrites } from '../queries/read-your-writes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path's id, or 404 (a malformed id names no discount). */
function discountIdOf(id: string): string {
  if (!UUID.test(id)) throw new NotFoundError(M.notFound);
  return id.toLowerCase();
}

/** The admin's discount codes (issue #44): list, create, read, edit, delete, and a code's history. */
@ApiTags('discounts')
@Controller('admin/discounts')
@AdminOnly()
export class DiscountsAdminController {
  constructor(
    private readonly commands: DiscountCommands,
    private readonly discounts: DiscountsQuery,
    private readonly history: DiscountHistory,
    private readonly readYourWrites: DiscountsReadYourWrites,
  ) {}

  @Get()
  async list(): Promise<DiscountsResponse> {
    const [discounts, totals] = await Promise.all([this.discounts.list(), this.discounts.totals()]);
    return { success: true, discounts, totals };
  }

  @Post()
  async create(@Body() body: DiscountRequest, @RequestContext() context: CommandContext): Promise<DiscountResponse> {
    const { state, position } = await this.commands.create(rulesOf(body), context);
    await this.readYourWrites.wait(position);
    return { success: true, message: M.created, discount: toDiscountView(state) };
  }

  @Get(':id')
  async get(@Param('id') id: string): Promise<DiscountResponse> {
    return { success: true, discount: toDiscountView(await this.commands.load(discountIdOf(id))) };
  }

  @Put(':id')
  async update(
    @Param('id') id: string,
    @Body() body: DiscountRequest,
    @RequestContext() context: CommandContext,
  ): Promise<DiscountResponse> {
    const { state, position } = await this.commands.edit(discountIdOf(id), rulesOf(body), context);
    await this.readYourWrites.wait(position);
    return { success: true, message: M.updated, discount: toDiscountView(state) };
  }

  @Delete(':id')
  async remove(@Param('id') id: string, @RequestContext() context: CommandContext): Promise<MessageResponse> {
    await this.readYourWrites.wait(await this.commands.delete(discountIdOf(id), context));
    return { success: true, message: M.deleted };
  }

  @Get(':id/history')
  async historyOf(@Param('id') id: string): Promise<DiscountHistoryResponse> {
    const discountId = discountIdOf(id);
    return { success: true, discountId, history: await this.history.of(discountId) };
  }
}
