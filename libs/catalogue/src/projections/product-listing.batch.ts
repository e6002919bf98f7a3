import { sql, type Kysely } from 'kysely';
import { positionToString, type Position, type RecordedEvent } from '@store/eventstore';
import type { ColourVariant, ImageRef } from '../domain/product-events';
import { isInventoryStream, isProductStream, isReviewStream } from '../streams';
import { BatchRows } from './batch-rows';
import type { CatalogueReadTables } from './catalogue.tables';
import { recordsetOf, recordsetRows, unnestRows } from '@store/platform';

type Db = Kysely<CatalogueReadTables>;
/** As loaded (jsonb) or taken from an event; both write the same value. */
type Timestamp = string;
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

/**
 * Units per stock line (stockKey). A Map, not an object: each line's key is new (a variant id),
 * and as an object's property every new key was first interned in V8's string table, 2 µs each,
 * a tenth of a 5,000-product settle's handler time.
 */
export type StockLines = Map<string, number>;

export interface StockRow {
  id: string;
  stock: StockLines;
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
  /** The last event of the batch that may change a product's listing, details or rating (see product_data_version). */
  productsChangedAt: Position | undefined;
}

const LISTING_EVENTS = new Set([
  'ProductCreated',
  'ProductDetailsChanged',
  'ProductPricingChanged',
  'ProductFlagsChanged',
  'ProductMarkedUpcoming',
  'ProductLaunched',
  'ProductDeleted',
]);
const DETAIL_EVENTS = new Set([
  'ProductCreated',
  'ProductDetailsChanged',
  'ColourVariantAdded',
  'ColourVariantChanged',
  'ColourVariantRemoved',
  'ProductDeleted',
]);
const CREATING_EVENTS = new Set(['ProductCreated']);
const STOCK_EVENTS = new Set([
  'ProductCreated',
  'ProductDeleted',
  'StockSet',
  'StockAdjusted',
  'StockReserved',
  'StockReleased',
]);

const RATING_EVENTS = new Set(['ReviewCreated', 'ReviewEdited', 'ReviewDeleted']);
const changesProductData = (event: RecordedEvent) =>
  (isProductStream(event.streamId) && (LISTING_EVENTS.has(event.type) || DETAIL_EVENTS.has(event.type))) ||
  (isReviewStream(event.streamId) && RATING_EVENTS.has(event.type));

/** The products whose listing, detail or stock rows the batch's events touch, and those it creates. */
function productsTouched(events: readonly RecordedEvent[]) {
  const touched = {
    created: new Set<string>(),
    listing: new Set<string>(),
    detail: new Set<string>(),
    stock: new Set<string>(),
  };
  // One pass, no array per event type: a catching-up batch holds a thousand events.
  for (const event of events) {
    const { type } = event;
    const listing = LISTING_EVENTS.has(type);
    const detail = DETAIL_EVENTS.has(type);
    const stock = STOCK_EVENTS.has(type);
    if (!(listing || detail || stock) || !(isProductStream(event.streamId) || isInventoryStream(event.streamId)))
      continue;
    const productId = (event.data as { productId?: unknown }).productId;
    if (typeof productId !== 'string') continue;
    if (CREATING_EVENTS.has(type)) touched.created.add(productId);
    if (listing) touched.listing.add(productId);
    if (detail) touched.detail.add(productId);
    if (stock) touched.stock.add(productId);
  }
  return touched;
}

/** The rows of the three tables a batch's events touch, as they were before it. */
export interface LoadedRows {
  listing: ListingRow[];
  detail: DetailRow[];
  stock: StockRow[];
}

/**
 * Loads the rows of each table the batch's events touch, in one round trip (rows as jsonb: one
 * result shape for the three tables). No row locks: one runner applies the projection at a time,
 * and every batch holds its checkpoint row first. The live runner calls it as the batch's
 * preload (while the batch's transaction opens); a rebuild's begin calls it in its transaction.
 */
