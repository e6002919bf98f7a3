import type { ColumnType } from 'kysely';
import type { ColourVariant, ImageRef } from '../domain/product-events';

type Timestamp = ColumnType<Date, string, string>;
type Json<T> = ColumnType<T, string, string>;

/**
 * product_listing: what GET /products filters, sorts and counts on (and the shelves and
 * GET /products/{id} read with product_detail and product_stock). Kept narrow so a listing page's
 * count and sort touch a few hundred kilobytes for 5,000 products, not every product's variants.
 */
export interface ProductListingTable {
  id: string;
  name: string;
  brand: string;
  category: string;
  price: ColumnType<string, number, number>;
  has_offer_pricing: boolean;
  offer_price: ColumnType<string | null, number | null, number | null>;
  original_price: ColumnType<string | null, number | null, number | null>;
  offer_valid_from: string | null;
  offer_valid_until: string | null;
  is_featured: boolean;
  is_new_arrival: boolean;
  is_best_seller: boolean;
  is_upcoming: boolean;
  rating_sum: number;
  total_reviews: number;
  /** name, brand, description and tags, lower case: the trigram-indexed search. */
  search_text: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** product_detail: the rest of a product, read only for the rows a page shows. */
export interface ProductDetailTable {
  id: string;
  description: string;
  material: string;
  /** '' for a product created before HSN codes were asked for. */
  hsn_code: string;
  /** Minutes an unpaid order holds its units (issue #45); null: the store's ORDER_PAYMENT_TIMEOUT. */
  payment_hold_minutes: number | null;
  sizes: Json<string[]>;
  tags: Json<string[]>;
  specifications: Json<Record<string, string>>;
  base_images: Json<ImageRef[]>;
  color_variants: Json<ColourVariant[]>;
  updated_at: Timestamp;
}

/**
 * product_stock: each product's available units, beside product_listing rather than in it, so
 * that the frequent stock events (every reservation, release and adjustment) rewrite a narrow
 * row in place instead of the wide listing row the listing pages scan and count.
 */
export interface ProductStockTable {
  id: string;
  /** "variantId|size" (variantId '-' for the product itself) -> available units. */
  stock: Json<Record<string, number>>;
  updated_at: Timestamp;
}

/** product_review: GET /reviews/{productId}, GET /reviews/user/{productId}, and the ratings above. */
export interface ProductReviewTable {
  id: string;
  product_id: string;
  user_id: string;
  user_name: string | null;
  rating: number;
  /** null: the reviewer was erased (the review shows its rating only). */
  comment: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The review's photos, each with its moderation (issue #44). */
  photos: Json<StoredReviewPhoto[]>;
  /** Hidden by an admin: off the store's pages and out of the product's rating. */
  hidden: ColumnType<boolean, boolean | undefined, boolean>;
  hidden_reason: string | null;
  hidden_at: Timestamp | null;
  hidden_by: string | null;
}

export interface StoredReviewPhoto {
  photoId: string;
  url: string;
  hidden: boolean;
  hiddenReason: string | null;
  hiddenAt: string | null;
  hiddenBy: string | null;
}

/** stock_history: every adjustment, reservation, commit and release (admin audit). */
export interface StockHistoryTable {
  /** The event's global position (commit, prepare) and the line within it: the history's order. */
  position_commit: string;
  position_prepare: string;
  line: number;
  product_id: string;
  kind: string;
  variant_id: string | null;
  size: string | null;
  delta: number;
  quantity: number | null;
  order_id: string | null;
  reason: string | null;
  actor_id: string | null;
  actor_role: string;
  /** The request or job that moved the stock (an order's moves follow its own correlation). */
  correlation_id: string | null;
  at: Timestamp;
}

/**
 * One row: the position of the last event that changed a product's listing, details or rating
 * (not its stock), written in that batch's transaction. Caches of what a product is and costs
 * (an order's prices) are kept while it holds, through the stock moves of every order.
 */
export interface ProductDataVersionTable {
  id: boolean;
  changed_at: string;
}

export interface CatalogueReadTables {
  product_listing: ProductListingTable;
  product_data_version: ProductDataVersionTable;
  product_detail: ProductDetailTable;
  product_stock: ProductStockTable;
  product_review: ProductReviewTable;
  stock_history: StockHistoryTable;
}
