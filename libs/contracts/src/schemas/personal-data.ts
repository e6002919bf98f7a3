import { Type, type Static } from '@sinclair/typebox';
import { SuccessResponse } from './common';

/** How many keys were destroyed: one per order of the guest, one for their notify-me requests (0: nothing left to erase). */
export const EraseGuestResponseSchema = SuccessResponse('EraseGuestResponse', {
  message: Type.String(),
  erased: Type.Integer({ minimum: 0 }),
});
export type EraseGuestResponse = Static<typeof EraseGuestResponseSchema>;

/** The personal-data routes (spread into API_RESPONSES). */
export const PERSONAL_DATA_RESPONSES = {
  'POST /personal-data/erase-guest': EraseGuestResponseSchema,
} as const;
