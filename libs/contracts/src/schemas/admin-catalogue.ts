import { Type, type Static } from '@sinclair/typebox';
import { CategorySchema, ProductImageSchema, SizeSchema, StockBySizeSchema } from './catalogue';
import { IsoTimestamp, Nullable, PageFields } from './common';

/** A colour variant as the admin product form sends it (no _id for a new one). */
export const ColorVariantInputSchema = Type.Object(
  {
    _id: Type.Optional(Type.String()),
    colorName: Type.String(),
    colorCode: Type.String(),
    images: Type.Array(ProductImageSchema),
    stock: StockBySizeSchema,
    isDefault: Type.Boolean(),
    isActive: Type.Boolean(),
  },
  { $id: 'ColorVariantInput' },
);
export type ColorVariantInput = Static<typeof ColorVariantInputSchema>;

/** POST /products and PUT /products/{id}: the admin product form. `stock` is the 'Original' (base) stock by size. */
export const ProductInputSchema = Type.Object(
  {
    name: Type.String(),
    description: Type.String(),
    price: Type.Number({ minimum: 0 }),
    category: CategorySchema,
    brand: Type.String(),
    material: Type.String(),
    sizes: Type.Array(SizeSchema),
    hasOfferPricing: Type.Boolean(),
    offerPrice: Nullable(Type.Number({ minimum: 0 })),
    /** Struck through during the offer instead of the price (at least the price); null: the price. Omitted on an update: kept. */
    originalPrice: Type.Optional(Nullable(Type.Number({ minimum: 0 }))),
    /** The offer's first and last day (YYYY-MM-DD, India); null: open. Omitted on an update: kept. */
    offerValidFrom: Type.Optional(Nullable(Type.String())),
    offerValidUntil: Type.Optional(Nullable(Type.String())),
    isFeatured: Type.Boolean(),
    isNewArrival: Type.Boolean(),
    isBestSeller: Type.Boolean(),
    isUpcoming: Type.Optional(Type.Boolean()),
    baseImages: Type.Array(ProductImageSchema),
    stock: StockBySizeSchema,
    colorVariants: Type.Array(ColorVariantInputSchema),
  },
  { $id: 'ProductInput' },
);
export type ProductInput = Static<typeof ProductInputSchema>;

/** The reasons an admin may give for a stock adjustment. */
export const STOCK_ADJUSTMENT_REASONS = ['received', 'damaged', 'returned', 'count-correction', 'other'] as const;

/** POST /products/{id}/stock-adjustments. A null variantId is the 'Original' colour. */
export const StockAdjustmentInputSchema = Type.Object(
  {
    variantId: Nullable(Type.String()),
    size: SizeSchema,
    delta: Type.Integer(),
    reason: Type.String(),
  },
  { $id: 'StockAdjustmentInput' },
);
export type StockAdjustmentInput = Static<typeof StockAdjustmentInputSchema>;

/** Who made a change: an admin (with their name when known), a shopper's order, or the system. */
export const ChangeActorSchema = Type.Object(
  {
    id: Nullable(Type.String()),
    role: Type.String(),
    name: Nullable(Type.String()),
  },
  { $id: 'ChangeActor' },
);
export type ChangeActor = Static<typeof ChangeActorSchema>;

/** One stock change of a product (GET /products/{id}/stock-history), newest first. */
export const StockHistoryEntrySchema = Type.Object(
  {
    kind: Type.Union([Type.Literal('set'), Type.Literal('adjusted'), Type.Literal('reserved'), Type.Literal('committed'), Type.Literal('released')]),
    variantId: Nullable(Type.String()),
    size: Nullable(Type.String()),
    delta: Type.Integer(),
    /** Available units after the change (set/adjusted), else null. */
    quantity: Nullable(Type.Integer()),
    /** Available units before and after the change, derived from the line's earlier events. */
    levelBefore: Type.Optional(Nullable(Type.Integer())),
    levelAfter: Type.Optional(Nullable(Type.Integer())),
    orderId: Nullable(Type.String()),
    reason: Nullable(Type.String()),
    actor: Type.Object({ id: Nullable(Type.String()), role: Type.String(), name: Type.Optional(Nullable(Type.String())) }),
    at: IsoTimestamp,
  },
  { $id: 'StockHistoryEntry' },
);
export type StockHistoryEntry = Static<typeof StockHistoryEntrySchema>;

export const StockHistoryResponseSchema = Type.Object(
  { success: Type.Literal(true), entries: Type.Array(StockHistoryEntrySchema), ...PageFields },
  { $id: 'StockHistoryResponse' },
);
export type StockHistoryResponse = Static<typeof StockHistoryResponseSchema>;

/** One stock line of a product: on hand (available + reserved) and reserved by open orders. */
export const StockLevelSchema = Type.Object(
  { variantId: Nullable(Type.String()), size: SizeSchema, available: Type.Integer(), reserved: Type.Integer({ minimum: 0 }), onHand: Type.Integer() },
  { $id: 'StockLevel' },
);
export type StockLevel = Static<typeof StockLevelSchema>;

export const StockLevelsResponseSchema = Type.Object({ success: Type.Literal(true), levels: Type.Array(StockLevelSchema) }, { $id: 'StockLevelsResponse' });
export type StockLevelsResponse = Static<typeof StockLevelsResponseSchema>;

/** One change of a product's price, offer, flags or details, with the values before and after. */
export const ProductHistoryEntrySchema = Type.Object(
  {
    type: Type.String(),
    at: IsoTimestamp,
    actor: ChangeActorSchema,
    changes: Type.Array(Type.Object({ field: Type.String(), before: Type.Unknown(), after: Type.Unknown() })),
  },
  { $id: 'ProductHistoryEntry' },
);
export type ProductHistoryEntry = Static<typeof ProductHistoryEntrySchema>;

export const ProductHistoryResponseSchema = Type.Object(
  { success: Type.Literal(true), entries: Type.Array(ProductHistoryEntrySchema) },
  { $id: 'ProductHistoryResponse' },
);
export type ProductHistoryResponse = Static<typeof ProductHistoryResponseSchema>;

/** POST /admin/catalogue/import: each CSV row's problems (dryRun answers without writing). */
export const CatalogueImportResultSchema = Type.Object(
  {
    success: Type.Boolean(),
    dryRun: Type.Boolean(),
    rows: Type.Integer({ minimum: 0 }),
    products: Type.Integer({ minimum: 0 }),
    created: Type.Integer({ minimum: 0 }),
    updated: Type.Integer({ minimum: 0 }),
    errors: Type.Array(Type.Object({ row: Type.Integer({ minimum: 1 }), message: Type.String() })),
    message: Type.String(),
  },
  { $id: 'CatalogueImportResult' },
);
export type CatalogueImportResult = Static<typeof CatalogueImportResultSchema>;

/**
 * The admin catalogue routes' success answers, in routes.ts's form (to be spread into
 * API_RESPONSES so the OpenAPI document, the contract test and the web fakes cover them).
 */
export const ADMIN_CATALOGUE_RESPONSES = {
  'GET /products/:id/stock-levels': StockLevelsResponseSchema,
  'GET /products/:id/stock-timeline': StockHistoryResponseSchema,
  'GET /products/:id/history': ProductHistoryResponseSchema,
  'POST /admin/catalogue/import': CatalogueImportResultSchema,
};
