import { Type, type Static } from '@sinclair/typebox';
import { IsoTimestamp, Nullable, SuccessResponse } from './common';

/** A calendar day in the store's time zone: YYYY-MM-DD. */
const CalendarDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/**
 * One row of the delivery table (issue #43): pincodes starting with `prefix` (1 to 6 digits) are
 * delivered in minDays to maxDays calendar days, or not served (serviceable false, days null).
 * The longest matching prefix wins.
 */
export const PincodeRuleSchema = Type.Object(
  {
    prefix: Type.String({ pattern: '^[1-9]\\d{0,5}$' }),
    /** What the prefix covers, for the admin ('Delhi', 'North-East'); may be empty. */
    area: Type.String(),
    serviceable: Type.Boolean(),
    minDays: Nullable(Type.Integer({ minimum: 0, maximum: 60 })),
    maxDays: Nullable(Type.Integer({ minimum: 0, maximum: 60 })),
  },
  { $id: 'PincodeRule' },
);
export type PincodeRule = Static<typeof PincodeRuleSchema>;

/** GET/PUT /api/admin/delivery/pincode-rules: the table in force (the seeded defaults until an admin saves one). */
export const PincodeRulesResponseSchema = SuccessResponse('PincodeRulesResponse', {
  rules: Type.Array(PincodeRuleSchema),
  /** When and by whom it was last saved; null while the seeded defaults apply. */
  updatedAt: Nullable(IsoTimestamp),
  updatedBy: Nullable(Type.String()),
  message: Type.Optional(Type.String()),
});
export type PincodeRulesResponse = Static<typeof PincodeRulesResponseSchema>;

/** The promise kept on an order when it was placed (absent on orders placed before issue #43). */
export const DeliveryEstimateSchema = Type.Object(
  {
    minDays: Type.Integer({ minimum: 0 }),
    maxDays: Type.Integer({ minimum: 0 }),
    from: CalendarDay,
    to: CalendarDay,
  },
  { $id: 'DeliveryEstimate' },
);
export type DeliveryEstimate = Static<typeof DeliveryEstimateSchema>;

/** GET /api/delivery/estimate?pincode=: serviceable with its days and dates, or not (all null). */
export const DeliveryEstimateResponseSchema = SuccessResponse('DeliveryEstimateResponse', {
  pincode: Type.String(),
  serviceable: Type.Boolean(),
  minDays: Nullable(Type.Integer({ minimum: 0 })),
  maxDays: Nullable(Type.Integer({ minimum: 0 })),
  from: Nullable(CalendarDay),
  to: Nullable(CalendarDay),
  /** The not-serviceable message, when not serviceable. */
  message: Type.Optional(Type.String()),
});
export type DeliveryEstimateResponse = Static<typeof DeliveryEstimateResponseSchema>;

export const PincodeRulesImportRowErrorSchema = Type.Object(
  { row: Type.Integer({ minimum: 1 }), message: Type.String() },
  { $id: 'PincodeRulesImportRowError' },
);
export type PincodeRulesImportRowError = Static<typeof PincodeRulesImportRowErrorSchema>;

/**
 * POST /api/admin/delivery/pincode-rules/import(?dryRun=true): the CSV replaces the whole table,
 * all or nothing. A dry run or an import without problems answers this; with problems, 422 and
 * PincodeRulesImportRefused (nothing written).
 */
export const PincodeRulesImportResultSchema = SuccessResponse('PincodeRulesImportResult', {
  dryRun: Type.Boolean(),
  /** Data rows of the file. */
  rows: Type.Integer({ minimum: 0 }),
  rules: Type.Array(PincodeRuleSchema),
  message: Type.String(),
});
export type PincodeRulesImportResult = Static<typeof PincodeRulesImportResultSchema>;

export const PincodeRulesImportRefusedSchema = Type.Object(
  {
    success: Type.Literal(false),
    message: Type.String(),
    dryRun: Type.Boolean(),
    rows: Type.Integer({ minimum: 0 }),
    rowErrors: Type.Array(PincodeRulesImportRowErrorSchema),
  },
  { $id: 'PincodeRulesImportRefused' },
);
export type PincodeRulesImportRefused = Static<typeof PincodeRulesImportRefusedSchema>;

/** The delivery routes (issue #43), spread into API_RESPONSES; the CSV export is not a JSON shape. */
export const DELIVERY_RESPONSES = {
  'GET /delivery/estimate': DeliveryEstimateResponseSchema,
  'GET /admin/delivery/pincode-rules': PincodeRulesResponseSchema,
  'PUT /admin/delivery/pincode-rules': PincodeRulesResponseSchema,
  'POST /admin/delivery/pincode-rules/import': PincodeRulesImportResultSchema,
} as const;

export const DELIVERY_ERROR_RESPONSES = {
  'POST /admin/delivery/pincode-rules/import': { 422: PincodeRulesImportRefusedSchema },
};
