import { Type, type Static } from '@sinclair/typebox';

/** How many keys were destroyed: one per order of the guest, one for their notify-me requests (0: nothing left to erase). */
export const EraseGuestResponseSchema = Type.Object(
  { success: Type.Literal(true), message: Type.String(), erased: Type.Integer({ minimum: 0 }) },
  { $id: 'EraseGuestResponse' },
);
export type EraseGuestResponse = Static<typeof EraseGuestResponseSchema>;

/** The personal-data routes (spread into API_RESPONSES). */
export const PERSONAL_DATA_RESPONSES = {
  'POST /personal-data/erase-guest': EraseGuestResponseSchema,
} as const;
