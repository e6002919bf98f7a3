// The end of a catalogue_product_listing batch: its rows written once each, in one round trip
// (see endListingBatch), and the ratings of the products whose reviews changed.
import { sql, type Kysely } from 'kysely';
import { positionToString, type Position } from '@store/eventstore';
import { recordsetOf, recordsetRows, unnestRows } from '@store/platform';
import type { CatalogueReadTables } from './catalogue.tables';
import type { ListingBatch, StockRow } from './product-listing.batch';

type Db = Kysely<CatalogueReadTables>;

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
  ['hsn_code', 'text'],
  ['payment_hold_minutes', 'int'],
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
      left join product_review as review on review.product_id = touched.id and not review.hidden
      group by touched.id
    ) as totals
    where listing.id = totals.id`.execute(db);
}
