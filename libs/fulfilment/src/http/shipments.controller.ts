import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SHIPMENT_MESSAGES } from '@store/contracts';
import { ShipmentRequest } from '@store/contracts/requests';
import { AdminOnly, CurrentUser, OptionalAuth } from '@store/identity';
import { OrderVisibility, orderTokenOf } from '@store/ordering';
import { AuthUser, CommandContext, RequestContext } from '@store/platform';
import type { FastifyRequest } from 'fastify';
import { ShipmentsService } from '../commands/shipments.service';

/**
 * An order's shipments (issue #43): the admin ships some or all of what is left and marks a
 * shipment delivered; whoever may see the order (the buyer, a guest with the order's token, an
 * admin) sees its shipments with their tracking links. Read from the order's shipment stream.
 */
@ApiTags('fulfilment')
@Controller('orders/:id/shipments')
export class ShipmentsController {
  constructor(
    private readonly shipments: ShipmentsService,
    private readonly visibility: OrderVisibility,
  ) {}

  @Get()
  @OptionalAuth()
  async list(@Param('id') id: string, @CurrentUser() user: AuthUser | undefined, @Req() request: FastifyRequest) {
    const order = await this.visibility.require(id, user, orderTokenOf(request));
    return { success: true, ...(await this.shipments.of(order)) };
  }

  @Post()
  @AdminOnly()
  @HttpCode(201)
  async ship(
    @Param('id') id: string,
    @Body() body: ShipmentRequest,
    @CurrentUser() user: AuthUser,
    @RequestContext() context: CommandContext,
  ) {
    await this.visibility.require(id, user, undefined);
    const lines = body.lines?.map(({ line, quantity }) => ({ line, quantity }));
    const view = await this.shipments.ship(id, { carrier: body.carrier, awb: body.awb, lines }, context);
    return { success: true, message: SHIPMENT_MESSAGES.shipped, ...view };
  }

  @Post(':shipmentId/delivered')
  @AdminOnly()
  @HttpCode(200)
  async delivered(
    @Param('id') id: string,
    @Param('shipmentId') shipmentId: string,
    @CurrentUser() user: AuthUser,
    @RequestContext() context: CommandContext,
  ) {
    await this.visibility.require(id, user, undefined);
    const view = await this.shipments.markDelivered(id, shipmentId.slice(0, 100), context);
    return { success: true, message: SHIPMENT_MESSAGES.delivered, ...view };
  }
}
