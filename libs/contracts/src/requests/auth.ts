import { Type } from 'class-transformer';
import {
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, INDIAN_MOBILE, INPUT_BOUNDS, LIMITS } from '../limits';
import { VALIDATION_MESSAGES as V } from '../messages';
import { EqualsProperty, IsLoginIdentifier, MatchesWithin, NormalisePhone, Trim } from './decorators';

const CODE = /^\d{6}$/;
const TEXT_MAX = INPUT_BOUNDS.textMaxLength;
const PASSWORD_MAX = INPUT_BOUNDS.passwordMaxLength;
const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX} characters`;

/** The shopper's saved address (every line optional). */
export class AddressRequest {
  @IsOptional() @Trim() @IsString() @MaxLength(TEXT_MAX) houseName?: string;
  @IsOptional() @Trim() @IsString() @MaxLength(TEXT_MAX) street?: string;
  @IsOptional() @Trim() @IsString() @MaxLength(TEXT_MAX) city?: string;
  @IsOptional() @Trim() @IsString() @MaxLength(TEXT_MAX) state?: string;
  @IsOptional() @Trim() @IsString() @MaxLength(20) zipCode?: string;
  @IsOptional() @Trim() @IsString() @MaxLength(TEXT_MAX) country?: string;
}

/** POST /auth/register. A `role` in the body is dropped by the validation pipe's whitelist. */
export class RegistrationRequest {
  @Trim()
  @IsString({ message: V.nameRequired })
  @IsNotEmpty({ message: V.nameRequired })
  @MinLength(LIMITS.nameMinLength, { message: V.nameTooShort })
  @MaxLength(TEXT_MAX, { message: `Name must be at most ${TEXT_MAX} characters` })
  name!: string;

  @Trim()
  @IsString({ message: V.emailRequired })
  @IsNotEmpty({ message: V.emailRequired })
  @MatchesWithin(EMAIL_PATTERN, EMAIL_MAX_LENGTH, { message: V.emailInvalid })
  email!: string;

  @NormalisePhone()
  @IsString({ message: V.phoneRequired })
  @IsNotEmpty({ message: V.phoneRequired })
  @MatchesWithin(INDIAN_MOBILE, 10, { message: V.phoneInvalid })
  phone!: string;

  @IsString({ message: V.passwordRequired })
  @IsNotEmpty({ message: V.passwordRequired })
  @MinLength(LIMITS.passwordMinLength, { message: V.passwordTooShort })
  @MaxLength(PASSWORD_MAX, { message: PASSWORD_TOO_LONG })
  password!: string;

  /** Optional on the wire (the web app checks it); when sent it must match. */
  @IsOptional()
  @MaxLength(PASSWORD_MAX, { message: V.passwordsDoNotMatch })
  @EqualsProperty('password', { message: V.passwordsDoNotMatch })
  confirmPassword?: string;

  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => AddressRequest)
  address?: AddressRequest;
}

/** POST /auth/login. */
export class LoginRequest {
  /** An e-mail or a phone number (spec: the field is called email). */
  @IsString({ message: V.identifierRequired })
  @IsNotEmpty({ message: V.identifierRequired })
  @IsLoginIdentifier({ email: V.emailInvalid, phone: V.phoneInvalid })
  email!: string;

  @IsString({ message: V.passwordRequired })
  @IsNotEmpty({ message: V.passwordRequired })
  @MinLength(LIMITS.passwordMinLength, { message: V.passwordTooShort })
  @MaxLength(PASSWORD_MAX, { message: PASSWORD_TOO_LONG })
  password!: string;
}

/** POST /auth/forgot-password and /auth/send-registration-email-verification. */
export class EmailRequest {
  @Trim()
  @IsString({ message: V.emailRequired })
  @IsNotEmpty({ message: V.emailRequired })
  @MatchesWithin(EMAIL_PATTERN, EMAIL_MAX_LENGTH, { message: V.emailInvalid })
  email!: string;
}

/** POST /auth/verify-email, /auth/verify-phone, /auth/confirm-email-change and /auth/confirm-phone-change. */
export class VerificationCodeRequest {
  @Trim()
  @IsString({ message: V.codeIncomplete })
  @MatchesWithin(CODE, LIMITS.verificationCodeLength, { message: V.codeIncomplete })
  code!: string;
}

/** POST /auth/verify-registration-email. */
export class RegistrationEmailCodeRequest extends EmailRequest {
  @Trim()
  @IsString({ message: V.codeIncomplete })
  @MatchesWithin(CODE, LIMITS.verificationCodeLength, { message: V.codeIncomplete })
  code!: string;
}

/** POST /auth/reset-password. */
export class ResetPasswordRequest {
  @IsString({ message: 'Reset token is required' })
  @IsNotEmpty({ message: 'Reset token is required' })
  @MaxLength(INPUT_BOUNDS.tokenMaxLength, { message: 'This password reset link is invalid or has expired' })
  token!: string;

  @IsString({ message: V.passwordRequired })
  @IsNotEmpty({ message: V.passwordRequired })
  @MinLength(LIMITS.passwordMinLength, { message: V.passwordTooShort })
  @MaxLength(PASSWORD_MAX, { message: PASSWORD_TOO_LONG })
  password!: string;
}

/** PUT /auth/change-password. */
export class ChangePasswordRequest {
  @IsString({ message: 'Current password is required' })
  @IsNotEmpty({ message: 'Current password is required' })
  @MaxLength(PASSWORD_MAX, { message: 'Current password is incorrect' })
  currentPassword!: string;

  @IsString({ message: V.newPasswordTooShort })
  @MinLength(LIMITS.passwordMinLength, { message: V.newPasswordTooShort })
  @MaxLength(PASSWORD_MAX, { message: PASSWORD_TOO_LONG })
  newPassword!: string;

  @IsOptional()
  @MaxLength(PASSWORD_MAX, { message: V.newPasswordsDoNotMatch })
  @EqualsProperty('newPassword', { message: V.newPasswordsDoNotMatch })
  confirmPassword?: string;
}

/** PUT /auth/profile. */
export class UpdateProfileRequest {
  @IsOptional()
  @Trim()
  @IsString({ message: V.nameRequired })
  @IsNotEmpty({ message: V.nameRequired })
  @MinLength(LIMITS.nameMinLength, { message: V.nameTooShort })
  @MaxLength(TEXT_MAX, { message: `Name must be at most ${TEXT_MAX} characters` })
  name?: string;

  /** Empty means unchanged; a different number must go through request-phone-change. */
  @ValidateIf((dto: UpdateProfileRequest) => dto.phone !== undefined && dto.phone !== null && dto.phone !== '')
  @NormalisePhone()
  @IsString({ message: V.phoneInvalid })
  @MatchesWithin(INDIAN_MOBILE, 10, { message: V.phoneInvalid })
  phone?: string;

  /** null clears the saved address ('Use a different address'). */
  @ValidateIf((dto: UpdateProfileRequest) => dto.address !== undefined && dto.address !== null)
  @IsObject()
  @ValidateNested()
  @Type(() => AddressRequest)
  address?: AddressRequest | null;
}

/** POST /auth/request-email-change. */
export class EmailChangeRequest {
  @Trim()
  @IsString({ message: V.emailRequired })
  @IsNotEmpty({ message: V.emailRequired })
  @MatchesWithin(EMAIL_PATTERN, EMAIL_MAX_LENGTH, { message: V.emailInvalid })
  newEmail!: string;
}

/** POST /auth/request-phone-change. */
export class PhoneChangeRequest {
  @NormalisePhone()
  @IsString({ message: V.phoneRequired })
  @IsNotEmpty({ message: V.phoneRequired })
  @MatchesWithin(INDIAN_MOBILE, 10, { message: V.phoneInvalid })
  newPhone!: string;
}
