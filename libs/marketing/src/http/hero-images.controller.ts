import { Body, Controller, Delete, Get, Param, Post, Put, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { HeroImageRequest, ReorderHeroImagesRequest } from '@store/contracts/requests';
import { AdminOnly } from '@store/identity';
import { CommandContext, RequestContext, NotFoundError, sendCachedBody } from '@store/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HeroImageCommands } from '../commands/hero-image.commands';
import { MARKETING_MESSAGES as M } from '../domain/messages';
import { HERO_IMAGE_PROJECTION } from '../projections/marketing.projections';
import { MarketingQueries } from '../queries/marketing.queries';
import { MarketingReadYourWrites } from '../services/read-your-writes.service';
import { StorefrontBodies } from './storefront-bodies';

/** Hero images, spec section 7: the active list is public, everything else admin only. */
@ApiTags('hero images')
@Controller('hero-images')
export class HeroImagesController {
  constructor(
    private readonly commands: HeroImageCommands,
    private readonly queries: MarketingQueries,
    private readonly readYourWrites: MarketingReadYourWrites,
    private readonly storefront: StorefrontBodies,
  ) {}

  @Get('active')
  async active(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return sendCachedBody(request, reply, await this.storefront.activeHeroImages());
  }

  @Get()
  @AdminOnly()
  async list() {
    return { success: true, heroImages: await this.queries.heroImages() };
  }

  @Put('reorder')
  @AdminOnly()
  async reorder(@Body() body: ReorderHeroImagesRequest, @RequestContext() context: CommandContext) {
    const imageOrders = body.imageOrders.map(({ id, order }) => ({ id, order }));
    const { position } = await this.commands.reorder(imageOrders, context);
    await this.readYourWrites.wait(HERO_IMAGE_PROJECTION, position);
    return { success: true, message: M.heroImagesReordered, heroImages: await this.queries.heroImages() };
  }

  @Post()
  @AdminOnly()
  async create(@Body() body: HeroImageRequest, @RequestContext() context: CommandContext) {
    const { id, position } = await this.commands.add(body, context);
    await this.readYourWrites.wait(HERO_IMAGE_PROJECTION, position);
    return { success: true, message: M.heroImageAdded, heroImage: await this.found(id) };
  }

  @Put(':id')
  @AdminOnly()
  async update(@Param('id') id: string, @Body() body: HeroImageRequest, @RequestContext() context: CommandContext) {
    const { position } = await this.commands.update(id, body, context);
    await this.readYourWrites.wait(HERO_IMAGE_PROJECTION, position);
    return { success: true, message: M.heroImageUpdated, heroImage: await this.found(id) };
  }

  @Delete(':id')
  @AdminOnly()
  async remove(@Param('id') id: string, @RequestContext() context: CommandContext) {
    const { position } = await this.commands.remove(id, context);
    await this.readYourWrites.wait(HERO_IMAGE_PROJECTION, position);
    return { success: true, message: M.heroImageDeleted };
  }

  private async found(id: string) {
    const heroImage = await this.queries.heroImage(id);
    if (!heroImage) throw new NotFoundError(M.heroImageNotFound);
    return heroImage;
  }
}
