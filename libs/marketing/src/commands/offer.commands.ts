import { Injectable } from '@nestjs/common';
import { CommandContext, CommandHandling } from '@store/platform';
import { randomUUID } from 'node:crypto';
import { offerDecider, OfferInput, type OfferCommand } from '../domain/offer';
import { offerStream } from '../streams';
import type { MarketingResult } from './marketing-result';

/** The offers' commands: a stream per offer. */
@Injectable()
export class OfferCommands {
  constructor(private readonly commands: CommandHandling) {}

  create(input: OfferInput, context: CommandContext): Promise<MarketingResult> {
    const offerId = randomUUID();
    return this.decide({ type: 'CreateOffer', offerId, input, now: this.commands.now() }, context);
  }

  update(offerId: string, input: OfferInput, context: CommandContext): Promise<MarketingResult> {
    return this.decide({ type: 'UpdateOffer', offerId, input, now: this.commands.now() }, context);
  }

  delete(offerId: string, context: CommandContext): Promise<MarketingResult> {
    return this.decide({ type: 'DeleteOffer', offerId, now: this.commands.now() }, context);
  }

  private async decide(command: OfferCommand, context: CommandContext): Promise<MarketingResult> {
    const { position } = await this.commands.decide(offerDecider, offerStream(command.offerId), command, context);
    return { id: command.offerId, position };
  }
}
