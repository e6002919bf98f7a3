import { Inject, Injectable } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, Position } from '@store/eventstore';
import { CommandContext, EVENT_STORE, handleCommand, loadAggregate, NotFoundError } from '@store/platform';
import { randomUUID } from 'node:crypto';
import { Clock, MARKETING_CLOCK } from '../clock';
import { BANNER_CATEGORIES, BannerCategory, bannerDecider, BannerInput } from '../domain/collection-banner';
import { HeroImageInput, HeroImageOrder, heroImagesDecider } from '../domain/hero-images';
import { MARKETING_MESSAGES as M } from '../domain/messages';
import { offerDecider, OfferInput } from '../domain/offer';
import { bannerStream, HERO_IMAGES_STREAM, offerStream } from '../streams';

export interface MarketingResult {
  /** The offer, hero image or banner the command touched. */
  id: string;
  /** Global position of the append, for read-your-writes; null when nothing changed. */
  position: Position | null;
}

@Injectable()
abstract class MarketingHandler {
  constructor(
    @Inject(EVENT_STORE) protected readonly store: EventStore,
    @Inject(MARKETING_CLOCK) protected readonly clock: Clock,
  ) {}

  protected now() {
    return this.clock.now().toISOString();
  }
}

// ---- Offers: a stream per offer ----

