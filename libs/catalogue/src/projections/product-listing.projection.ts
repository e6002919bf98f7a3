import { BACKGROUND_BATCH_INTERVAL_MS, defineProjection } from '@store/projections';
import { stockKey, type ReservedLine } from '../domain/inventory';
import type { ColourVariant, ProductDetails } from '../domain/product-events';
import { isInventoryStream, isProductStream } from '../streams';
import { CATALOGUE_STOCK_READ_GROUP } from './read-groups';
import {
  beginListingBatch,
  loadListingRows,
  type DetailRow,
  type ListingBatch,
  type ListingRow,
} from './product-listing.batch';
import { on, type Tables } from './product-listing.handler';
import { reviewHandlers } from './product-listing.reviews';
import { createProductListingTables } from './product-listing.tables';
import { endListingBatch } from './product-listing.write';

export const PRODUCT_LISTING_PROJECTION = 'catalogue_product_listing';

const searchText = (d: ProductDetails) => [d.name, d.brand, d.description, ...d.tags].join(' ').toLowerCase();

/**
 * A product's detail row, every column named in one literal: built with a spread in its middle,
 * it was a dictionary-mode object (a fifth of a settle's handler time for ProductCreated).
 */
const detailRow = (productId: string, d: ProductDetails, colourVariants: ColourVariant[], at: string): DetailRow => ({
  id: productId,
  description: d.description,
  material: d.material,
  hsn_code: d.hsnCode ?? '',
  payment_hold_minutes: d.paymentHoldMinutes ?? null,
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
  // 6: product_detail.hsn_code (#42).
  // 7: product_review.photos and hidden (#44): review photos, moderation, hidden reviews not rated.
  // 8: product_detail.payment_hold_minutes (#45).
  version: 8,
  tables: ['product_listing', 'product_detail', 'product_stock', 'product_review', 'product_data_version'],
  createTables: createProductListingTables,
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
    ...reviewHandlers,
  },
});
