import { Type, type Static } from '@sinclair/typebox';
import { CATEGORIES, PRODUCT_BOUNDS, SIZES } from '../limits';
import { IsoTimestamp, Nullable, PageFields, SuccessResponse } from './common';

export const SizeSchema = Type.Union(SIZES.map((size) => Type.Literal(size)));
export const CategorySchema = Type.Union(CATEGORIES.map((category) => Type.Literal(category)));

export const ProductImageSchema = Type.Object({ url: Type.String(), altText: Type.String() }, { $id: 'ProductImage' });
export type ProductImage = Static<typeof ProductImageSchema>;

/** Size -> units available to buy now (on hand minus reserved). */
export const StockBySizeSchema = Type.Record(Type.String(), Type.Integer({ minimum: 0 }));
export type StockBySize = Static<typeof StockBySizeSchema>;

/** Spec section 3, Colour variant (with its alternative names name/code). */
export const ColorVariantSchema = Type.Object(
  {
    _id: Type.String(),
    colorName: Type.String(),
    name: Type.String(),
    colorCode: Type.String(),
    code: Type.String(),
    images: Type.Array(ProductImageSchema),
    stock: StockBySizeSchema,
    isDefault: Type.Boolean(),
    isActive: Type.Boolean(),
  },
  { $id: 'ColorVariant' },
);
export type ColorVariant = Static<typeof ColorVariantSchema>;

/**
 * Spec section 3, Product. `stock` is the product's own ('Original') stock by size: the only
 * stock of a product without variants, the base colour's beside the variants otherwise.
 */
export const ProductSchema = Type.Object(
  {
    _id: Type.String(),
    name: Type.String(),
    brand: Type.String(),
    description: Type.String(),
    category: CategorySchema,
    material: Type.String(),
    /** The HSN code its tax invoices print (4, 6 or 8 digits); '' for a product not given one yet, which cannot be sold. */
    hsnCode: Type.String(),
    sizes: Type.Array(SizeSchema),
    tags: Type.Array(Type.String()),
    specifications: Type.Record(Type.String(), Type.String()),
    price: Type.Number({ minimum: 0 }),
    offerPrice: Nullable(Type.Number({ minimum: 0 })),
    /** The price the admin set to strike through during an offer; null strikes through `price`. */
    originalPrice: Nullable(Type.Number({ minimum: 0 })),
    hasOfferPricing: Type.Boolean(),
    /** The offer's first and last day (YYYY-MM-DD, India), null for an open end. */
    offerValidFrom: Nullable(Type.String()),
    offerValidUntil: Nullable(Type.String()),
    isOfferValid: Type.Boolean(),
    /** While the offer is valid, the struck-through price (`offerReferencePrice`: originalPrice, else price); else null. */
    displayOriginalPrice: Nullable(Type.Number({ minimum: 0 })),
    /** What the shopper pays now: the offer price while the offer is valid, else the price. */
    effectivePrice: Type.Number({ minimum: 0 }),
    stock: StockBySizeSchema,
    baseImages: Type.Array(ProductImageSchema),
    images: Type.Array(Type.Object({ url: Type.String() })),
    colorVariants: Type.Array(ColorVariantSchema),
    activeColorVariants: Type.Array(ColorVariantSchema),
    defaultColorVariant: Nullable(ColorVariantSchema),
    isFeatured: Type.Boolean(),
    isNewArrival: Type.Boolean(),
    isBestSeller: Type.Boolean(),
    isUpcoming: Type.Boolean(),
    /** Minutes an unpaid order holds its units (1 to 60); null: the store's ORDER_PAYMENT_TIMEOUT (issue #45). */
    paymentHoldMinutes: Type.Optional(
      Nullable(
        Type.Integer({ minimum: PRODUCT_BOUNDS.minPaymentHoldMinutes, maximum: PRODUCT_BOUNDS.maxPaymentHoldMinutes }),
      ),
    ),
    averageRating: Type.Number({ minimum: 0, maximum: 5 }),
    totalReviews: Type.Integer({ minimum: 0 }),
    /** Any purchasable choice ('Original' or an active variant) has a unit in some size. */
    inStock: Type.Boolean(),
    createdAt: IsoTimestamp,
    updatedAt: IsoTimestamp,
  },
  { $id: 'Product' },
);
export type Product = Static<typeof ProductSchema>;

