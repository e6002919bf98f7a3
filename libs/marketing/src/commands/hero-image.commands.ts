import { Injectable } from '@nestjs/common';
import type { Position } from '@store/eventstore';
import { CommandContext, CommandHandling } from '@store/platform';
import { randomUUID } from 'node:crypto';
import { heroImagesDecider, type HeroImageCommand, HeroImageInput, HeroImageOrder } from '../domain/hero-images';
import { HERO_IMAGES_STREAM } from '../streams';
import type { MarketingResult } from './marketing-result';

/** The hero images' commands: one stream for the whole collection. */
@Injectable()
export class HeroImageCommands {
  constructor(private readonly commands: CommandHandling) {}

  add(input: HeroImageInput, context: CommandContext): Promise<MarketingResult> {
    const heroImageId = randomUUID();
    return this.decideOn(heroImageId, { type: 'AddHeroImage', heroImageId, input, now: this.commands.now() }, context);
  }

  update(heroImageId: string, input: HeroImageInput, context: CommandContext): Promise<MarketingResult> {
    return this.decideOn(
      heroImageId,
      { type: 'UpdateHeroImage', heroImageId, input, now: this.commands.now() },
      context,
    );
  }

  remove(heroImageId: string, context: CommandContext): Promise<MarketingResult> {
    return this.decideOn(heroImageId, { type: 'RemoveHeroImage', heroImageId, now: this.commands.now() }, context);
  }

  /** PUT /hero-images/reorder: checked against the whole collection and appended as one event. */
  reorder(imageOrders: HeroImageOrder[], context: CommandContext): Promise<{ position: Position | null }> {
    return this.decide({ type: 'ReorderHeroImages', imageOrders, now: this.commands.now() }, context);
  }

  private async decideOn(id: string, command: HeroImageCommand, context: CommandContext): Promise<MarketingResult> {
    return { id, ...(await this.decide(command, context)) };
  }

  private async decide(command: HeroImageCommand, context: CommandContext) {
    const { position } = await this.commands.decide(heroImagesDecider, HERO_IMAGES_STREAM, command, context);
    return { position };
  }
}
