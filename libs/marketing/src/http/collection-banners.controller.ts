import { Body, Controller, Delete, Get, Param, Post, Put, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SetBannerRequest, UpdateBannerRequest } from '@store/contracts/requests';
import { AdminOnly, CurrentUser, OptionalAuth } from '@store/identity';
import {
  AuthUser,
  CommandContext,
  RequestContext,
  NotFoundError,
  sendCached,
  sendCachedBody,
  ValidationError,
} from '@store/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BannerCommands } from '../commands/banner.commands';
import { capitalise, isBannerCategory } from '../domain/collection-banner';
import { MARKETING_MESSAGES as M } from '../domain/messages';
import { COLLECTION_BANNER_PROJECTION } from '../projections/marketing.projections';
import { MarketingQueries } from '../queries/marketing.queries';
import { MarketingReadYourWrites } from '../services/read-your-writes.service';
import { StorefrontBodies } from './storefront-bodies';

/**
 * Collection banners, spec section 7. The GETs are public and show active banners; an admin's
 * token also shows inactive ones (the admin page manages them).
 */
@ApiTags('collection banners')
@Controller('collection-banners')
export class CollectionBannersController {
  constructor(
    private readonly commands: BannerCommands,
    private readonly queries: MarketingQueries,
    private readonly readYourWrites: MarketingReadYourWrites,
    private readonly storefront: StorefrontBodies,
  ) {}

  @Get()
  @OptionalAuth()
  async list(@CurrentUser() user: AuthUser | undefined, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return sendCachedBody(request, reply, await this.storefront.banners(user?.role !== 'admin'));
  }

  @Get(':category')
  @OptionalAuth()
  async get(
    @Param('category') category: string,
    @CurrentUser() user: AuthUser | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    if (!isBannerCategory(category)) throw new ValidationError(M.categoryInvalid, 'category');
    const banner = await this.queries.banner(category);
    if (!banner || (!banner.isActive && user?.role !== 'admin')) throw new NotFoundError(M.noBannerFor(category));
    return sendCached(request, reply, { success: true, banner });
  }

  @Post()
  @AdminOnly()
  async set(@Body() body: SetBannerRequest, @RequestContext() context: CommandContext) {
    const { category, ...input } = body;
    const { id, position } = await this.commands.set(category, input, context);
    await this.readYourWrites.wait(COLLECTION_BANNER_PROJECTION, position);
    return { success: true, message: M.bannerUpdated(capitalise(category)), banner: await this.found(id) };
  }

  @Put(':id')
  @AdminOnly()
  async update(@Param('id') id: string, @Body() body: UpdateBannerRequest, @RequestContext() context: CommandContext) {
    const { category, position } = await this.commands.update(id, body, context);
    await this.readYourWrites.wait(COLLECTION_BANNER_PROJECTION, position);
    return { success: true, message: M.bannerUpdated(capitalise(category)), banner: await this.found(id) };
  }

  @Delete(':id')
  @AdminOnly()
  async remove(@Param('id') id: string, @RequestContext() context: CommandContext) {
    const { position } = await this.commands.delete(id, context);
    await this.readYourWrites.wait(COLLECTION_BANNER_PROJECTION, position);
    return { success: true, message: M.bannerDeleted };
  }

  private async found(id: string) {
    const banner = await this.queries.bannerById(id);
    if (!banner) throw new NotFoundError(M.bannerNotFound);
    return banner;
  }
}
