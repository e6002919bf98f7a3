import { Type, type Static } from '@sinclair/typebox';
import { IsoTimestamp, SuccessResponse } from './common';
import { ActorSchema } from './orders-admin';

/** GET /users/{id}/history (admin): the account's events an admin audits, oldest first, with their actor. */
export const UserHistoryResponseSchema = SuccessResponse('UserHistoryResponse', {
  userId: Type.String(),
  history: Type.Array(
    Type.Object({ type: Type.String(), at: IsoTimestamp, actor: ActorSchema, summary: Type.String() }),
  ),
});
export type UserHistoryResponse = Static<typeof UserHistoryResponseSchema>;

/** The admin user routes added by issue #15 (spread into API_RESPONSES). */
export const ADMIN_USERS_RESPONSES = {
  'GET /users/:id/history': UserHistoryResponseSchema,
} as const;
