import { Body, Controller, Delete, Get, Param, Post, Put, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { OfferRequest } from '@store/contracts/requests';
import { AdminOnly } from '@store/identity';
import { CommandContext, RequestContext, NotFoundError, sendCachedBody } from '@store/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OfferCommands } from '../commands/offer.commands';
import { MARKETING_MESSAGES as M } from '../domain/messages';
import { OFFER_PROJECTION } from '../projections/marketing.projections';
import { MarketingQueries } from '../queries/marketing.queries';
import { MarketingReadYourWrites } from '../services/read-your-writes.service';
import { StorefrontBodies } from './storefront-bodies';

/** Offers, spec section 7: the current offer is public, everything else admin only. */
@ApiTags('offers')
@Controller('offers')
export class OffersController {
  constructor(
    private readonly commands: OfferCommands,
    private readonly queries: MarketingQueries,
    private readonly readYourWrites: MarketingReadYourWrites,
    private readonly storefront: StorefrontBodies,
  ) {}

  @Get('current')
  async current(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return sendCachedBody(request, reply, await this.storefront.currentOffer());
  }

  @Get()
  @AdminOnly()
  async list() {
    return { success: true, offers: await this.queries.offers() };
  }

  @Get(':id')
  @AdminOnly()
  async get(@Param('id') id: string) {
    return { success: true, offer: await this.found(id) };
  }

  @Post()
  @AdminOnly()
  async create(@Body() body: OfferRequest, @RequestContext() context: CommandContext) {
    const { id, position } = await this.commands.create(body, context);
    await this.readYourWrites.wait(OFFER_PROJECTION, position);
    return { success: true, message: M.offerCreated, offer: await this.found(id) };
  }

  @Put(':id')
  @AdminOnly()
  async update(@Param('id') id: string, @Body() body: OfferRequest, @RequestContext() context: CommandContext) {
    const { position } = await this.commands.update(id, body, context);
    await this.readYourWrites.wait(OFFER_PROJECTION, position);
    return { success: true, message: M.offerUpdated, offer: await this.found(id) };
  }

  @Delete(':id')
  @AdminOnly()
  async remove(@Param('id') id: string, @RequestContext() context: CommandContext) {
    const { position } = await this.commands.delete(id, context);
    await this.readYourWrites.wait(OFFER_PROJECTION, position);
    return { success: true, message: M.offerDeleted };
  }

  private async found(id: string) {
    const offer = await this.queries.offer(id);
    if (!offer) throw new NotFoundError(M.offerNotFound);
    return offer;
  }
}
