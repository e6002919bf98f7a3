import type { ColumnType } from 'kysely';
import type { ColourVariant, ImageRef } from '../domain/product-events';

type Timestamp = ColumnType<Date, string, string>;
type Json<T> = ColumnType<T, string, string>;

/** product_listing: GET /products (list, featured, new arrivals, best sellers) and GET /products/{id}. */
export interface ProductListingTable {
  id: string;
  name: string;
  brand: string;
  description: string;
  category: string;
  material: string;
  sizes: Json<string[]>;
  tags: Json<string[]>;
  specifications: Json<Record<string, string>>;
  base_images: Json<ImageRef[]>;
  price: ColumnType<string, number, number>;
  has_offer_pricing: boolean;
  offer_price: ColumnType<string | null, number | null, number | null>;
  original_price: ColumnType<string | null, number | null, number | null>;
  offer_valid_from: string | null;
  offer_valid_until: string | null;
  color_variants: Json<ColourVariant[]>;
  /** "variantId|size" (variantId '-' for the product itself) -> available units. */
  stock: Json<Record<string, number>>;
  in_stock: boolean;
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

/** product_review: GET /reviews/{productId}, GET /reviews/user/{productId}, and the ratings above. */
export interface ProductReviewTable {
  id: string;
  product_id: string;
  user_id: string;
  user_name: string | null;
  rating: number;
  comment: string;
  created_at: Timestamp;
  updated_at: Timestamp;
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
  at: Timestamp;
}

export interface CatalogueReadTables {
  product_listing: ProductListingTable;
  product_review: ProductReviewTable;
  stock_history: StockHistoryTable;
}
