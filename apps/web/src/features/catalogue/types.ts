/** The product shapes the storefront reads (spec section 3, Product and Colour variant). */
export interface ProductImage {
  url: string;
  altText?: string;
}

export type StockBySize = Record<string, number>;

export interface ColorVariant {
  _id: string;
  colorName?: string;
  /** Older records call it name. */
  name?: string;
  colorCode?: string;
  /** Older records call it code. */
  code?: string;
  images?: ProductImage[];
  stock?: StockBySize;
  isDefault?: boolean;
  /** Treated as active unless explicitly false. */
  isActive?: boolean;
}

export interface Product {
  _id: string;
  name: string;
  brand?: string;
  description?: string;
  category?: string;
  material?: string;
  sizes?: string[];
  tags?: string[];
  price: number;
  offerPrice?: number | null;
  originalPrice?: number | null;
  hasOfferPricing?: boolean;
  isOfferValid?: boolean;
  displayOriginalPrice?: number | null;
  /** A number for products without variants, a map of size to quantity otherwise. */
  stock?: number | StockBySize;
  baseImages?: ProductImage[];
  images?: ProductImage[];
  colorVariants?: ColorVariant[];
  defaultColorVariant?: ColorVariant | string | null;
  activeColorVariants?: ColorVariant[];
  isFeatured?: boolean;
  isNewArrival?: boolean;
  isBestSeller?: boolean;
  isUpcoming?: boolean;
  averageRating?: number;
  totalReviews?: number;
}
