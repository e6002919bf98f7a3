import { Module } from '@nestjs/common';
import { BannerCommands } from './commands/banner.commands';
import { HeroImageCommands } from './commands/hero-image.commands';
import { OfferCommands } from './commands/offer.commands';
import { CollectionBannersController } from './http/collection-banners.controller';
import { HeroImagesController } from './http/hero-images.controller';
import { OffersController } from './http/offers.controller';
import { StorefrontBodies } from './http/storefront-bodies';
import { MarketingQueries } from './queries/marketing.queries';
import { MarketingReadYourWrites } from './services/read-your-writes.service';

/**
 * Offers, hero images and collection banners (spec sections 3-9). Needs EVENT_STORE with
 * CommandHandling, the platform's providers (CLOCK: "now" for offer validity and event times) and
 * IdentityModule (global, for the guards); its read models are built by marketingProjections in
 * the projection host.
 */
@Module({
  controllers: [OffersController, HeroImagesController, CollectionBannersController],
  providers: [
    OfferCommands,
    HeroImageCommands,
    BannerCommands,
    MarketingQueries,
    StorefrontBodies,
    MarketingReadYourWrites,
  ],
})
export class MarketingModule {}
