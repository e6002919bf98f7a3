import { Type, type Static } from '@sinclair/typebox';
import { IsoTimestamp, Nullable, PageFields, SuccessResponse } from './common';
import { RETURN_CONDITIONS, RETURN_REASONS, RETURN_STATES } from '../returns/rules';

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));

export const ReturnReasonSchema = literals(RETURN_REASONS);
export const ReturnStateSchema = literals(RETURN_STATES);
export const ReturnConditionSchema = literals(RETURN_CONDITIONS);

/** Who took a step: 'Admin Priya', 'Customer' (the shopper or the guest), 'System' (the never-arrived sweep). */
export const ReturnStepSchema = Type.Object(
  {
    type: Type.String(),
    /** The state the step led to. */
    state: ReturnStateSchema,
    at: IsoTimestamp,
    by: Type.String(),
    text: Type.String(),
  },
  { $id: 'ReturnStep' },
);
export type ReturnStep = Static<typeof ReturnStepSchema>;

/** One order line of a return, with what came back and what was refunded for it. */
export const ReturnLineSchema = Type.Object(
  {
    /** The line's index in the order's items. */
    line: Type.Integer({ minimum: 0 }),
    quantity: Type.Integer({ minimum: 1 }),
    productId: Type.String(),
    name: Type.String(),
    size: Type.String(),
    colorVariantId: Nullable(Type.String()),
    colorName: Nullable(Type.String()),
    image: Type.String(),
    /** Paid per unit (rupees). */
    unitPrice: Type.Number({ minimum: 0 }),
    /** A size exchange's wanted size and colour (colorVariantId null: the Original colour), else null. */
    exchange: Nullable(
      Type.Object({ size: Type.String(), colorVariantId: Nullable(Type.String()), colorName: Nullable(Type.String()) }),
    ),
    /** Units that came back in good condition / damaged, once received (0 before). */
    receivedGood: Type.Integer({ minimum: 0 }),
    receivedDamaged: Type.Integer({ minimum: 0 }),
    /** Rupees refunded for this line (0 until refunded). */
    refunded: Type.Number({ minimum: 0 }),
  },
  { $id: 'ReturnLine' },
);
export type ReturnLine = Static<typeof ReturnLineSchema>;

export const ReturnPickupSchema = Type.Object(
  { carrier: Type.String(), awb: Type.String(), trackingUrl: Type.String() },
  { $id: 'ReturnPickup' },
);

/** A return request as the shopper and the admin read it. */
export const ReturnRequestSchema = Type.Object(
  {
    returnId: Type.String(),
    /** 'R-06E1B0-1'. */
    number: Type.String(),
    orderId: Type.String(),
    state: ReturnStateSchema,
    reason: ReturnReasonSchema,
    comment: Type.String(),
    photos: Type.Array(Type.String()),
    lines: Type.Array(ReturnLineSchema),
    requestedAt: IsoTimestamp,
    approvedAt: Nullable(IsoTimestamp),
    rejectedAt: Nullable(IsoTimestamp),
    receivedAt: Nullable(IsoTimestamp),
    refundedAt: Nullable(IsoTimestamp),
    exchangedAt: Nullable(IsoTimestamp),
    cancelledAt: Nullable(IsoTimestamp),
    /** Shown to the shopper when rejected. */
    rejectionReason: Nullable(Type.String()),
    /** The pickup the store booked; null while not approved or when the customer ships it. */
    pickup: Nullable(ReturnPickupSchema),
    /** Approved without a pickup: the shopper sends the parcel. */
    customerShips: Type.Boolean(),
    refund: Nullable(Type.Object({ refundId: Type.String(), amount: Type.Number({ minimum: 0 }) })),
    /**
     * The latest refund the payment provider refused (the return is received again and can be
     * refunded anew); null once a refund is recorded, and for a return never refused.
     */
    refundFailure: Nullable(
      Type.Object({
        refundId: Type.String(),
        amount: Type.Number({ minimum: 0 }),
        reason: Type.String(),
        at: IsoTimestamp,
      }),
    ),
    /** A size exchange's replacement parcel, once shipped (tracked like a shipment). */
    replacement: Nullable(
      Type.Object({
        shipmentId: Type.String(),
        carrier: Type.String(),
        awb: Type.String(),
        trackingUrl: Type.String(),
        shippedAt: IsoTimestamp,
      }),
    ),
    steps: Type.Array(ReturnStepSchema),
    /** Send it back as expectedVersion with an admin action: a step taken meanwhile answers 409. */
    version: Type.Integer({ minimum: 1 }),
  },
  { $id: 'ReturnRequest' },
);
export type ReturnRequestView = Static<typeof ReturnRequestSchema>;

