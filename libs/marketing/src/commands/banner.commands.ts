import { Injectable } from '@nestjs/common';
import { CommandContext, CommandHandling, NotFoundError } from '@store/platform';
import { randomUUID } from 'node:crypto';
import {
  BANNER_CATEGORIES,
  BannerCategory,
  type BannerCommand,
  bannerDecider,
  BannerInput,
} from '../domain/collection-banner';
import { MARKETING_MESSAGES as M } from '../domain/messages';
import { bannerStream } from '../streams';
import type { MarketingResult } from './marketing-result';

/** The collection banners' commands: a stream per category. */
@Injectable()
export class BannerCommands {
  constructor(private readonly commands: CommandHandling) {}

  /** Sets a new banner (a new id) for the category, replacing its old one. */
  set(category: BannerCategory, input: BannerInput, context: CommandContext): Promise<MarketingResult> {
    const bannerId = randomUUID();
    return this.decide(category, { type: 'SetBanner', bannerId, category, input, now: this.commands.now() }, context);
  }

  async update(
    bannerId: string,
    input: BannerInput,
    context: CommandContext,
  ): Promise<MarketingResult & { category: BannerCategory }> {
    const category = await this.categoryOf(bannerId);
    const command: BannerCommand = { type: 'UpdateBanner', bannerId, input, now: this.commands.now() };
    return { ...(await this.decide(category, command, context)), category };
  }

  async delete(bannerId: string, context: CommandContext): Promise<MarketingResult> {
    const category = await this.categoryOf(bannerId);
    return this.decide(category, { type: 'DeleteBanner', bannerId, now: this.commands.now() }, context);
  }

  private async decide(
    category: BannerCategory,
    command: BannerCommand,
    context: CommandContext,
  ): Promise<MarketingResult> {
    const { position } = await this.commands.decide(bannerDecider, bannerStream(category), command, context);
    return { id: command.bannerId, position };
  }

  /** The category whose stream holds the banner `bannerId` now (only two streams to look at). */
  private async categoryOf(bannerId: string): Promise<BannerCategory> {
    for (const category of BANNER_CATEGORIES) {
      const { state } = await this.commands.load(bannerDecider, bannerStream(category));
      if (state.bannerId === bannerId) return category;
    }
    throw new NotFoundError(M.bannerNotFound);
  }
}
