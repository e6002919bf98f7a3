import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '@store/eventstore';
import { BACKGROUND_BATCH_INTERVAL_MS, defineProjection, type ProjectionHandler } from '@store/projections';
import {
  anyOf,
  isPersonalDataStream,
  openSealedWith,
  subjectKey,
  userSubject,
  type PersonalDataErased,
  type PersonalDataKeysTables,
} from '@store/platform';
import { stockKey, type InventoryEvent, type ReservedLine } from '../domain/inventory';
import type { ColourVariant, ProductDetails, ProductEvent } from '../domain/product-events';
import type { ReviewEvent } from '../domain/review';
import { isInventoryStream, isProductStream, isReviewStream } from '../streams';
import { CATALOGUE_STOCK_READ_GROUP } from './read-groups';
import type { CatalogueReadTables } from './catalogue.tables';
import {
  beginListingBatch,
  endListingBatch,
  loadListingRows,
  type DetailRow,
  type ListingBatch,
  type ListingRow,
} from './product-listing.batch';

export const PRODUCT_LISTING_PROJECTION = 'catalogue_product_listing';

/** Its tables, and the personal-data keys the reviews' text is opened with. */
type Tables = CatalogueReadTables & PersonalDataKeysTables;
type Db = Kysely<Tables>;
type AnyEvent = ProductEvent | InventoryEvent | ReviewEvent;
type Data<T extends AnyEvent['type']> = Extract<AnyEvent, { type: T }>['data'];

function on<T extends AnyEvent['type']>(
  belongs: (streamId: string) => boolean,
  handle: (data: Data<T>, batch: ListingBatch, db: Db) => void | Promise<void>,
): ProjectionHandler<Tables, ListingBatch> {
  return (event, db, batch) => {
    if (belongs(event.streamId)) return handle(event.data as Data<T>, batch, db);
  };
}

const searchText = (d: ProductDetails) => [d.name, d.brand, d.description, ...d.tags].join(' ').toLowerCase();

/**
 * A product's detail row, every column named in one literal: built with a spread in its middle,
 * it was a dictionary-mode object (a fifth of a settle's handler time for ProductCreated).
 */
const detailRow = (productId: string, d: ProductDetails, colourVariants: ColourVariant[], at: string): DetailRow => ({
  id: productId,
  description: d.description,
  material: d.material,
  sizes: d.sizes,
  tags: d.tags,
  specifications: d.specifications,
  base_images: d.baseImages,
  color_variants: colourVariants,
  updated_at: at,
});

/** Changes a product's listing row (filter and sort columns). */
const updateListing = (batch: ListingBatch, productId: string, at: string, values: Partial<ListingRow>) =>
  batch.listing.change(productId, { ...values, updated_at: at });

/** Replaces a product's colour variants with `change(current)`. */
function changeVariants(
  batch: ListingBatch,
  productId: string,
  at: string,
  change: (variants: ColourVariant[]) => ColourVariant[],
) {
  const row = batch.detail.get(productId);
  if (row) batch.detail.change(productId, { color_variants: change(row.color_variants), updated_at: at });
}

/** Sets one stock line. */
function setStockLine(batch: ListingBatch, productId: string, key: string, quantity: number, at: string) {
  const row = batch.stock.get(productId);
  if (!row) return;
  row.stock.set(key, quantity);
  row.updated_at = at;
  batch.stock.markChanged(productId);
}

/** Moves reserved (-1) or released (+1) units, line by line. */
function moveStock(batch: ListingBatch, productId: string, lines: ReservedLine[], sign: 1 | -1, at: string) {
  const row = batch.stock.get(productId);
  if (!row) return;
  for (const line of lines) {
    const key = stockKey(line);
    row.stock.set(key, (row.stock.get(key) ?? 0) + sign * line.quantity);
  }
  row.updated_at = at;
  batch.stock.markChanged(productId);
}