/** What the shopper may still return of one order line. */
export const ReturnableLineSchema = Type.Object(
  {
    line: Type.Integer({ minimum: 0 }),
    productId: Type.String(),
    name: Type.String(),
    size: Type.String(),
    colorVariantId: Nullable(Type.String()),
    colorName: Nullable(Type.String()),
    image: Type.String(),
    unitPrice: Type.Number({ minimum: 0 }),
    ordered: Type.Integer({ minimum: 0 }),
    delivered: Type.Integer({ minimum: 0 }),
    /** Units in return requests that were not rejected or cancelled. */
    requested: Type.Integer({ minimum: 0 }),
    /** delivered - requested. */
    returnable: Type.Integer({ minimum: 0 }),
  },
  { $id: 'ReturnableLine' },
);
export type ReturnableLine = Static<typeof ReturnableLineSchema>;

export const ReturnWindowSchema = Type.Object(
  {
    open: Type.Boolean(),
    days: Type.Integer({ minimum: 0 }),
    /** The first delivery of the order (day 0), null before any delivery. */
    deliveredAt: Nullable(IsoTimestamp),
    /** The last store day a request is accepted (YYYY-MM-DD, store time zone). */
    lastDay: Nullable(Type.String()),
    /** The first moment a request is refused. */
    closesAt: Nullable(IsoTimestamp),
  },
  { $id: 'ReturnWindow' },
);

/** GET /api/orders/:id/returns and POST /api/orders/:id/returns (with a message): the order's returns and what can still be returned. */
export const OrderReturnsResponseSchema = SuccessResponse('OrderReturnsResponse', {
  orderId: Type.String(),
  returns: Type.Array(ReturnRequestSchema),
  returnable: Type.Array(ReturnableLineSchema),
  window: ReturnWindowSchema,
  reasons: Type.Array(Type.Object({ value: ReturnReasonSchema, label: Type.String() })),
  exchangesEnabled: Type.Boolean(),
  /** Whether a new request can be made now (window open, something left to return, order paid). */
  canRequest: Type.Boolean(),
  message: Type.Optional(Type.String()),
});
export type OrderReturnsResponse = Static<typeof OrderReturnsResponseSchema>;

/** POST /api/orders/:id/returns/photos: the uploaded photo's address, to send in `photos`. */
export const ReturnPhotoResponseSchema = SuccessResponse('ReturnPhotoResponse', { secure_url: Type.String() });
export type ReturnPhotoResponse = Static<typeof ReturnPhotoResponseSchema>;

/** A row of the admin's returns list. */
export const AdminReturnRowSchema = Type.Object(
  {
    returnId: Type.String(),
    number: Type.String(),
    orderId: Type.String(),
    customerName: Nullable(Type.String()),
    customerEmail: Nullable(Type.String()),
    state: ReturnStateSchema,
    reason: ReturnReasonSchema,
    units: Type.Integer({ minimum: 0 }),
    /** Paid value of the returned units (rupees). */
    value: Type.Number({ minimum: 0 }),
    requestedAt: IsoTimestamp,
    updatedAt: IsoTimestamp,
    version: Type.Integer({ minimum: 1 }),
  },
  { $id: 'AdminReturnRow' },
);
export type AdminReturnRow = Static<typeof AdminReturnRowSchema>;

/** GET /api/admin/returns?state=&reason=&q=&page=&limit= : newest first; counts per state for the tabs (whatever the filters). */
export const AdminReturnsPageResponseSchema = SuccessResponse('AdminReturnsPageResponse', {
  returns: Type.Array(AdminReturnRowSchema),
  ...PageFields,
  counts: Type.Object(Object.fromEntries(RETURN_STATES.map((state) => [state, Type.Integer({ minimum: 0 })]))),
});
export type AdminReturnsPageResponse = Static<typeof AdminReturnsPageResponseSchema>;

