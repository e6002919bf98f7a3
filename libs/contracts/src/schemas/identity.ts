import { Type, type Static } from '@sinclair/typebox';
import { IsoTimestamp, Nullable, PageFields, SuccessResponse } from './common';

/** Spec section 3, User.address. */
export const AddressFields = {
  houseName: Type.String(),
  street: Type.String(),
  city: Type.String(),
  state: Type.String(),
  zipCode: Type.String(),
  country: Type.String(),
};
export const AddressSchema = Type.Object(AddressFields, { $id: 'Address' });
export type Address = Static<typeof AddressSchema>;

export const ROLES = ['user', 'admin'] as const;

/** Spec section 3, User. */
export const UserSchema = Type.Object(
  {
    _id: Type.String(),
    name: Type.String(),
    email: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    address: Nullable(AddressSchema),
    role: Type.Union(ROLES.map((role) => Type.Literal(role))),
    isEmailVerified: Type.Boolean(),
    isPhoneVerified: Type.Boolean(),
    active: Type.Boolean(),
    /** Agreed to marketing e-mail (offers, cart reminders; issue #44): false unless given. */
    marketingConsent: Type.Boolean(),
    createdAt: IsoTimestamp,
  },
  { $id: 'User' },
);
export type User = Static<typeof UserSchema>;

/** /auth/me, /auth/profile, the verify and change calls: the signed-in user after the call. */
export const UserResponseSchema = SuccessResponse('UserResponse', {
  user: UserSchema,
  message: Type.Optional(Type.String()),
  valid: Type.Optional(Type.Boolean()),
});
export type UserResponse = Static<typeof UserResponseSchema>;

/** POST /auth/login. */
export const LoginResponseSchema = SuccessResponse('LoginResponse', {
  message: Type.String(),
  user: UserSchema,
  token: Type.String(),
});
export type LoginResponse = Static<typeof LoginResponseSchema>;

/** POST /auth/verify-registration-email (spec: success, message, data, token). */
export const VerificationResponseSchema = SuccessResponse('VerificationResponse', {
  message: Type.String(),
  data: UserSchema,
  token: Type.String(),
});
export type VerificationResponse = Static<typeof VerificationResponseSchema>;

/** PUT /auth/change-password: the other sessions end, this one goes on with a fresh token. */
export const PasswordChangedResponseSchema = SuccessResponse('PasswordChangedResponse', {
  message: Type.String(),
  token: Type.Optional(Type.String()),
});
export type PasswordChangedResponse = Static<typeof PasswordChangedResponseSchema>;

/** GET /users (admin). */
export const UsersPageResponseSchema = Type.Object(
  { success: Type.Literal(true), users: Type.Array(UserSchema), ...PageFields },
  { $id: 'UsersPageResponse', additionalProperties: true },
);
export type UsersPageResponse = Static<typeof UsersPageResponseSchema>;