const P = isProductStream;
const I = isInventoryStream;
const R = isReviewStream;

/** A value the reviewer wrote: sealed under their key, or plain in an event from before sealing. */
interface Written {
  sealed?: string | null;
  plain?: string | null;
}

/**
 * What the reviewer wrote (their name, the review's text), opened with their key: null once they
 * are erased, so a rebuild after erasure restores nothing. A plain value (an event from before
 * sealing, in a log that was not resealed) shows only while the reviewer's key lives, for the same
 * reason.
 */
async function reviewerWrote(db: Db, userId: string, values: Written[]): Promise<Array<string | null>> {
  const subject = userSubject(userId);
  const key = await subjectKey(db, subject);
  return values.map(({ sealed, plain }) => {
    if (sealed) return openSealedWith<string>(key, { subject, sealed });
    return key && typeof plain === 'string' ? plain : null;
  });
}

const userIdsOf = (subjects: string[]) =>
  subjects.filter((subject) => subject.startsWith('user:')).map((subject) => subject.slice('user:'.length));

/**
 * The listing, detail, stock and reviews of every product. Written once per batch (#18): the
 * batch's products are loaded in one query per table, its events fold into them in memory (a
 * product's stock moves many times per batch while orders are placed) and each changed row is
 * written once at its end; reviews, rare, are written as they come and ratings counted at the end.
 */
