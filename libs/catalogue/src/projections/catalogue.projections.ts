import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '@store/eventstore';
import { defineProjection, type ProjectionHandler } from '@store/projections';
import { isPersonalDataStream, openSealed, userSubject, type PersonalDataErased } from '@store/platform';
import { stockReservationsProjection } from './stock-reservations.projection';
import { stockKey, type InventoryEvent, type ReservedLine, type StockMovementEvent } from '../domain/inventory';
import type { ColourVariant, ProductDetails, ProductEvent } from '../domain/product-events';
import type { ReviewEvent } from '../domain/review';
import { isInventoryStream, isProductStream, isReviewStream } from '../streams';
import type { CatalogueReadTables } from './catalogue.tables';
import { productSalesProjection } from './product-sales.projection';

export const PRODUCT_LISTING_PROJECTION = 'catalogue_product_listing';
export const STOCK_HISTORY_PROJECTION = 'catalogue_stock_history';

type Db = Kysely<CatalogueReadTables>;
type AnyEvent = ProductEvent | InventoryEvent | ReviewEvent;
type Data<T extends AnyEvent['type']> = Extract<AnyEvent, { type: T }>['data'];

function on<T extends AnyEvent['type']>(
  belongs: (streamId: string) => boolean,
  handle: (data: Data<T>, db: Db, event: RecordedEvent) => Promise<void>,
): ProjectionHandler<CatalogueReadTables> {
  return async (event, db) => {
    if (belongs(event.streamId)) await handle(event.data as Data<T>, db, event);
  };
}

const searchText = (d: ProductDetails) => [d.name, d.brand, d.description, ...d.tags].join(' ').toLowerCase();

/** In stock: some purchasable colour (the product's own, or an active variant) has a unit in some size. */
export function computeInStock(variants: ColourVariant[], stock: Record<string, number>): boolean {
  const sumFor = (variantId: string) =>
    Object.entries(stock)
      .filter(([key]) => key.startsWith(`${variantId}|`))
      .reduce((total, [, n]) => total + Math.max(0, n), 0);
  // The product's own colour ('Original') is purchasable beside its active variants.
  return sumFor('-') > 0 || variants.filter((v) => v.isActive !== false).some((v) => sumFor(v.variantId) > 0);
}

/** Changes a product's listing row (filter and sort columns). */
async function updateListing(db: Db, productId: string, at: string, values: Record<string, unknown>) {
  await db.updateTable('product_listing').set({ ...values, updated_at: at } as never).where('id', '=', productId).execute();
}

/** Changes a product's detail row (what only the shown products need). */
async function updateDetail(db: Db, productId: string, at: string, values: Record<string, unknown>) {
  await db.updateTable('product_detail').set({ ...values, updated_at: at } as never).where('id', '=', productId).execute();
}

/** Replaces a product's colour variants with `change(current)`. */
async function changeVariants(db: Db, productId: string, at: string, change: (variants: ColourVariant[]) => ColourVariant[]) {
  const row = await db.selectFrom('product_detail').select('color_variants').where('id', '=', productId).executeTakeFirst();
  if (!row) return;
  await updateDetail(db, productId, at, { color_variants: JSON.stringify(change(row.color_variants as ColourVariant[])) });
}

const detailColumns = (d: ProductDetails) => ({
  description: d.description,
  material: d.material,
  sizes: JSON.stringify(d.sizes),
  tags: JSON.stringify(d.tags),
  specifications: JSON.stringify(d.specifications),
  base_images: JSON.stringify(d.baseImages),
});

/** Sets one stock line: a single statement on the narrow product_stock row (HOT, no read first). */
async function setStockLine(db: Db, productId: string, key: string, quantity: number, at: string) {
  await db
    .updateTable('product_stock')
    .set({ stock: sql`stock || jsonb_build_object(${key}::text, ${quantity}::int)` as never, updated_at: at })
    .where('id', '=', productId)
    .execute();
}

/** Moves reserved (-1) or released (+1) units, line by line, in product_stock. */
async function moveStock(db: Db, productId: string, lines: ReservedLine[], sign: 1 | -1, at: string) {
  for (const line of lines) {
    const key = stockKey(line);
    await db
      .updateTable('product_stock')
      .set({ stock: sql`jsonb_set(stock, array[${key}::text], to_jsonb(coalesce((stock ->> ${key}::text)::int, 0) + ${sign * line.quantity}::int))` as never, updated_at: at })
      .where('id', '=', productId)
      .execute();
  }
}

async function refreshRating(db: Db, productId: string) {
  const totals = await db
    .selectFrom('product_review')
    .select([sql<number>`coalesce(sum(rating), 0)::int`.as('sum'), sql<number>`count(*)::int`.as('count')])
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  await db.updateTable('product_listing').set({ rating_sum: totals.sum, total_reviews: totals.count }).where('id', '=', productId).execute();
}

const P = isProductStream;
const I = isInventoryStream;
const R = isReviewStream;