export async function loadListingRows(events: readonly RecordedEvent[], db: Db): Promise<LoadedRows> {
  // A product created in this batch has no rows yet: only ProductCreated makes them, once per
  // product id, and its checkpoint commits with them (a catching-up batch creates hundreds).
  const touched = productsTouched(events);
  const toLoad = (ids: Set<string>) => [...ids].filter((id) => !touched.created.has(id));
  const ids = { listing: toLoad(touched.listing), detail: toLoad(touched.detail), stock: toLoad(touched.stock) };
  const loaded: LoadedRows = { listing: [], detail: [], stock: [] };
  if (ids.listing.length + ids.detail.length + ids.stock.length) {
    const { rows } = await sql<{ source: keyof LoadedRows; row: never }>`
      select 'listing' as source, to_jsonb(t) as row from product_listing t where t.id = any(${ids.listing}::text[])
      union all select 'detail', to_jsonb(t) from product_detail t where t.id = any(${ids.detail}::text[])
      union all select 'stock', to_jsonb(t) from product_stock t where t.id = any(${ids.stock}::text[])`.execute(db);
    for (const { source, row } of rows) {
      if (source === 'stock') loaded.stock.push(stockRowOf(row));
      else loaded[source].push(row);
    }
  }
  return loaded;
}

/** The batch's scratch: the rows `preloaded` holds (else loaded now, in the batch's transaction). */
export async function beginListingBatch(
  events: readonly RecordedEvent[],
  db: Db,
  preloaded?: LoadedRows,
): Promise<ListingBatch> {
  const loaded = preloaded ?? (await loadListingRows(events, db));
  const productsChangedAt = events.findLast((event) => changesProductData(event))?.position;
  return {
    listing: new BatchRows(loaded.listing),
    detail: new BatchRows(loaded.detail),
    stock: new BatchRows(loaded.stock),
    ratings: new Set(),
    productsChangedAt,
  };
}

/** A product_stock row as loaded (its lines a jsonb object). */
const stockRowOf = (row: Omit<StockRow, 'stock'> & { stock: Record<string, number> }): StockRow => ({
  ...row,
  stock: new Map(Object.entries(row.stock)),
});

