import { Type, type Static } from '@sinclair/typebox';

/** POST /personal-data/erase-guest (admin): a guest's e-mail address. */
export interface EraseGuestRequest {
  email: string;
}

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
