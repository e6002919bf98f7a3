import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { INDIAN_MOBILE, INPUT_BOUNDS, LIMITS } from '../limits';
import { MARKETING_CONSENT_MESSAGES, VALIDATION_MESSAGES as V } from '../messages';
import {
  EmailAddress,
  MobileNumber,
  Password,
  PASSWORD_TOO_LONG,
  PersonName,
  VerificationCode,
} from './account-fields';
import { EqualsProperty, IsLoginIdentifier, MatchesWithin, NormalisePhone, Trim } from './decorators';

const TEXT_MAX = INPUT_BOUNDS.textMaxLength;
const PASSWORD_MAX = INPUT_BOUNDS.passwordMaxLength;

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
  @PersonName()
  name!: string;

  @EmailAddress()
  email!: string;

  @MobileNumber()
  phone!: string;

  @Password()
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

  /** The "e-mail me offers and cart reminders" box: off (false) unless ticked (issue #44). */
  @IsOptional()
  @IsBoolean({ message: MARKETING_CONSENT_MESSAGES.consentRequired })
  marketingConsent?: boolean;
}

/** POST /auth/login. */
export class LoginRequest {
  /** An e-mail or a phone number (spec: the field is called email). */
  @IsString({ message: V.identifierRequired })
  @IsNotEmpty({ message: V.identifierRequired })
  @IsLoginIdentifier({ email: V.emailInvalid, phone: V.phoneInvalid })
  email!: string;

  @Password()
  password!: string;
}

/** POST /auth/forgot-password and /auth/send-registration-email-verification. */
export class EmailRequest {
  @EmailAddress()
  email!: string;
}

/** POST /auth/verify-email, /auth/verify-phone, /auth/confirm-email-change and /auth/confirm-phone-change. */
export class VerificationCodeRequest {
  @VerificationCode()
  code!: string;
}

/** POST /auth/verify-registration-email. */
export class RegistrationEmailCodeRequest extends EmailRequest {
  @VerificationCode()
  code!: string;
}

/** POST /auth/reset-password. */
export class ResetPasswordRequest {
  @IsString({ message: 'Reset token is required' })
  @IsNotEmpty({ message: 'Reset token is required' })
  @MaxLength(INPUT_BOUNDS.tokenMaxLength, { message: 'This password reset link is invalid or has expired' })
  token!: string;

  @Password()
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
  @PersonName()
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

/** PUT /auth/marketing-consent (issue #44): the signed-in shopper's own choice. */
export class MarketingConsentRequest {
  @IsBoolean({ message: MARKETING_CONSENT_MESSAGES.consentRequired })
  consent!: boolean;
}

/** POST /auth/unsubscribe (issue #44): the signed link of a marketing e-mail, no sign-in. */
export class UnsubscribeRequest {
  @IsString({ message: MARKETING_CONSENT_MESSAGES.linkInvalid })
  @MaxLength(64, { message: MARKETING_CONSENT_MESSAGES.linkInvalid })
  @IsNotEmpty({ message: MARKETING_CONSENT_MESSAGES.linkInvalid })
  user!: string;

  @IsString({ message: MARKETING_CONSENT_MESSAGES.linkInvalid })
  @MaxLength(64, { message: MARKETING_CONSENT_MESSAGES.linkInvalid })
  @IsNotEmpty({ message: MARKETING_CONSENT_MESSAGES.linkInvalid })
  token!: string;
}

/** POST /auth/request-email-change. */
export class EmailChangeRequest {
  @EmailAddress()
  newEmail!: string;
}

/** POST /auth/request-phone-change. */
export class PhoneChangeRequest {
  @MobileNumber()
  newPhone!: string;
}