/** Characters JSON.stringify escapes (surrogates: a lone one is escaped, a pair kept; both rare here). */
// eslint-disable-next-line no-control-regex -- control characters are what JSON escapes
const NEEDS_ESCAPING = /["\\\u0000-\u001f\ud800-\udfff]/;
/** A JSON string literal: quoted as it is when nothing needs escaping (ids and stock keys), half the time of JSON.stringify. */
const jsonString = (text: string) => (NEEDS_ESCAPING.test(text) ? JSON.stringify(text) : `"${text}"`);

/** product_stock rows as recordsetOf's document: JSON.stringify writes a Map as {}. */
function stockDocument(rows: readonly StockRow[]): string {
  // One string appended to: an array and a joined string per row cost as much as the Map saved.
  let document = '[';
  for (const { id, stock, updated_at } of rows) {
    document += `${document.length > 1 ? ',' : ''}{"id":${jsonString(id)},"updated_at":${jsonString(updated_at)},"stock":{`;
    let separator = '';
    for (const [key, units] of stock) {
      document += `${separator}${jsonString(key)}:${units}`;
      separator = ',';
    }
    document += '}}';
  }
  return `${document}]`;
}

/** Each table's columns and their Postgres types, as the batch's rows are sent (see upsert). */
const LISTING_COLUMNS = [
  ['id', 'text'],
  ['name', 'text'],
  ['brand', 'text'],
  ['category', 'text'],
  ['price', 'numeric'],
  ['has_offer_pricing', 'boolean'],
  ['offer_price', 'numeric'],
  ['original_price', 'numeric'],
  ['offer_valid_from', 'text'],
  ['offer_valid_until', 'text'],
  ['is_featured', 'boolean'],
  ['is_new_arrival', 'boolean'],
  ['is_best_seller', 'boolean'],
  ['is_upcoming', 'boolean'],
  ['rating_sum', 'int'],
  ['total_reviews', 'int'],
  ['search_text', 'text'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
] as const;
const DETAIL_COLUMNS = [
  ['id', 'text'],
  ['description', 'text'],
  ['material', 'text'],
  ['sizes', 'jsonb'],
  ['tags', 'jsonb'],
  ['specifications', 'jsonb'],
  ['base_images', 'jsonb'],
  ['color_variants', 'jsonb'],
  ['updated_at', 'timestamptz'],
] as const;
const STOCK_COLUMNS = [
  ['id', 'text'],
  ['stock', 'jsonb'],
  ['updated_at', 'timestamptz'],
] as const;
/** Listing columns an upsert leaves on an existing row: the ratings are counted from product_review at the batch's end. */
const LISTING_KEPT = new Set(['id', 'created_at', 'rating_sum', 'total_reviews']);

type Table = 'product_listing' | 'product_detail' | 'product_stock';

/** Where an upsert's rows come from: a JSON document for rows with jsonb columns, else arrays. */
function rowSource<Row>(table: Table, columns: readonly (readonly [keyof Row & string, string])[], rows: Row[]) {
  if (table === 'product_stock') return recordsetOf(columns, stockDocument(rows as StockRow[]), rows.length);
  return columns.some(([, type]) => type === 'jsonb') ? recordsetRows(columns, rows) : unnestRows(columns, rows);
}

/** An upsert of `rows` (one per id) that writes every column but `kept` over an existing row. */
function upsert<Row>(
  db: Db,
  table: Table,
  columns: readonly (readonly [keyof Row & string, string])[],
  rows: Row[],
  kept = new Set(['id']),
) {
  const names = columns.map(([column]) => column);
  const updated = Object.fromEntries(
    names.filter((column) => !kept.has(column)).map((column) => [column, sql.ref(`excluded.${column}`)]),
  );
  const source = rowSource(table, columns, rows);
  return db
    .insertInto(table)
    .columns(names as never)
    .expression(source)
    .onConflict((oc) => oc.column('id').doUpdateSet(updated as never));
}

/**
 * Writes the batch: deletions first, then the rows created or changed (each product's row once,
 * however many events moved it) in one statement over the three tables, then each touched
 * product's rating (left out of the listing upsert: counted from product_review last).
 */
export async function endListingBatch(batch: ListingBatch, db: Db): Promise<void> {
  for (const [table, rows] of [
    ['product_listing', batch.listing],
    ['product_detail', batch.detail],
    ['product_stock', batch.stock],
  ] as const) {
    const ids = rows.deletedIds();
    if (ids.length)
      await db
        .deleteFrom(table)
        .where('id', '=', sql<string>`any(${ids}::text[])`)
        .execute();
  }

  const listing = batch.listing.rowsToWrite();
  const detail = batch.detail.rowsToWrite();
  const stock = batch.stock.rowsToWrite();
  const writes = [
    ...(listing.length ? [upsert(db, 'product_listing', LISTING_COLUMNS, listing, LISTING_KEPT)] : []),
    ...(detail.length ? [upsert(db, 'product_detail', DETAIL_COLUMNS, detail)] : []),
    ...(stock.length ? [upsert(db, 'product_stock', STOCK_COLUMNS, stock)] : []),
    ...(batch.productsChangedAt ? [productDataChangedAt(db, batch.productsChangedAt)] : []),
  ];
  // One round trip: the first writes run as data-modifying CTEs of the last (different tables, so no order between them).
  if (writes.length === 1) await writes[0].execute();
  if (writes.length > 1) {
    const [last, ...first] = [writes[writes.length - 1], ...writes.slice(0, -1)];
    await sql`with ${sql.join(first.map((write, n) => sql`${sql.raw(`write_${n}`)} as (${write})`))} ${last}`.execute(
      db,
    );
  }

  if (batch.ratings.size) await refreshRatings(db, [...batch.ratings]);
}

/** product_data_version at `position` (an event's, so a rebuild writes the same row). */
const productDataChangedAt = (db: Db, position: Position) =>
  db
    .insertInto('product_data_version')
    .values({ id: true, changed_at: positionToString(position) })
    .onConflict((oc) => oc.column('id').doUpdateSet({ changed_at: sql.ref('excluded.changed_at') }));

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
