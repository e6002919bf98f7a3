import type { Category, Size } from '@store/contracts';

export interface ImageRef {
  url: string;
  altText: string;
}

export interface ProductDetails {
  name: string;
  description: string;
  category: Category;
  brand: string;
  material: string;
  /** The HSN code printed on its tax invoices (4, 6 or 8 digits); '' for a product created before it was asked for. */
  hsnCode: string;
  /**
   * Minutes an unpaid order holds this product's units (1 to 60, issue #45); null or absent (every
   * event before it): the store's ORDER_PAYMENT_TIMEOUT.
   */
  paymentHoldMinutes?: number | null;
  sizes: Size[];
  tags: string[];
  specifications: Record<string, string>;
  baseImages: ImageRef[];
}

export interface ProductPricing {
  price: number;
  hasOfferPricing: boolean;
  offerPrice: number | null;
  originalPrice: number | null;
  /** ISO dates (YYYY-MM-DD, Asia/Kolkata) or null for an open end. */
  offerValidFrom: string | null;
  offerValidUntil: string | null;
}

export interface ProductFlags {
  isFeatured: boolean;
  isNewArrival: boolean;
  isBestSeller: boolean;
}

export interface ColourVariant {
  variantId: string;
  colorName: string;
  colorCode: string;
  images: ImageRef[];
  isDefault: boolean;
  isActive: boolean;
}

export type ProductEvent =
  | {
      type: 'ProductCreated';
      data: {
        productId: string;
        details: ProductDetails;
        pricing: ProductPricing;
        flags: ProductFlags;
        isUpcoming: boolean;
        createdAt: string;
      };
    }
  | { type: 'ProductDetailsChanged'; data: { productId: string; details: ProductDetails; changedAt: string } }
  | { type: 'ProductPricingChanged'; data: { productId: string; pricing: ProductPricing; changedAt: string } }
  | { type: 'ProductFlagsChanged'; data: { productId: string; flags: ProductFlags; changedAt: string } }
  | { type: 'ColourVariantAdded'; data: { productId: string; variant: ColourVariant; changedAt: string } }
  | { type: 'ColourVariantChanged'; data: { productId: string; variant: ColourVariant; changedAt: string } }
  | { type: 'ColourVariantRemoved'; data: { productId: string; variantId: string; changedAt: string } }
  | { type: 'ProductMarkedUpcoming'; data: { productId: string; markedAt: string } }
  | { type: 'ProductLaunched'; data: { productId: string; launchedAt: string } }
  | { type: 'ProductDeleted'; data: { productId: string; deletedAt: string } };

/**
 * Details as an event carries them: events written before HSN codes were kept have none, and read
 * as '' (a product that cannot be sold until an admin gives it one).
 */
export const detailsOf = (details: ProductDetails): ProductDetails =>
  typeof details.hsnCode === 'string' ? details : { ...details, hsnCode: '' };

export type ProductEventType = ProductEvent['type'];
export const PRODUCT_EVENT_TYPES: ProductEventType[] = [
  'ProductCreated',
  'ProductDetailsChanged',
  'ProductPricingChanged',
  'ProductFlagsChanged',
  'ColourVariantAdded',
  'ColourVariantChanged',
  'ColourVariantRemoved',
  'ProductMarkedUpcoming',
  'ProductLaunched',
  'ProductDeleted',
];
