import { Type, type Static } from '@sinclair/typebox';
import { IsoTimestamp, Nullable, PageFields } from './common';
import { OrderSchema } from './orders';

/** GET /orders (admin): a page of orders, newest first. */
export const OrdersPageResponseSchema = Type.Object(
  { success: Type.Literal(true), orders: Type.Array(OrderSchema), ...PageFields },
  { $id: 'OrdersPageResponse', additionalProperties: true },
);
export type OrdersPageResponse = Static<typeof OrdersPageResponseSchema>;

/** Who did something: a user id and role, or the system / a guest. */
export const ActorSchema = Type.Object(
  { id: Nullable(Type.String()), role: Type.String() },
  { $id: 'Actor', additionalProperties: true },
);
export type Actor = Static<typeof ActorSchema>;

/** GET /orders/{id}/history (admin): every event of the order, oldest first. */
export const OrderHistoryResponseSchema = Type.Object(
  {
    success: Type.Literal(true),
    orderId: Type.String(),
    history: Type.Array(
      Type.Object(
        {
          type: Type.String(),
          at: IsoTimestamp,
          actor: ActorSchema,
          correlationId: Type.String(),
          summary: Type.String(),
        },
        { additionalProperties: true },
      ),
    ),
  },
  { $id: 'OrderHistoryResponse', additionalProperties: true },
);
export type OrderHistoryResponse = Static<typeof OrderHistoryResponseSchema>;
