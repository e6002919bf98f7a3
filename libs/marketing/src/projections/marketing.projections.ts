import type { Kysely } from 'kysely';
import type { RecordedEvent } from '@store/eventstore';
import { defineProjection, type ProjectionHandler } from '@store/projections';
import type { BannerEvent, BannerFields } from '../domain/collection-banner';
import type { HeroImageEvent, HeroImageFields } from '../domain/hero-images';
import type { OfferEvent, OfferFields } from '../domain/offer';
import type { MarketingReadTables } from './marketing.tables';

export const OFFER_PROJECTION = 'marketing_offer';
export const HERO_IMAGE_PROJECTION = 'marketing_hero_image';
export const COLLECTION_BANNER_PROJECTION = 'marketing_collection_banner';

type Db = Kysely<MarketingReadTables>;
type AnyEvent = OfferEvent | HeroImageEvent | BannerEvent;
type Data<T extends AnyEvent['type']> = Extract<AnyEvent, { type: T }>['data'];

/** A handler for one marketing event type, only from the module's own streams. */
function on<T extends AnyEvent['type']>(
  handle: (data: Data<T>, db: Db, event: RecordedEvent) => Promise<void>,
): ProjectionHandler<MarketingReadTables> {
  return async (event, db) => {
    if (event.streamId.startsWith('marketing-')) await handle(event.data as Data<T>, db, event);
  };
}

const offerColumns = (offer: OfferFields) => ({
  title: offer.title,
  discount: offer.discount,
  description: offer.description,
  valid_from: offer.validFrom,
  valid_until: offer.validUntil,
  badge_text: offer.badgeText,
  show_badge: offer.showBadge,
  cta_text: offer.ctaText,
  cta_link: offer.ctaLink,
  terms: offer.terms,
  delay: offer.delay,
  show_once_per_session: offer.showOncePerSession,
  is_active: offer.isActive,
});

export const offerProjection = defineProjection<MarketingReadTables>({
  name: OFFER_PROJECTION,
  version: 1,
  tables: ['marketing_offer'],
  async createTables(db) {
    await db.schema
      .createTable('marketing_offer')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('discount', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('valid_from', 'text', (col) => col.notNull())
      .addColumn('valid_until', 'text', (col) => col.notNull())
      .addColumn('badge_text', 'text', (col) => col.notNull())
      .addColumn('show_badge', 'boolean', (col) => col.notNull())
      .addColumn('cta_text', 'text', (col) => col.notNull())
      .addColumn('cta_link', 'text', (col) => col.notNull())
      .addColumn('terms', 'text', (col) => col.notNull())
      .addColumn('delay', 'integer', (col) => col.notNull())
      .addColumn('show_once_per_session', 'boolean', (col) => col.notNull())
      .addColumn('is_active', 'boolean', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
      .execute();
  },
  handlers: {
    OfferCreated: on<'OfferCreated'>(async (data, db) => {
      await db
        .insertInto('marketing_offer')
        .values({
          id: data.offerId,
          ...offerColumns(data.offer),
          created_at: data.createdAt,
          updated_at: data.createdAt,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }),
    OfferUpdated: on<'OfferUpdated'>(async (data, db) => {
      await db
        .updateTable('marketing_offer')
        .set({ ...offerColumns(data.offer), updated_at: data.updatedAt })
        .where('id', '=', data.offerId)
        .execute();
    }),
    OfferDeleted: on<'OfferDeleted'>(async (data, db) => {
      await db.deleteFrom('marketing_offer').where('id', '=', data.offerId).execute();
    }),
  },
});

const heroColumns = (image: HeroImageFields) => ({
  title: image.title,
  description: image.description,
  image_url: image.image.url,
  image_alt_text: image.image.altText,
  link: image.link,
  button_text: image.buttonText,
  is_active: image.isActive,
  order: image.order,
});

export const heroImageProjection = defineProjection<MarketingReadTables>({
  name: HERO_IMAGE_PROJECTION,
  version: 1,
  tables: ['marketing_hero_image'],
  async createTables(db) {
    await db.schema
      .createTable('marketing_hero_image')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('image_url', 'text', (col) => col.notNull())
      .addColumn('image_alt_text', 'text', (col) => col.notNull())
      .addColumn('link', 'text', (col) => col.notNull())
      .addColumn('button_text', 'text', (col) => col.notNull())
      .addColumn('is_active', 'boolean', (col) => col.notNull())
      .addColumn('order', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('marketing_hero_image_order').on('marketing_hero_image').column('order').execute();
  },
  handlers: {
    HeroImageAdded: on<'HeroImageAdded'>(async (data, db) => {
      await db
        .insertInto('marketing_hero_image')
        .values({
          id: data.heroImageId,
          ...heroColumns(data.heroImage),
          created_at: data.addedAt,
          updated_at: data.addedAt,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }),
    HeroImageUpdated: on<'HeroImageUpdated'>(async (data, db) => {
      await db
        .updateTable('marketing_hero_image')
        .set({ ...heroColumns(data.heroImage), updated_at: data.updatedAt })
        .where('id', '=', data.heroImageId)
        .execute();
    }),
    HeroImageRemoved: on<'HeroImageRemoved'>(async (data, db) => {
      await db.deleteFrom('marketing_hero_image').where('id', '=', data.heroImageId).execute();
    }),
    HeroImagesReordered: on<'HeroImagesReordered'>(async (data, db) => {
      for (const { id, order } of data.imageOrders) {
        await db
          .updateTable('marketing_hero_image')
          .set({ order, updated_at: data.reorderedAt })
          .where('id', '=', id)
          .execute();
      }
    }),
  },
});

const bannerColumns = (banner: BannerFields) => ({
  image_url: banner.imageUrl,
  alt_text: banner.altText,
  title: banner.title,
  is_active: banner.isActive,
  order: banner.order,
});

export const collectionBannerProjection = defineProjection<MarketingReadTables>({
  name: COLLECTION_BANNER_PROJECTION,
  version: 1,
  tables: ['marketing_collection_banner'],
  async createTables(db) {
    await db.schema
      .createTable('marketing_collection_banner')
      .addColumn('category', 'text', (col) => col.primaryKey())
      .addColumn('id', 'text', (col) => col.notNull().unique())
      .addColumn('image_url', 'text', (col) => col.notNull())
      .addColumn('alt_text', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('is_active', 'boolean', (col) => col.notNull())
      .addColumn('order', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
      .execute();
  },
  handlers: {
    CollectionBannerSet: on<'CollectionBannerSet'>(async (data, db) => {
      const row = { id: data.bannerId, ...bannerColumns(data.banner), created_at: data.setAt, updated_at: data.setAt };
      await db
        .insertInto('marketing_collection_banner')
        .values({ category: data.banner.category, ...row })
        .onConflict((oc) => oc.column('category').doUpdateSet(row))
        .execute();
    }),
    CollectionBannerUpdated: on<'CollectionBannerUpdated'>(async (data, db) => {
      await db
        .updateTable('marketing_collection_banner')
        .set({ ...bannerColumns(data.banner), updated_at: data.updatedAt })
        .where('id', '=', data.bannerId)
        .execute();
    }),
    CollectionBannerDeleted: on<'CollectionBannerDeleted'>(async (data, db) => {
      await db.deleteFrom('marketing_collection_banner').where('id', '=', data.bannerId).execute();
    }),
  },
});

/** Every projection of the marketing module, for the projection host and the rebuild CLI. */
export const marketingProjections = [offerProjection, heroImageProjection, collectionBannerProjection];
