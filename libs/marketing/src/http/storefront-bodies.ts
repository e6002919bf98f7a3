import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, readModelVersion, VersionedCache } from '@store/platform';
import type { Kysely } from 'kysely';
import { Clock, MARKETING_CLOCK } from '../clock';
import { kolkataDay } from '../domain/kolkata';
import { COLLECTION_BANNER_PROJECTION, HERO_IMAGE_PROJECTION, OFFER_PROJECTION } from '../projections/marketing.projections';
import { MarketingQueries } from '../queries/marketing.queries';
import { cachedBody, type CachedBody } from './cache';

/**
 * The storefront's marketing answers (current offer, active hero images, banners), serialized with
 * their ETag once and kept until one of the marketing read models changes (their checkpoints, read
 * once for all the requests that arrive together) or, for the offer, until the day in India does.
 */
@Injectable()
export class StorefrontBodies {
  private readonly bodies: VersionedCache<CachedBody>;

  constructor(
    private readonly queries: MarketingQueries,
    @Inject(DATABASE) db: Kysely<any>,
    @Inject(MARKETING_CLOCK) private readonly clock: Clock,
  ) {
    this.bodies = new VersionedCache(readModelVersion(db, [OFFER_PROJECTION, HERO_IMAGE_PROJECTION, COLLECTION_BANNER_PROJECTION]), 16);
  }

  currentOffer(): Promise<CachedBody> {
    return this.bodies.get(`offer:${kolkataDay(this.clock.now())}`, async () => cachedBody({ success: true, offer: await this.queries.currentOffer() }));
  }

  activeHeroImages(): Promise<CachedBody> {
    return this.bodies.get('hero-images:active', async () => cachedBody({ success: true, heroImages: await this.queries.heroImages(true) }));
  }

  /** Active banners for shoppers; every banner for an admin. */
  banners(activeOnly: boolean): Promise<CachedBody> {
    return this.bodies.get(`banners:${activeOnly}`, async () => cachedBody({ success: true, banners: await this.queries.banners(activeOnly) }));
  }
}
