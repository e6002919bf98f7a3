import { sql, type Kysely } from 'kysely';
import type { CatalogueReadTables } from './catalogue.tables';

/** The tables of catalogue_product_listing: listing (narrow, filtered and sorted), detail, stock, reviews, data version. */
export async function createProductListingTables(db: Kysely<CatalogueReadTables>): Promise<void> {
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
    .addColumn('hsn_code', 'text', (c) => c.notNull())
    .addColumn('payment_hold_minutes', 'integer')
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
    .addColumn('photos', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('hidden_reason', 'text')
    .addColumn('hidden_at', 'timestamptz')
    .addColumn('hidden_by', 'text')
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
}