export const ProductsPageResponseSchema = SuccessResponse('ProductsPageResponse', {
  products: Type.Array(ProductSchema),
  ...PageFields,
});
export type ProductsPageResponse = Static<typeof ProductsPageResponseSchema>;

export const ProductListResponseSchema = SuccessResponse('ProductListResponse', {
  products: Type.Array(ProductSchema),
});
export type ProductListResponse = Static<typeof ProductListResponseSchema>;

export const ProductResponseSchema = SuccessResponse('ProductResponse', {
  product: ProductSchema,
  message: Type.Optional(Type.String()),
});
export type ProductResponse = Static<typeof ProductResponseSchema>;

/** The values a listing can be filtered by (brands, colours, sizes, price range of the catalogue). */
export const ProductFacetsResponseSchema = SuccessResponse('ProductFacetsResponse', {
  brands: Type.Array(Type.String()),
  colors: Type.Array(Type.Object({ name: Type.String(), code: Type.String() })),
  sizes: Type.Array(SizeSchema),
  minPrice: Type.Number({ minimum: 0 }),
  maxPrice: Type.Number({ minimum: 0 }),
});
export type ProductFacetsResponse = Static<typeof ProductFacetsResponseSchema>;

export const NotifyCountResponseSchema = SuccessResponse('NotifyCountResponse', {
  count: Type.Integer({ minimum: 0 }),
});
export type NotifyCountResponse = Static<typeof NotifyCountResponseSchema>;

/** The address of the link is on the product's notify-me list (the same answer on a second click). */
export const NotifyConfirmResponseSchema = SuccessResponse('NotifyConfirmResponse', {
  message: Type.String(),
  productId: Type.String(),
  productName: Type.String(),
});
export type NotifyConfirmResponse = Static<typeof NotifyConfirmResponseSchema>;

/**
 * Spec section 3, Review. `comment` is null once the reviewer's account was deleted: the review
 * stays as its rating only (name 'Anonymous'), so the product's average and count stay right.
 */
export const ReviewSchema = Type.Object(
  {
    _id: Type.String(),
    productId: Type.String(),
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    comment: Nullable(Type.String()),
    userId: Type.Object({ _id: Type.String(), name: Type.String() }),
    createdAt: IsoTimestamp,
    updatedAt: IsoTimestamp,
    formattedDate: Type.String(),
    /** Up to 3 photos the reviewer added (issue #44); those an admin hid are left out. */
    photos: Type.Array(Type.Object({ _id: Type.String(), url: Type.String() }), { maxItems: 3 }),
    /** The reviewer bought the product: a paid order of theirs with it, not cancelled or refunded. */
    verifiedBuyer: Type.Boolean(),
  },
  { $id: 'Review' },
);
export type Review = Static<typeof ReviewSchema>;

/** GET /reviews/{productId}?page&limit: one page, newest first (more are assumed when it is full). */
export const ReviewsPageResponseSchema = SuccessResponse('ReviewsPageResponse', { reviews: Type.Array(ReviewSchema) });
export type ReviewsPageResponse = Static<typeof ReviewsPageResponseSchema>;

export const ReviewResponseSchema = SuccessResponse('ReviewResponse', {
  review: ReviewSchema,
  message: Type.Optional(Type.String()),
});
export type ReviewResponse = Static<typeof ReviewResponseSchema>;

export const MyReviewResponseSchema = SuccessResponse('MyReviewResponse', { review: Nullable(ReviewSchema) });
export type MyReviewResponse = Static<typeof MyReviewResponseSchema>;

/** GET /products/{id}/stock-history (admin): the stock_history read model, newest first. */
export const StockHistoryPageResponseSchema = SuccessResponse('StockHistoryPageResponse', {
  entries: Type.Array(
    Type.Object({
      kind: Type.String(),
      variantId: Nullable(Type.String()),
      size: Nullable(Type.String()),
      delta: Type.Integer(),
      quantity: Nullable(Type.Integer()),
      orderId: Nullable(Type.String()),
      reason: Nullable(Type.String()),
      actor: Type.Object({ id: Nullable(Type.String()), role: Type.String() }),
      at: IsoTimestamp,
    }),
  ),
  ...PageFields,
});