/** The reviewer's name opened with their key (null once they are erased); plain in reviews written before sealing. */
async function reviewerName(db: Db, data: Extract<ReviewEvent, { type: 'ReviewCreated' }>['data']): Promise<string | null> {
  if (data.sealedUserName) return openSealed<string>(db, { subject: userSubject(data.userId), sealed: data.sealedUserName });
  return data.userName ?? null;
}

const userIdsOf = (subjects: string[]) => subjects.filter((subject) => subject.startsWith('user:')).map((subject) => subject.slice('user:'.length));

export const productListingProjection = defineProjection<CatalogueReadTables>({
  name: PRODUCT_LISTING_PROJECTION,
  // 3: the listing row split into product_listing (narrow) / product_detail / product_stock.
  version: 3,
  tables: ['product_listing', 'product_detail', 'product_stock', 'product_review'],
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
    await db.schema.createIndex('product_listing_newest').on('product_listing').columns(['is_upcoming', 'created_at desc', 'id']).execute();
    await db.schema.createIndex('product_listing_category').on('product_listing').columns(['category', 'is_upcoming', 'created_at desc', 'id']).execute();
    // Qualified: a rebuild creates its tables with only its own schema on the search path.
    await db.schema.createIndex('product_listing_search').on('product_listing').using('gin').expression(sql`search_text public.gin_trgm_ops`).execute();
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
      .addColumn('comment', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('product_review_product').on('product_review').columns(['product_id', 'created_at']).execute();
    await db.schema.createIndex('product_review_user').on('product_review').column('user_id').execute();
  },
  handlers: {
    ProductCreated: on<'ProductCreated'>(P, async (data, db) => {
      const { details: d, pricing: p, flags: f } = data;
      await db
        .insertInto('product_listing')
        .values({
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
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await db
        .insertInto('product_detail')
        .values({ id: data.productId, ...detailColumns(d), color_variants: '[]', updated_at: data.createdAt })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await db
        .insertInto('product_stock')
        .values({ id: data.productId, stock: '{}', updated_at: data.createdAt })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }),
    ProductDetailsChanged: on<'ProductDetailsChanged'>(P, async (data, db) => {
      const d = data.details;
      await updateListing(db, data.productId, data.changedAt, { name: d.name, brand: d.brand, category: d.category, search_text: searchText(d) });
      await updateDetail(db, data.productId, data.changedAt, detailColumns(d));
    }),
    ProductPricingChanged: on<'ProductPricingChanged'>(P, (data, db) => {
      const p = data.pricing;
      return updateListing(db, data.productId, data.changedAt, {
        price: p.price,
        has_offer_pricing: p.hasOfferPricing,
        offer_price: p.offerPrice,
        original_price: p.originalPrice,
        offer_valid_from: p.offerValidFrom,
        offer_valid_until: p.offerValidUntil,
      });
    }),
    ProductFlagsChanged: on<'ProductFlagsChanged'>(P, (data, db) =>
      updateListing(db, data.productId, data.changedAt, { is_featured: data.flags.isFeatured, is_new_arrival: data.flags.isNewArrival, is_best_seller: data.flags.isBestSeller }),
    ),
    ColourVariantAdded: on<'ColourVariantAdded'>(P, (data, db) =>
      changeVariants(db, data.productId, data.changedAt, (variants) => [...variants, data.variant]),
    ),
    ColourVariantChanged: on<'ColourVariantChanged'>(P, (data, db) =>
      changeVariants(db, data.productId, data.changedAt, (variants) => variants.map((v) => (v.variantId === data.variant.variantId ? data.variant : v))),
    ),
    ColourVariantRemoved: on<'ColourVariantRemoved'>(P, (data, db) =>
      changeVariants(db, data.productId, data.changedAt, (variants) => variants.filter((v) => v.variantId !== data.variantId)),
    ),
    ProductMarkedUpcoming: on<'ProductMarkedUpcoming'>(P, (data, db) => updateListing(db, data.productId, data.markedAt, { is_upcoming: true })),
    ProductLaunched: on<'ProductLaunched'>(P, (data, db) => updateListing(db, data.productId, data.launchedAt, { is_upcoming: false })),
    ProductDeleted: on<'ProductDeleted'>(P, async (data, db) => {
      await db.deleteFrom('product_listing').where('id', '=', data.productId).execute();
      await db.deleteFrom('product_detail').where('id', '=', data.productId).execute();
      await db.deleteFrom('product_stock').where('id', '=', data.productId).execute();
    }),
    StockSet: on<'StockSet'>(I, (data, db) => setStockLine(db, data.productId, stockKey(data), data.quantity, data.at)),
    StockAdjusted: on<'StockAdjusted'>(I, (data, db) => setStockLine(db, data.productId, stockKey(data), data.quantity, data.at)),
    StockReserved: on<'StockReserved'>(I, (data, db) => moveStock(db, data.productId, data.lines, -1, data.at)),
    StockReleased: on<'StockReleased'>(I, (data, db) => moveStock(db, data.productId, data.lines, 1, data.at)),
    ReviewCreated: on<'ReviewCreated'>(R, async (data, db) => {
      await db
        .insertInto('product_review')
        .values({
          id: data.reviewId,
          product_id: data.productId,
          user_id: data.userId,
          user_name: await reviewerName(db, data),
          rating: data.rating,
          comment: data.comment,
          created_at: data.createdAt,
          updated_at: data.createdAt,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await refreshRating(db, data.productId);
    }),
    ReviewEdited: on<'ReviewEdited'>(R, async (data, db) => {
      await db.updateTable('product_review').set({ rating: data.rating, comment: data.comment, updated_at: data.editedAt }).where('id', '=', data.reviewId).execute();
      await refreshRating(db, data.productId);
    }),
    ReviewDeleted: on<'ReviewDeleted'>(R, async (data, db) => {
      await db.deleteFrom('product_review').where('id', '=', data.reviewId).execute();
      await refreshRating(db, data.productId);
    }),
    /** A deleted user's reviews stay (ratings count) but read as 'Anonymous'. */
    UserDeleted: async (event, db) => {
      if (!event.streamId.startsWith('identity-user-')) return;
      const { userId } = event.data as { userId: string };
      await db.updateTable('product_review').set({ user_name: null }).where('user_id', '=', userId).execute();
    },
    PersonalDataErased: async (event, db) => {
      if (!isPersonalDataStream(event.streamId)) return;
      const userIds = userIdsOf((event.data as PersonalDataErased['data']).subjects);
      if (userIds.length) await db.updateTable('product_review').set({ user_name: null }).where('user_id', 'in', userIds).execute();
    },
  },
});

export const stockHistoryProjection = defineProjection<CatalogueReadTables>({
  name: STOCK_HISTORY_PROJECTION,
  // 2: correlation ids and an index by order (an order's stock moves in its admin timeline).
  version: 2,
  tables: ['stock_history'],
  async createTables(db) {
    await db.schema
      .createTable('stock_history')
      .addColumn('position_commit', 'numeric', (c) => c.notNull())
      .addColumn('position_prepare', 'numeric', (c) => c.notNull())
      .addColumn('line', 'integer', (c) => c.notNull())
      .addColumn('product_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('variant_id', 'text')
      .addColumn('size', 'text')
      .addColumn('delta', 'integer', (c) => c.notNull())
      .addColumn('quantity', 'integer')
      .addColumn('order_id', 'text')
      .addColumn('reason', 'text')
      .addColumn('actor_id', 'text')
      .addColumn('actor_role', 'text', (c) => c.notNull())
      .addColumn('correlation_id', 'text')
      .addColumn('at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('stock_history_product').on('stock_history').columns(['product_id', 'at']).execute();
    await db.schema.createIndex('stock_history_order').on('stock_history').column('order_id').where('order_id', 'is not', null).execute();
  },
  handlers: Object.fromEntries(
    (['StockSet', 'StockAdjusted', 'StockReserved', 'StockCommitted', 'StockReleased'] as const).map((type) => [
      type,
      on<typeof type>(I, async (_data, db, event) => {
        const e = { type: event.type, data: event.data } as StockMovementEvent;
        const actor = (event.metadata as { actor?: { id: string | null; role: string } }).actor ?? { id: null, role: 'system' };
        const base = { position_commit: event.position.commit.toString(), position_prepare: event.position.prepare.toString(), product_id: e.data.productId, actor_id: actor.id, actor_role: actor.role, correlation_id: event.metadata.correlationId ?? null, at: e.data.at };
        const rows =
          e.type === 'StockSet'
            ? [{ ...base, kind: 'set', variant_id: e.data.variantId, size: e.data.size, delta: e.data.quantity - e.data.previous, quantity: e.data.quantity, order_id: null, reason: e.data.reason }]
            : e.type === 'StockAdjusted'
              ? [{ ...base, kind: 'adjusted', variant_id: e.data.variantId, size: e.data.size, delta: e.data.delta, quantity: e.data.quantity, order_id: null, reason: e.data.reason }]
              : e.data.lines.map((line) => ({
                  ...base,
                  kind: e.type === 'StockReserved' ? 'reserved' : e.type === 'StockCommitted' ? 'committed' : 'released',
                  variant_id: line.variantId,
                  size: line.size,
                  delta: e.type === 'StockReserved' ? -line.quantity : e.type === 'StockReleased' ? line.quantity : 0,
                  quantity: null,
                  order_id: e.data.orderId,
                  reason: e.type === 'StockReleased' ? (e.data.reason ?? null) : null,
                }));
        if (rows.length) await db.insertInto('stock_history').values(rows.map((row, line) => ({ ...row, line }))).execute();
      }),
    ]),
  ),
});

/** Every projection of the catalogue module, for the projection host and the rebuild CLI. */
export const catalogueProjections = [productListingProjection, stockHistoryProjection, productSalesProjection, stockReservationsProjection];
