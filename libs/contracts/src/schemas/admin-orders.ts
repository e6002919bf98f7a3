import { Type, type Static } from '@sinclair/typebox';
import { IsoTimestamp, Nullable, SuccessResponse } from './common';
import { ActorSchema } from './orders-admin';

export const OrderNoteSchema = Type.Object(
  { noteId: Type.String(), orderId: Type.String(), text: Type.String(), at: IsoTimestamp, actor: ActorSchema },
  { $id: 'OrderNote' },
);
export type OrderNote = Static<typeof OrderNoteSchema>;

export const OrderNoteResponseSchema = SuccessResponse('OrderNoteResponse', {
  message: Type.String(),
  note: OrderNoteSchema,
});
export type OrderNoteResponse = Static<typeof OrderNoteResponseSchema>;

export const REFUND_STATUSES = ['requested', 'pending', 'processed', 'failed'] as const;

export const RefundSchema = Type.Object(
  {
    refundId: Type.String(),
    amount: Type.Number(),
    reason: Type.String(),
    restock: Type.Boolean(),
    status: Type.Union(REFUND_STATUSES.map((status) => Type.Literal(status))),
    providerRefundId: Nullable(Type.String()),
    failureReason: Nullable(Type.String()),
  },
  { $id: 'Refund' },
);
export type Refund = Static<typeof RefundSchema>;

/** GET /orders/{id}/refunds and POST /orders/{id}/refunds: the order's refunds and what is left to refund. */
export const RefundsResponseSchema = SuccessResponse('RefundsResponse', {
  message: Type.Optional(Type.String()),
  orderId: Type.String(),
  paid: Type.Number(),
  refunded: Type.Number(),
  refundable: Type.Number(),
  canRefund: Type.Boolean(),
  refunds: Type.Array(RefundSchema),
});
export type RefundsResponse = Static<typeof RefundsResponseSchema>;

/** GET /reports/sales-dashboard (admin): figures of the sales_dashboard read model (rupees; India days). */
export const SalesDashboardResponseSchema = SuccessResponse('SalesDashboardResponse', {
  days: Type.Array(
    Type.Object({
      day: Type.String({ format: 'date' }),
      paidOrders: Type.Integer({ minimum: 0 }),
      revenue: Type.Number(),
      refunded: Type.Number(),
    }),
  ),
  revenue: Type.Number(),
  revenueLast30Days: Type.Number(),
  paidOrders: Type.Integer({ minimum: 0 }),
  averageOrderValue: Type.Number(),
  awaitingShipment: Type.Integer({ minimum: 0 }),
  paymentsPending: Type.Integer({ minimum: 0 }),
  refundsDue: Type.Integer({ minimum: 0 }),
  refunded: Type.Number(),
  ordersPlaced: Type.Integer({ minimum: 0 }),
  topProducts: Type.Array(Type.Object({ productId: Type.String(), name: Type.String(), units: Type.Integer() })),
  topSizes: Type.Array(Type.Object({ size: Type.String(), units: Type.Integer() })),
  /** Stock lines at or below 5 (spec section 9), lowest first, at most 10. */
  lowStock: Type.Array(
    Type.Object({
      productId: Type.String(),
      name: Type.String(),
      variantId: Nullable(Type.String()),
      colorName: Type.String(),
      size: Type.String(),
      available: Type.Integer(),
    }),
  ),
});
export type SalesDashboardResponse = Static<typeof SalesDashboardResponseSchema>;

/** The admin order routes added by issue #15 (spread into API_RESPONSES). */
export const ADMIN_ORDERS_RESPONSES = {
  'POST /orders/:id/notes': OrderNoteResponseSchema,
  'GET /orders/:id/refunds': RefundsResponseSchema,
  'POST /orders/:id/refunds': RefundsResponseSchema,
  'GET /reports/sales-dashboard': SalesDashboardResponseSchema,
} as const;
