import { Body, Controller, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { BulkShipmentsRefused, BulkShipmentsResult } from '@store/contracts';
import { BulkShipmentsQuery, BulkShipmentsRequest } from '@store/contracts/requests';
import { AdminOnly } from '@store/identity';
import { CommandContext, RequestContext } from '@store/platform';
import type { FastifyReply } from 'fastify';
import { BulkShipments, type BulkAnswer } from '../commands/bulk-shipments.service';

/**
 * Bulk shipping and bulk "delivered" from a CSV (issue #43), admin-only: a dry run unless
 * `?dryRun=false` (like the catalogue import); 200 with every row's outcome, 422 with every row
 * and each refused one's reason (nothing written), 400 for a file that is not the CSV asked for.
 */
@ApiTags('fulfilment')
@Controller('admin/shipments')
@AdminOnly()
export class BulkShipmentsController {
  constructor(private readonly bulk: BulkShipments) {}

  /** Columns orderId (the id or '#06E1B0'), carrier, awb, optionally lines ('1:2|3:1'; empty: everything left). */
  @Post('import')
  @HttpCode(200)
  async ship(
    @Query() query: BulkShipmentsQuery,
    @Body() body: BulkShipmentsRequest,
    @RequestContext() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BulkShipmentsResult | BulkShipmentsRefused> {
    return answer(await this.bulk.ship(body.csv, query.dryRun !== 'false', context), reply);
  }

  /** Columns orderId and awb: each names one shipment to mark delivered. */
  @Post('delivered/import')
  @HttpCode(200)
  async deliver(
    @Query() query: BulkShipmentsQuery,
    @Body() body: BulkShipmentsRequest,
    @RequestContext() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BulkShipmentsResult | BulkShipmentsRefused> {
    return answer(await this.bulk.deliver(body.csv, query.dryRun !== 'false', context), reply);
  }
}

function answer(result: BulkAnswer, reply: FastifyReply) {
  reply.code(result.status);
  return result.body;
}