export const productListingProjection = defineProjection<Tables, ListingBatch>({
  name: PRODUCT_LISTING_PROJECTION,
  // 3: the listing row split into product_listing (narrow) / product_detail / product_stock.
  // 4: product_data_version (prices cached through stock moves).
  // 5: product_review.comment sealed in the events, null once the reviewer is erased (#38).
  version: 5,
  tables: ['product_listing', 'product_detail', 'product_stock', 'product_review', 'product_data_version'],
  async createTables(db) {
    await db.schema
      .createTable('product_listing')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('brand', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('price', sql`numeric(12,2)`, (c) => c.notNull())
      .addColumn('has_offer_pricing', 'boolean', (c) => c.notNull())
      .addColumn('offer_price', sql`numeric(12,2)`)
      .addColumn('original_price', sql`numeric(12,2)`)
      .addColumn('offer_valid_from', 'text')
      .addColumn('offer_valid_until', 'text')
      .addColumn('is_featured', 'boolean', (c) => c.notNull())
      .addColumn('is_new_arrival', 'boolean', (c) => c.notNull())
      .addColumn('is_best_seller', 'boolean', (c) => c.notNull())
      .addColumn('is_upcoming', 'boolean', (c) => c.notNull())
      .addColumn('rating_sum', 'integer', (c) => c.notNull())
      .addColumn('total_reviews', 'integer', (c) => c.notNull())
      .addColumn('search_text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      // Room on each page for edits (price, flags, ratings) to stay HOT.
      .modifyEnd(sql`with (fillfactor = 80)`)
      .execute();
    // The listing's default order (upcoming last, newest first), whole and per category: page 1
    // is a walk of the first 24 index entries.
    await db.schema
      .createIndex('product_listing_newest')
      .on('product_listing')
      .columns(['is_upcoming', 'created_at desc', 'id'])
      .execute();
    await db.schema
      .createIndex('product_listing_category')
      .on('product_listing')
      .columns(['category', 'is_upcoming', 'created_at desc', 'id'])
      .execute();
    // Qualified: a rebuild creates its tables with only its own schema on the search path.
    await db.schema
      .createIndex('product_listing_search')
      .on('product_listing')
      .using('gin')
      .expression(sql`search_text public.gin_trgm_ops`)
      .execute();
    await db.schema
      .createTable('product_detail')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('material', 'text', (c) => c.notNull())
      .addColumn('sizes', 'jsonb', (c) => c.notNull())
      .addColumn('tags', 'jsonb', (c) => c.notNull())
      .addColumn('specifications', 'jsonb', (c) => c.notNull())
      .addColumn('base_images', 'jsonb', (c) => c.notNull())
      .addColumn('color_variants', 'jsonb', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .modifyEnd(sql`with (fillfactor = 70)`)
      .execute();
    await db.schema
      .createTable('product_stock')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('stock', 'jsonb', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      // Every stock event rewrites its row: leave room for the new version on the same page (HOT).
      .modifyEnd(sql`with (fillfactor = 50)`)
      .execute();
    await db.schema
      .createTable('product_review')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('product_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('user_name', 'text')
      .addColumn('rating', 'integer', (c) => c.notNull())
      .addColumn('comment', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('product_data_version')
      .addColumn('id', 'boolean', (c) =>
        c
          .primaryKey()
          .defaultTo(true)
          .check(sql`id`),
      )
      .addColumn('changed_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('product_review_product')
      .on('product_review')
      .columns(['product_id', 'created_at'])
      .execute();
    await db.schema.createIndex('product_review_user').on('product_review').column('user_id').execute();
  },
  batch: { preload: loadListingRows, begin: beginListingBatch, end: endListingBatch },
  readGroup: CATALOGUE_STOCK_READ_GROUP,
  // Its stock figures move with every order; an admin's edit waits on stock history (250 ms) anyway.
  minBatchIntervalMs: BACKGROUND_BATCH_INTERVAL_MS,
  handlers: {
    ProductCreated: on<'ProductCreated'>(P, (data, batch) => {
      const { details: d, pricing: p, flags: f } = data;
      batch.listing.create({
        id: data.productId,
        name: d.name,
        brand: d.brand,
        category: d.category,
        price: p.price,
        has_offer_pricing: p.hasOfferPricing,
        offer_price: p.offerPrice,
        original_price: p.originalPrice,
        offer_valid_from: p.offerValidFrom,
        offer_valid_until: p.offerValidUntil,
        is_featured: f.isFeatured,
        is_new_arrival: f.isNewArrival,
        is_best_seller: f.isBestSeller,
        is_upcoming: data.isUpcoming,
        rating_sum: 0,
        total_reviews: 0,
        search_text: searchText(d),
        created_at: data.createdAt,
        updated_at: data.createdAt,
      });
      batch.detail.create(detailRow(data.productId, d, [], data.createdAt));
      batch.stock.create({ id: data.productId, stock: new Map(), updated_at: data.createdAt });
    }),
    ProductDetailsChanged: on<'ProductDetailsChanged'>(P, (data, batch) => {
      const d = data.details;
      updateListing(batch, data.productId, data.changedAt, {
        name: d.name,
        brand: d.brand,
        category: d.category,
        search_text: searchText(d),
      });
      const current = batch.detail.get(data.productId);
      if (current)
        batch.detail.change(data.productId, detailRow(data.productId, d, current.color_variants, data.changedAt));
    }),
    ProductPricingChanged: on<'ProductPricingChanged'>(P, (data, batch) => {
      const p = data.pricing;
      updateListing(batch, data.productId, data.changedAt, {
        price: p.price,
        has_offer_pricing: p.hasOfferPricing,
        offer_price: p.offerPrice,
        original_price: p.originalPrice,
        offer_valid_from: p.offerValidFrom,
        offer_valid_until: p.offerValidUntil,
      });
    }),
    ProductFlagsChanged: on<'ProductFlagsChanged'>(P, (data, batch) =>
      updateListing(batch, data.productId, data.changedAt, {
        is_featured: data.flags.isFeatured,
        is_new_arrival: data.flags.isNewArrival,
        is_best_seller: data.flags.isBestSeller,
      }),
    ),
    ColourVariantAdded: on<'ColourVariantAdded'>(P, (data, batch) =>
      changeVariants(batch, data.productId, data.changedAt, (variants) => [...variants, data.variant]),
    ),
    ColourVariantChanged: on<'ColourVariantChanged'>(P, (data, batch) =>
      changeVariants(batch, data.productId, data.changedAt, (variants) =>
        variants.map((v) => (v.variantId === data.variant.variantId ? data.variant : v)),
      ),
    ),
    ColourVariantRemoved: on<'ColourVariantRemoved'>(P, (data, batch) =>
      changeVariants(batch, data.productId, data.changedAt, (variants) =>
        variants.filter((v) => v.variantId !== data.variantId),
      ),
    ),
    ProductMarkedUpcoming: on<'ProductMarkedUpcoming'>(P, (data, batch) =>
      updateListing(batch, data.productId, data.markedAt, { is_upcoming: true }),
    ),
    ProductLaunched: on<'ProductLaunched'>(P, (data, batch) =>
      updateListing(batch, data.productId, data.launchedAt, { is_upcoming: false }),
    ),
    ProductDeleted: on<'ProductDeleted'>(P, (data, batch) => {
      batch.listing.delete(data.productId);
      batch.detail.delete(data.productId);
      batch.stock.delete(data.productId);
    }),
    StockSet: on<'StockSet'>(I, (data, batch) =>
      setStockLine(batch, data.productId, stockKey(data), data.quantity, data.at),
    ),
    StockAdjusted: on<'StockAdjusted'>(I, (data, batch) =>
      setStockLine(batch, data.productId, stockKey(data), data.quantity, data.at),
    ),
    StockReserved: on<'StockReserved'>(I, (data, batch) => moveStock(batch, data.productId, data.lines, -1, data.at)),
    StockReleased: on<'StockReleased'>(I, (data, batch) => moveStock(batch, data.productId, data.lines, 1, data.at)),
    ReviewCreated: on<'ReviewCreated'>(R, async (data, batch, db) => {
      const [userName, comment] = await reviewerWrote(db, data.userId, [
        { sealed: data.sealedUserName, plain: data.userName },
        { sealed: data.sealedComment, plain: data.comment },
      ]);
      await db
        .insertInto('product_review')
        .values({
          id: data.reviewId,
          product_id: data.productId,
          user_id: data.userId,
          user_name: userName,
          rating: data.rating,
          comment,
          created_at: data.createdAt,
          updated_at: data.createdAt,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      batch.ratings.add(data.productId);
    }),
    ReviewEdited: on<'ReviewEdited'>(R, async (data, batch, db) => {
      const [comment] = await reviewerWrote(db, data.userId, [{ sealed: data.sealedComment, plain: data.comment }]);
      await db
        .updateTable('product_review')
        .set({ rating: data.rating, comment, updated_at: data.editedAt })
        .where('id', '=', data.reviewId)
        .execute();
      batch.ratings.add(data.productId);
    }),
    ReviewDeleted: on<'ReviewDeleted'>(R, async (data, batch, db) => {
      await db.deleteFrom('product_review').where('id', '=', data.reviewId).execute();
      batch.ratings.add(data.productId);
    }),
    /**
     * A deleted user's reviews stay as their rating only: 'Anonymous', no text. The product's
     * average and count are unchanged (they never depended on the text).
     */
    UserDeleted: async (event: RecordedEvent, db: Db) => {
      if (!event.streamId.startsWith('identity-user-')) return;
      const { userId } = event.data as { userId: string };
      await db
        .updateTable('product_review')
        .set({ user_name: null, comment: null })
        .where('user_id', '=', userId)
        .execute();
    },
    PersonalDataErased: async (event: RecordedEvent, db: Db) => {
      if (!isPersonalDataStream(event.streamId)) return;
      const userIds = userIdsOf((event.data as PersonalDataErased['data']).subjects);
      if (userIds.length)
        await db
          .updateTable('product_review')
          .set({ user_name: null, comment: null })
          .where('user_id', '=', anyOf(userIds, 'text'))
          .execute();
    },
  },
});
