import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import type { Kysely } from 'kysely';
import {
  acquireReadVersionDatabase,
  AppConfig,
  cachedBody,
  type CachedBody,
  CLOCK,
  Clock,
  CONFIG,
  DATABASE,
  VersionedCache,
} from '@store/platform';
import { checkpointWatchOf, watchedReadModelVersion, type ProjectionTables } from '@store/projections';
import { kolkataDay } from '../domain/kolkata';
import {
  COLLECTION_BANNER_PROJECTION,
  HERO_IMAGE_PROJECTION,
  OFFER_PROJECTION,
} from '../projections/marketing.projections';
import { MarketingQueries } from '../queries/marketing.queries';

/**
 * The storefront's marketing answers (current offer, active hero images, banners), serialized with
 * their ETag once and kept until one of the marketing read models changes (their checkpoints, read
 * once for all the requests that arrive together, or told by their runners in this process) or,
 * for the offer, until the day in India does.
 */
@Injectable()
export class StorefrontBodies implements OnModuleDestroy {
  private readonly bodies: VersionedCache<CachedBody>;
  private readonly versionDatabase: ReturnType<typeof acquireReadVersionDatabase>;

  constructor(
    private readonly queries: MarketingQueries,
    @Inject(CONFIG) config: Pick<AppConfig, 'DATABASE_URL'>,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(DATABASE) db: Kysely<ProjectionTables>,
  ) {
    this.versionDatabase = acquireReadVersionDatabase(config.DATABASE_URL);
    // Runners commit through the app's DATABASE: its watch tells when these read models changed here.
    const version = watchedReadModelVersion(
      this.versionDatabase.db,
      [OFFER_PROJECTION, HERO_IMAGE_PROJECTION, COLLECTION_BANNER_PROJECTION],
      checkpointWatchOf(db),
    );
    this.bodies = new VersionedCache(version, 16);
  }

  onModuleDestroy() {
    return this.versionDatabase.release();
  }

  currentOffer(): Promise<CachedBody> {
    return this.bodies.get(`offer:${kolkataDay(this.clock.now())}`, async () =>
      cachedBody({ success: true, offer: await this.queries.currentOffer() }),
    );
  }

  activeHeroImages(): Promise<CachedBody> {
    return this.bodies.get('hero-images:active', async () =>
      cachedBody({ success: true, heroImages: await this.queries.heroImages(true) }),
    );
  }

  /** Active banners for shoppers; every banner for an admin. */
  banners(activeOnly: boolean): Promise<CachedBody> {
    return this.bodies.get(`banners:${activeOnly}`, async () =>
      cachedBody({ success: true, banners: await this.queries.banners(activeOnly) }),
    );
  }
}
