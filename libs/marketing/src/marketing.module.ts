import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { MARKETING_CLOCK, systemClock } from './clock';
import { marketingCommandHandlers } from './commands/marketing.commands';
import { CollectionBannersController } from './http/collection-banners.controller';
import { HeroImagesController } from './http/hero-images.controller';
import { OffersController } from './http/offers.controller';
import { StorefrontBodies } from './http/storefront-bodies';
import { MarketingQueries } from './queries/marketing.queries';
import { MarketingReadYourWrites } from './services/read-your-writes.service';

/**
 * Offers, hero images and collection banners (spec sections 3-9). Needs EVENT_STORE, the
 * platform's providers and IdentityModule (global, for the guards); its read models are built by
 * marketingProjections in the projection host.
 */
@Module({
  imports: [CqrsModule],
  controllers: [OffersController, HeroImagesController, CollectionBannersController],
  providers: [
    { provide: MARKETING_CLOCK, useFactory: systemClock },
    MarketingQueries,
    StorefrontBodies,
    MarketingReadYourWrites,
    ...marketingCommandHandlers,
  ],
  exports: [MARKETING_CLOCK],
})
export class MarketingModule {}
