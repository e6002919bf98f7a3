import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '@store/eventstore';
import type { ColourVariant, ImageRef } from '../domain/product-events';
import { isInventoryStream, isProductStream } from '../streams';
import { BatchRows } from './batch-rows';
import type { CatalogueReadTables } from './catalogue.tables';
import { inChunks } from './in-chunks';

type Db = Kysely<CatalogueReadTables>;
/** Timestamps as loaded (Date) or taken from an event (ISO string); both write the same value. */
type Timestamp = string | Date;
type Money = string | number;

export interface ListingRow {
  id: string;
  name: string;
  brand: string;
  category: string;
  price: Money;
  has_offer_pricing: boolean;
  offer_price: Money | null;
  original_price: Money | null;
  offer_valid_from: string | null;
  offer_valid_until: string | null;
  is_featured: boolean;
  is_new_arrival: boolean;
  is_best_seller: boolean;
  is_upcoming: boolean;
  rating_sum: number;
  total_reviews: number;
  search_text: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** product_detail with its jsonb columns parsed (serialized once, when written). */
export interface DetailRow {
  id: string;
  description: string;
  material: string;
  sizes: string[];
  tags: string[];
  specifications: Record<string, string>;
  base_images: ImageRef[];
  color_variants: ColourVariant[];
  updated_at: Timestamp;
}

export interface StockRow {
  id: string;
  stock: Record<string, number>;
  updated_at: Timestamp;
}

/**
 * What a batch of catalogue_product_listing holds: the rows of product_listing, product_detail
 * and product_stock its events touch, and the products whose rating to count again at its end.
 * Reviews are written as they come (few, and erasures must find them in event order).
 */
export interface ListingBatch {
  listing: BatchRows<ListingRow>;
  detail: BatchRows<DetailRow>;
  stock: BatchRows<StockRow>;
  ratings: Set<string>;
}

const LISTING_EVENTS = new Set(['ProductCreated', 'ProductDetailsChanged', 'ProductPricingChanged', 'ProductFlagsChanged', 'ProductMarkedUpcoming', 'ProductLaunched', 'ProductDeleted']);
const DETAIL_EVENTS = new Set(['ProductCreated', 'ProductDetailsChanged', 'ColourVariantAdded', 'ColourVariantChanged', 'ColourVariantRemoved', 'ProductDeleted']);
const STOCK_EVENTS = new Set(['ProductCreated', 'ProductDeleted', 'StockSet', 'StockAdjusted', 'StockReserved', 'StockReleased']);

const touches = (events: readonly RecordedEvent[], types: Set<string>) => [
  ...new Set(
    events
      .filter((event) => types.has(event.type) && (isProductStream(event.streamId) || isInventoryStream(event.streamId)))
      .map((event) => (event.data as { productId?: unknown }).productId)
      .filter((id): id is string => typeof id === 'string'),
  ),
];

/** Loads, locked, the rows of each table the batch's events touch: at most one query per table. */
export async function beginListingBatch(events: readonly RecordedEvent[], db: Db): Promise<ListingBatch> {
  const listingIds = touches(events, LISTING_EVENTS);
  const detailIds = touches(events, DETAIL_EVENTS);
  const stockIds = touches(events, STOCK_EVENTS);
  const [listing, detail, stock] = [
    listingIds.length ? await db.selectFrom('product_listing').selectAll().where('id', 'in', listingIds).forUpdate().execute() : [],
    detailIds.length ? await db.selectFrom('product_detail').selectAll().where('id', 'in', detailIds).forUpdate().execute() : [],
    stockIds.length ? await db.selectFrom('product_stock').selectAll().where('id', 'in', stockIds).forUpdate().execute() : [],
  ];
  return {
    listing: new BatchRows(listing as ListingRow[]),
    detail: new BatchRows(detail as unknown as DetailRow[]),
    stock: new BatchRows(stock as unknown as StockRow[]),
    ratings: new Set(),
  };
}

const LISTING_COLUMNS = ['name', 'brand', 'category', 'price', 'has_offer_pricing', 'offer_price', 'original_price', 'offer_valid_from', 'offer_valid_until', 'is_featured', 'is_new_arrival', 'is_best_seller', 'is_upcoming', 'search_text', 'updated_at'] as const;
const DETAIL_COLUMNS = ['description', 'material', 'sizes', 'tags', 'specifications', 'base_images', 'color_variants', 'updated_at'] as const;

/** `column = excluded.column` for each column: an upsert's update writes the batch's row. */
const fromExcluded = (columns: readonly string[]) => Object.fromEntries(columns.map((column) => [column, sql.ref(`excluded.${column}`)]));

const detailValues = (row: DetailRow) => ({
  ...row,
  sizes: JSON.stringify(row.sizes),
  tags: JSON.stringify(row.tags),
  specifications: JSON.stringify(row.specifications),
  base_images: JSON.stringify(row.base_images),
  color_variants: JSON.stringify(row.color_variants),
});

async function deleteRows(db: Db, table: 'product_listing' | 'product_detail' | 'product_stock', ids: string[]) {
  await inChunks(ids, 1, (chunk) => db.deleteFrom(table).where('id', 'in', chunk).execute());
}

/**
 * Writes the batch: deletions first, then one upsert per table of the rows created or changed
 * (each product's row once, however many events moved it), then each touched product's rating.
 * Ratings are left out of the listing upsert: they are counted from product_review last.
 */
export async function endListingBatch(batch: ListingBatch, db: Db): Promise<void> {
  await deleteRows(db, 'product_listing', batch.listing.deletedIds());
  await deleteRows(db, 'product_detail', batch.detail.deletedIds());
  await deleteRows(db, 'product_stock', batch.stock.deletedIds());

  await inChunks(batch.listing.rowsToWrite(), 19, (rows) =>
    db
      .insertInto('product_listing')
      .values(rows as never)
      .onConflict((oc) => oc.column('id').doUpdateSet(fromExcluded(LISTING_COLUMNS) as never))
      .execute(),
  );
  await inChunks(batch.detail.rowsToWrite(), 9, (rows) =>
    db
      .insertInto('product_detail')
      .values(rows.map(detailValues) as never)
      .onConflict((oc) => oc.column('id').doUpdateSet(fromExcluded(DETAIL_COLUMNS) as never))
      .execute(),
  );
  await inChunks(batch.stock.rowsToWrite(), 3, (rows) =>
    db
      .insertInto('product_stock')
      .values(rows.map((row) => ({ ...row, stock: JSON.stringify(row.stock) })) as never)
      .onConflict((oc) => oc.column('id').doUpdateSet(fromExcluded(['stock', 'updated_at']) as never))
      .execute(),
  );

  if (batch.ratings.size) await refreshRatings(db, [...batch.ratings]);
}

/** Sets each product's rating sum and review count from its reviews, in one statement. */
async function refreshRatings(db: Db, productIds: string[]) {
  await sql`
    update product_listing as listing
    set rating_sum = totals.sum, total_reviews = totals.count
    from (
      select touched.id, coalesce(sum(review.rating), 0)::int as sum, count(review.id)::int as count
      from unnest(${productIds}::text[]) as touched(id)
      left join product_review as review on review.product_id = touched.id
      group by touched.id
    ) as totals
    where listing.id = totals.id`.execute(db);
}
