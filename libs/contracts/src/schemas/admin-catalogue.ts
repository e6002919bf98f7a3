import { Type, type Static } from '@sinclair/typebox';
import { SizeSchema } from './catalogue';
import { IsoTimestamp, Nullable, PageFields, SuccessResponse } from './common';

/** The reasons an admin may give for a stock adjustment. */
export const STOCK_ADJUSTMENT_REASONS = ['received', 'damaged', 'returned', 'count-correction', 'other'] as const;

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
    kind: Type.Union([
      Type.Literal('set'),
      Type.Literal('adjusted'),
      Type.Literal('reserved'),
      Type.Literal('committed'),
      Type.Literal('released'),
    ]),
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
    actor: Type.Object({
      id: Nullable(Type.String()),
      role: Type.String(),
      name: Type.Optional(Nullable(Type.String())),
    }),
    at: IsoTimestamp,
  },
  { $id: 'StockHistoryEntry' },
);
export type StockHistoryEntry = Static<typeof StockHistoryEntrySchema>;

export const StockHistoryResponseSchema = SuccessResponse('StockHistoryResponse', {
  entries: Type.Array(StockHistoryEntrySchema),
  ...PageFields,
});
export type StockHistoryResponse = Static<typeof StockHistoryResponseSchema>;

/** One stock line of a product: on hand (available + reserved) and reserved by open orders. */
export const StockLevelSchema = Type.Object(
  {
    variantId: Nullable(Type.String()),
    size: SizeSchema,
    available: Type.Integer(),
    reserved: Type.Integer({ minimum: 0 }),
    onHand: Type.Integer(),
  },
  { $id: 'StockLevel' },
);
export type StockLevel = Static<typeof StockLevelSchema>;

export const StockLevelsResponseSchema = SuccessResponse('StockLevelsResponse', {
  levels: Type.Array(StockLevelSchema),
});
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

export const ProductHistoryResponseSchema = SuccessResponse('ProductHistoryResponse', {
  entries: Type.Array(ProductHistoryEntrySchema),
});
export type ProductHistoryResponse = Static<typeof ProductHistoryResponseSchema>;

/** One problem of an import, on the file's row it is about (the header is row 1). */
export const CatalogueImportRowErrorSchema = Type.Object(
  { row: Type.Integer({ minimum: 1 }), message: Type.String() },
  { $id: 'CatalogueImportRowError' },
);
export type CatalogueImportRowError = Static<typeof CatalogueImportRowErrorSchema>;

/**
 * A dry run that found no problem (nothing written), or an applied import (every product of the
 * file written at once): POST /admin/catalogue/import and /admin/catalogue/imports/:importId/check|commit.
 */
export const CatalogueImportResultSchema = SuccessResponse('CatalogueImportResult', {
  dryRun: Type.Boolean(),
  importId: Type.String(),
  /** Data rows of the whole file. */
  rows: Type.Integer({ minimum: 0 }),
  products: Type.Integer({ minimum: 0 }),
  /** What the apply wrote, or (dry run) what it would write. */
  created: Type.Integer({ minimum: 0 }),
  updated: Type.Integer({ minimum: 0 }),
  unchanged: Type.Integer({ minimum: 0 }),
  message: Type.String(),
});
export type CatalogueImportResult = Static<typeof CatalogueImportResultSchema>;

/**
 * A refused import or a dry run with problems (422), or an apply refused because the catalogue
 * changed after the import was checked (409): nothing was written. An error answer (success
 * false, message) with each row's problem in rowErrors.
 */
export const CatalogueImportRefusedSchema = Type.Object(
  {
    success: Type.Literal(false),
    message: Type.String(),
    dryRun: Type.Boolean(),
    importId: Type.String(),
    rows: Type.Integer({ minimum: 0 }),
    products: Type.Integer({ minimum: 0 }),
    rowErrors: Type.Array(CatalogueImportRowErrorSchema),
  },
  { $id: 'CatalogueImportRefused' },
);
export type CatalogueImportRefused = Static<typeof CatalogueImportRefusedSchema>;

/** POST /admin/catalogue/imports: an import whose parts are sent next (kept until expiresAt unless used). */
export const CatalogueImportStartedSchema = SuccessResponse('CatalogueImportStarted', {
  importId: Type.String(),
  expiresAt: IsoTimestamp,
});
export type CatalogueImportStarted = Static<typeof CatalogueImportStartedSchema>;

/** POST /admin/catalogue/imports/:importId/parts: the part is kept; the import holds this many parts and rows. */
export const CatalogueImportPartResponseSchema = SuccessResponse('CatalogueImportPartResponse', {
  importId: Type.String(),
  parts: Type.Integer({ minimum: 1 }),
  rows: Type.Integer({ minimum: 0 }),
});
export type CatalogueImportPartResponse = Static<typeof CatalogueImportPartResponseSchema>;

/** An applied import as the import history lists it. */
export const CatalogueImportEntrySchema = Type.Object(
  {
    importId: Type.String(),
    importedAt: IsoTimestamp,
    actor: ChangeActorSchema,
    rows: Type.Integer({ minimum: 0 }),
    created: Type.Integer({ minimum: 0 }),
    updated: Type.Integer({ minimum: 0 }),
    unchanged: Type.Integer({ minimum: 0 }),
  },
  { $id: 'CatalogueImportEntry' },
);
export type CatalogueImportEntry = Static<typeof CatalogueImportEntrySchema>;

/** GET /admin/catalogue/imports: applied imports, newest first. */
export const CatalogueImportsResponseSchema = SuccessResponse('CatalogueImportsResponse', {
  imports: Type.Array(CatalogueImportEntrySchema),
  ...PageFields,
});
export type CatalogueImportsResponse = Static<typeof CatalogueImportsResponseSchema>;

/**
 * The admin catalogue routes' success answers, in routes.ts's form (to be spread into
 * API_RESPONSES so the OpenAPI document, the contract test and the web fakes cover them).
 */
export const ADMIN_CATALOGUE_RESPONSES = {
  'GET /products/:id/stock-levels': StockLevelsResponseSchema,
  'GET /products/:id/stock-timeline': StockHistoryResponseSchema,
  'GET /products/:id/history': ProductHistoryResponseSchema,
  'POST /admin/catalogue/import': CatalogueImportResultSchema,
  'POST /admin/catalogue/imports': CatalogueImportStartedSchema,
  'POST /admin/catalogue/imports/:importId/parts': CatalogueImportPartResponseSchema,
  'POST /admin/catalogue/imports/:importId/check': CatalogueImportResultSchema,
  'POST /admin/catalogue/imports/:importId/commit': CatalogueImportResultSchema,
  'GET /admin/catalogue/imports': CatalogueImportsResponseSchema,
};

/** The admin catalogue routes whose refusals have a shape of their own (routes.ts's API_ERROR_RESPONSES). */
export const ADMIN_CATALOGUE_ERROR_RESPONSES = {
  'POST /admin/catalogue/import': { 422: CatalogueImportRefusedSchema, 409: CatalogueImportRefusedSchema },
  'POST /admin/catalogue/imports/:importId/check': { 422: CatalogueImportRefusedSchema },
  'POST /admin/catalogue/imports/:importId/commit': {
    422: CatalogueImportRefusedSchema,
    409: CatalogueImportRefusedSchema,
  },
};