export class CreateOfferCommand extends Command<MarketingResult> {
  constructor(
    readonly input: OfferInput,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(CreateOfferCommand)
export class CreateOfferHandler extends MarketingHandler implements ICommandHandler<CreateOfferCommand> {
  async execute({ input, context }: CreateOfferCommand): Promise<MarketingResult> {
    const offerId = randomUUID();
    const result = await handleCommand(
      this.store,
      offerDecider,
      offerStream(offerId),
      { type: 'CreateOffer', offerId, input, now: this.now() },
      context,
    );
    return { id: offerId, position: result.position };
  }
}

export class UpdateOfferCommand extends Command<MarketingResult> {
  constructor(
    readonly offerId: string,
    readonly input: OfferInput,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(UpdateOfferCommand)
export class UpdateOfferHandler extends MarketingHandler implements ICommandHandler<UpdateOfferCommand> {
  async execute({ offerId, input, context }: UpdateOfferCommand): Promise<MarketingResult> {
    const result = await handleCommand(
      this.store,
      offerDecider,
      offerStream(offerId),
      { type: 'UpdateOffer', offerId, input, now: this.now() },
      context,
    );
    return { id: offerId, position: result.position };
  }
}

export class DeleteOfferCommand extends Command<MarketingResult> {
  constructor(
    readonly offerId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(DeleteOfferCommand)
export class DeleteOfferHandler extends MarketingHandler implements ICommandHandler<DeleteOfferCommand> {
  async execute({ offerId, context }: DeleteOfferCommand): Promise<MarketingResult> {
    const result = await handleCommand(
      this.store,
      offerDecider,
      offerStream(offerId),
      { type: 'DeleteOffer', offerId, now: this.now() },
      context,
    );
    return { id: offerId, position: result.position };
  }
}

// ---- Hero images: one stream for the collection ----

export class AddHeroImageCommand extends Command<MarketingResult> {
  constructor(
    readonly input: HeroImageInput,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(AddHeroImageCommand)
export class AddHeroImageHandler extends MarketingHandler implements ICommandHandler<AddHeroImageCommand> {
  async execute({ input, context }: AddHeroImageCommand): Promise<MarketingResult> {
    const heroImageId = randomUUID();
    const result = await handleCommand(
      this.store,
      heroImagesDecider,
      HERO_IMAGES_STREAM,
      { type: 'AddHeroImage', heroImageId, input, now: this.now() },
      context,
    );
    return { id: heroImageId, position: result.position };
  }
}

export class UpdateHeroImageCommand extends Command<MarketingResult> {
  constructor(
    readonly heroImageId: string,
    readonly input: HeroImageInput,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(UpdateHeroImageCommand)
export class UpdateHeroImageHandler extends MarketingHandler implements ICommandHandler<UpdateHeroImageCommand> {
  async execute({ heroImageId, input, context }: UpdateHeroImageCommand): Promise<MarketingResult> {
    const result = await handleCommand(
      this.store,
      heroImagesDecider,
      HERO_IMAGES_STREAM,
      { type: 'UpdateHeroImage', heroImageId, input, now: this.now() },
      context,
    );
    return { id: heroImageId, position: result.position };
  }
}

export class RemoveHeroImageCommand extends Command<MarketingResult> {
  constructor(
    readonly heroImageId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(RemoveHeroImageCommand)
export class RemoveHeroImageHandler extends MarketingHandler implements ICommandHandler<RemoveHeroImageCommand> {
  async execute({ heroImageId, context }: RemoveHeroImageCommand): Promise<MarketingResult> {
    const result = await handleCommand(
      this.store,
      heroImagesDecider,
      HERO_IMAGES_STREAM,
      { type: 'RemoveHeroImage', heroImageId, now: this.now() },
      context,
    );
    return { id: heroImageId, position: result.position };
  }
}

/** PUT /hero-images/reorder: checked against the whole collection and appended as one event. */
export class ReorderHeroImagesCommand extends Command<{ position: Position | null }> {
  constructor(
    readonly imageOrders: HeroImageOrder[],
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ReorderHeroImagesCommand)
export class ReorderHeroImagesHandler extends MarketingHandler implements ICommandHandler<ReorderHeroImagesCommand> {
  async execute({ imageOrders, context }: ReorderHeroImagesCommand): Promise<{ position: Position | null }> {
    const result = await handleCommand(
      this.store,
      heroImagesDecider,
      HERO_IMAGES_STREAM,
      { type: 'ReorderHeroImages', imageOrders, now: this.now() },
      context,
    );
    return { position: result.position };
  }
}

// ---- Collection banners: a stream per category ----

export class SetCollectionBannerCommand extends Command<MarketingResult> {
  constructor(
    readonly category: BannerCategory,
    readonly input: BannerInput,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(SetCollectionBannerCommand)
export class SetCollectionBannerHandler
  extends MarketingHandler
  implements ICommandHandler<SetCollectionBannerCommand>
{
  async execute({ category, input, context }: SetCollectionBannerCommand): Promise<MarketingResult> {
    const bannerId = randomUUID();
    const result = await handleCommand(
      this.store,
      bannerDecider,
      bannerStream(category),
      { type: 'SetBanner', bannerId, category, input, now: this.now() },
      context,
    );
    return { id: bannerId, position: result.position };
  }
}

/** The category whose stream holds the banner `bannerId` now (only two streams to look at). */
async function categoryOf(store: EventStore, bannerId: string): Promise<BannerCategory> {
  for (const category of BANNER_CATEGORIES) {
    const { state } = await loadAggregate(store, bannerDecider, bannerStream(category));
    if (state.bannerId === bannerId) return category;
  }
  throw new NotFoundError(M.bannerNotFound);
}

export class UpdateCollectionBannerCommand extends Command<MarketingResult & { category: BannerCategory }> {
  constructor(
    readonly bannerId: string,
    readonly input: BannerInput,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(UpdateCollectionBannerCommand)
export class UpdateCollectionBannerHandler
  extends MarketingHandler
  implements ICommandHandler<UpdateCollectionBannerCommand>
{
  async execute({ bannerId, input, context }: UpdateCollectionBannerCommand) {
    const category = await categoryOf(this.store, bannerId);
    const result = await handleCommand(
      this.store,
      bannerDecider,
      bannerStream(category),
      { type: 'UpdateBanner', bannerId, input, now: this.now() },
      context,
    );
    return { id: bannerId, category, position: result.position };
  }
}

export class DeleteCollectionBannerCommand extends Command<MarketingResult> {
  constructor(
    readonly bannerId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(DeleteCollectionBannerCommand)
export class DeleteCollectionBannerHandler
  extends MarketingHandler
  implements ICommandHandler<DeleteCollectionBannerCommand>
{
  async execute({ bannerId, context }: DeleteCollectionBannerCommand): Promise<MarketingResult> {
    const category = await categoryOf(this.store, bannerId);
    const result = await handleCommand(
      this.store,
      bannerDecider,
      bannerStream(category),
      { type: 'DeleteBanner', bannerId, now: this.now() },
      context,
    );
    return { id: bannerId, position: result.position };
  }
}

export const marketingCommandHandlers = [
  CreateOfferHandler,
  UpdateOfferHandler,
  DeleteOfferHandler,
  AddHeroImageHandler,
  UpdateHeroImageHandler,
  RemoveHeroImageHandler,
  ReorderHeroImagesHandler,
  SetCollectionBannerHandler,
  UpdateCollectionBannerHandler,
  DeleteCollectionBannerHandler,
];