/** GET /api/admin/returns/:returnId and every admin action (with a message). */
export const AdminReturnResponseSchema = SuccessResponse('AdminReturnResponse', {
  return: ReturnRequestSchema,
  customerName: Nullable(Type.String()),
  customerEmail: Nullable(Type.String()),
  customerPhone: Nullable(Type.String()),
  message: Type.Optional(Type.String()),
});
export type AdminReturnResponse = Static<typeof AdminReturnResponseSchema>;

export const ReturnSettingsSchema = Type.Object(
  {
    windowDays: Type.Integer({ minimum: 0 }),
    exchangesEnabled: Type.Boolean(),
    pickupExpiryDays: Type.Integer({ minimum: 1 }),
  },
  { $id: 'ReturnSettings' },
);
export type ReturnSettings = Static<typeof ReturnSettingsSchema>;

/** GET/PUT /api/admin/settings/returns: the policy in force; updatedAt/updatedBy null while it is the default. */
export const ReturnSettingsResponseSchema = SuccessResponse('ReturnSettingsResponse', {
  settings: ReturnSettingsSchema,
  updatedAt: Nullable(IsoTimestamp),
  updatedBy: Nullable(Type.String()),
  message: Type.Optional(Type.String()),
});
export type ReturnSettingsResponse = Static<typeof ReturnSettingsResponseSchema>;

/**
 * GET /api/returns/policy (public): the returns policy the server applies, for every text a
 * shopper reads about it (the footer's policy, the product page's note, the terms page).
 */
export const ReturnPolicyResponseSchema = SuccessResponse('ReturnPolicyResponse', {
  /** Days after delivery a return may be asked for (counted in store days; 0: the day of delivery only). */
  windowDays: Type.Integer({ minimum: 0 }),
  /** Whether a size exchange is offered. */
  exchangesEnabled: Type.Boolean(),
});
export type ReturnPolicyResponse = Static<typeof ReturnPolicyResponseSchema>;

/** GET /api/admin/returns/summary: every return request ever made (whatever its state), by reason and by the returned product and size. */
export const ReturnsSummaryResponseSchema = SuccessResponse('ReturnsSummaryResponse', {
  requests: Type.Integer({ minimum: 0 }),
  units: Type.Integer({ minimum: 0 }),
  byReason: Type.Array(
    Type.Object({
      reason: ReturnReasonSchema,
      requests: Type.Integer({ minimum: 0 }),
      units: Type.Integer({ minimum: 0 }),
    }),
  ),
  /** Most units first, at most 50 rows. */
  byProductSize: Type.Array(
    Type.Object({
      productId: Type.String(),
      name: Type.String(),
      size: Type.String(),
      requests: Type.Integer({ minimum: 0 }),
      units: Type.Integer({ minimum: 0 }),
    }),
  ),
});
export type ReturnsSummaryResponse = Static<typeof ReturnsSummaryResponseSchema>;

/** The returns routes (issue #43), spread into API_RESPONSES. */
export const RETURNS_RESPONSES = {
  'GET /orders/:id/returns': OrderReturnsResponseSchema,
  'POST /orders/:id/returns': OrderReturnsResponseSchema,
  'POST /orders/:id/returns/photos': ReturnPhotoResponseSchema,
  'GET /admin/returns': AdminReturnsPageResponseSchema,
  'GET /admin/returns/summary': ReturnsSummaryResponseSchema,
  'GET /admin/returns/:returnId': AdminReturnResponseSchema,
  'POST /admin/returns/:returnId/approve': AdminReturnResponseSchema,
  'POST /admin/returns/:returnId/reject': AdminReturnResponseSchema,
  'POST /admin/returns/:returnId/receive': AdminReturnResponseSchema,
  'POST /admin/returns/:returnId/refund': AdminReturnResponseSchema,
  'POST /admin/returns/:returnId/exchange': AdminReturnResponseSchema,
  'GET /admin/settings/returns': ReturnSettingsResponseSchema,
  'GET /returns/policy': ReturnPolicyResponseSchema,
  'PUT /admin/settings/returns': ReturnSettingsResponseSchema,
} as const;
