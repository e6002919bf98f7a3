// A catalogue_product_listing batch's rows: what its events touch, loaded at its start in one
// round trip (its end, writing them: product-listing.write.ts).
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Position, RecordedEvent } from '@store/eventstore';
import { isInventoryStream, isProductStream, isReviewStream } from '../streams';
import { BatchRows } from './batch-rows';
import type { CatalogueReadTables, ProductDetailTable, ProductListingTable } from './catalogue.tables';

type Db = Kysely<CatalogueReadTables>;
/** As loaded (jsonb) or taken from an event; both write the same value. */
type Timestamp = string;
type Money = string | number;

/** product_listing's columns, with its money and times as a batch holds them. */
export type ListingRow = Omit<
  Selectable<ProductListingTable>,
  'price' | 'offer_price' | 'original_price' | 'created_at' | 'updated_at'
> & {
  price: Money;
  offer_price: Money | null;
  original_price: Money | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** product_detail with its jsonb columns parsed (serialized once, when written). */
export type DetailRow = Omit<Selectable<ProductDetailTable>, 'updated_at'> & { updated_at: Timestamp };

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

const RATING_EVENTS = new Set(['ReviewCreated', 'ReviewEdited', 'ReviewDeleted', 'ReviewHidden', 'ReviewPhotoHidden']);
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
