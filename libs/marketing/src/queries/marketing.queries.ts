import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock, DATABASE } from '@store/platform';
import { Kysely } from 'kysely';
import type { BannerCategory } from '../domain/collection-banner';
import { isOfferActive } from '../domain/offer';
import type { MarketingReadTables } from '../projections/marketing.tables';
import { BannerView, HeroImageView, OfferView, toBannerView, toHeroImageView, toOfferView } from './views';

/** Reads of the marketing read models. */
@Injectable()
export class MarketingQueries {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<MarketingReadTables>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async offers(): Promise<OfferView[]> {
    const rows = await this.db
      .selectFrom('marketing_offer')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.map(toOfferView);
  }

  async offer(id: string): Promise<OfferView | null> {
    const row = await this.db.selectFrom('marketing_offer').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toOfferView(row) : null;
  }

  /** The offer active today in India (the most recently changed one if several are). */
  async currentOffer(): Promise<OfferView | null> {
    const now = this.clock.now();
    const rows = await this.db
      .selectFrom('marketing_offer')
      .selectAll()
      .where('is_active', '=', true)
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .execute();
    const row = rows.find((candidate) =>
      isOfferActive(
        { isActive: candidate.is_active, validFrom: candidate.valid_from, validUntil: candidate.valid_until },
        now,
      ),
    );
    return row ? toOfferView(row) : null;
  }

  async heroImages(activeOnly = false): Promise<HeroImageView[]> {
    let query = this.db.selectFrom('marketing_hero_image').selectAll();
    if (activeOnly) query = query.where('is_active', '=', true);
    const rows = await query.orderBy('order').orderBy('created_at').execute();
    return rows.map(toHeroImageView);
  }

  async heroImage(id: string): Promise<HeroImageView | null> {
    const row = await this.db.selectFrom('marketing_hero_image').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toHeroImageView(row) : null;
  }

  async banners(activeOnly: boolean): Promise<BannerView[]> {
    let query = this.db.selectFrom('marketing_collection_banner').selectAll();
    if (activeOnly) query = query.where('is_active', '=', true);
    const rows = await query.orderBy('order').orderBy('category').execute();
    return rows.map(toBannerView);
  }

  banner(category: BannerCategory): Promise<BannerView | null> {
    return this.bannerWhere('category', category);
  }

  bannerById(id: string): Promise<BannerView | null> {
    return this.bannerWhere('id', id);
  }

  /** The banner whose `column` (both unique) holds `value`. */
  private async bannerWhere(column: 'category' | 'id', value: string): Promise<BannerView | null> {
    const row = await this.db
      .selectFrom('marketing_collection_banner')
      .selectAll()
      .where(column, '=', value)
      .executeTakeFirst();
    return row ? toBannerView(row) : null;
  }
}
