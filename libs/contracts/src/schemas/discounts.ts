import { Type, type Static } from '@sinclair/typebox';
import { IsoTimestamp, MessageResponseSchema, Nullable, SuccessResponse } from './common';

/** A discount code as the admin sees it (issue #44), with its counts. */
export const DiscountSchema = Type.Object(
  {
    _id: Type.String(),
    /** Upper-cased: codes are compared without case. */
    code: Type.String(),
    type: Type.Union([Type.Literal('percent'), Type.Literal('fixed')]),
    /** Percent off (1 to 100) or rupees off. */
    value: Type.Number({ exclusiveMinimum: 0 }),
    minSubtotal: Nullable(Type.Number({ minimum: 0 })),
    startsAt: Nullable(IsoTimestamp),
    endsAt: Nullable(IsoTimestamp),
    usageLimit: Nullable(Type.Integer({ minimum: 1 })),
    perCustomerLimit: Nullable(Type.Integer({ minimum: 1 })),
    firstOrderOnly: Type.Boolean(),
    productIds: Type.Array(Type.String()),
    category: Nullable(Type.String()),
    isActive: Type.Boolean(),
    /** Paid orders that used it. */
    uses: Type.Integer({ minimum: 0 }),
    /** Orders placed with it that wait for payment (each holds one use until paid, expired or cancelled). */
    reserved: Type.Integer({ minimum: 0 }),
    /** Rupees taken off paid orders. */
    discountGiven: Type.Number({ minimum: 0 }),
    createdAt: IsoTimestamp,
    updatedAt: IsoTimestamp,
  },
  { $id: 'Discount' },
);
export type Discount = Static<typeof DiscountSchema>;

export const DiscountResponseSchema = SuccessResponse('DiscountResponse', {
  discount: DiscountSchema,
  message: Type.Optional(Type.String()),
});
export type DiscountResponse = Static<typeof DiscountResponseSchema>;

export const DiscountsResponseSchema = SuccessResponse('DiscountsResponse', {
  discounts: Type.Array(DiscountSchema),
  /** Paid orders with a code, and the rupees the codes took off them (the dashboard's figure). */
  totals: Type.Object({ uses: Type.Integer({ minimum: 0 }), discountGiven: Type.Number({ minimum: 0 }) }),
});
export type DiscountsResponse = Static<typeof DiscountsResponseSchema>;

export const DiscountHistoryEntrySchema = Type.Object(
  {
    type: Type.String(),
    at: IsoTimestamp,
    /** Who: 'Admin <name>', 'Customer', 'Guest' or 'System'. */
    actor: Type.String(),
    summary: Type.String(),
    /** The order of a reservation, use or release. */
    orderId: Nullable(Type.String()),
  },
  { $id: 'DiscountHistoryEntry' },
);
export type DiscountHistoryEntry = Static<typeof DiscountHistoryEntrySchema>;

export const DiscountHistoryResponseSchema = SuccessResponse('DiscountHistoryResponse', {
  discountId: Type.String(),
  history: Type.Array(DiscountHistoryEntrySchema),
});
export type DiscountHistoryResponse = Static<typeof DiscountHistoryResponseSchema>;

/** One priced line of the cart and what the code takes off it (rupees, for the whole line). */
export const DiscountedLineSchema = Type.Object(
  {
    productId: Type.String(),
    colorVariantId: Nullable(Type.String()),
    size: Type.String(),
    quantity: Type.Integer({ minimum: 1 }),
    price: Type.Number({ minimum: 0 }),
    discount: Type.Number({ minimum: 0 }),
  },
  { $id: 'DiscountedLine' },
);
export type DiscountedLine = Static<typeof DiscountedLineSchema>;

/** POST /discounts/validate: the code applies; the server's prices, the discount per line and in total, the new total. */
export const DiscountValidationResponseSchema = SuccessResponse('DiscountValidationResponse', {
  code: Type.String(),
  message: Type.String(),
  lines: Type.Array(DiscountedLineSchema),
  itemsPrice: Type.Number({ minimum: 0 }),
  discountTotal: Type.Number({ minimum: 0 }),
  shippingCost: Type.Number({ minimum: 0 }),
  totalPrice: Type.Number({ minimum: 0 }),
});
export type DiscountValidationResponse = Static<typeof DiscountValidationResponseSchema>;

/** The discount routes (issue #44), spread into API_RESPONSES. */
export const DISCOUNT_RESPONSES = {
  'GET /admin/discounts': DiscountsResponseSchema,
  'POST /admin/discounts': DiscountResponseSchema,
  'GET /admin/discounts/:id': DiscountResponseSchema,
  'PUT /admin/discounts/:id': DiscountResponseSchema,
  'DELETE /admin/discounts/:id': MessageResponseSchema,
  'GET /admin/discounts/:id/history': DiscountHistoryResponseSchema,
  'POST /discounts/validate': DiscountValidationResponseSchema,
} as const;
