import { Type, type Static, type TProperties, type TSchema } from '@sinclair/typebox';

/** Nullable in the JSON Schema sense (anyOf with null), so responses validate as sent. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** An ISO 8601 timestamp ('2026-11-23T10:00:00.000Z'). */
export const IsoTimestamp = Type.String({ format: 'date-time' });

export const FieldErrorSchema = Type.Object({ param: Type.String(), msg: Type.String() }, { $id: 'FieldError' });
export type FieldError = Static<typeof FieldErrorSchema>;

/** Every 4xx/5xx answer: the message to show, and one error per field when a field is at fault. */
export const ErrorResponseSchema = Type.Object(
  {
    success: Type.Literal(false),
    message: Type.String(),
    errors: Type.Optional(Type.Array(FieldErrorSchema)),
    correlationId: Type.Optional(Type.String()),
  },
  { $id: 'ErrorResponse' },
);
export type ErrorResponse = Static<typeof ErrorResponseSchema>;

/** A 2xx answer: `success: true` and its own fields, under the name the OpenAPI document gives it. */
export const SuccessResponse = <Fields extends TProperties>($id: string, fields: Fields) =>
  Type.Object({ success: Type.Literal(true), ...fields }, { $id });

/** An answer that only says what happened. */
export const MessageResponseSchema = Type.Object(
  { success: Type.Boolean(), message: Type.String() },
  { $id: 'MessageResponse' },
);
export type MessageResponse = Static<typeof MessageResponseSchema>;

/** A page of a list: the spec's Pagination (currentPage, totalPages, total). */
export const PageFields = {
  currentPage: Type.Integer({ minimum: 1 }),
  totalPages: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
};
