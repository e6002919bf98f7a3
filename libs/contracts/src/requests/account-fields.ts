import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, INDIAN_MOBILE, INPUT_BOUNDS, LIMITS } from '../limits';
import { VALIDATION_MESSAGES as V } from '../messages';
import { MatchesWithin, NormalisePhone, Stacked, Trim } from './decorators';

// The account's fields that several requests take, each with the spec's messages (section 5).

const CODE = /^\d{6}$/;
const TEXT_MAX = INPUT_BOUNDS.textMaxLength;
const PASSWORD_MAX = INPUT_BOUNDS.passwordMaxLength;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX} characters`;

/** A person's name, trimmed: required, of the spec's length. */
export const PersonName = () =>
  Stacked(
    Trim(),
    IsString({ message: V.nameRequired }),
    IsNotEmpty({ message: V.nameRequired }),
    MinLength(LIMITS.nameMinLength, { message: V.nameTooShort }),
    MaxLength(TEXT_MAX, { message: `Name must be at most ${TEXT_MAX} characters` }),
  );

/** A required e-mail address, trimmed. */
export const EmailAddress = () =>
  Stacked(
    Trim(),
    IsString({ message: V.emailRequired }),
    IsNotEmpty({ message: V.emailRequired }),
    MatchesWithin(EMAIL_PATTERN, EMAIL_MAX_LENGTH, { message: V.emailInvalid }),
  );

/** A required Indian mobile number, as the spec reads it (digits only, +91/0 dropped). */
export const MobileNumber = () =>
  Stacked(
    NormalisePhone(),
    IsString({ message: V.phoneRequired }),
    IsNotEmpty({ message: V.phoneRequired }),
    MatchesWithin(INDIAN_MOBILE, 10, { message: V.phoneInvalid }),
  );

/** A password being set or given: required, of the spec's length. */
export const Password = () =>
  Stacked(
    IsString({ message: V.passwordRequired }),
    IsNotEmpty({ message: V.passwordRequired }),
    MinLength(LIMITS.passwordMinLength, { message: V.passwordTooShort }),
    MaxLength(PASSWORD_MAX, { message: PASSWORD_TOO_LONG }),
  );

/** The six digits of a verification code sent by mail or SMS. */
export const VerificationCode = () =>
  Stacked(
    Trim(),
    IsString({ message: V.codeIncomplete }),
    MatchesWithin(CODE, LIMITS.verificationCodeLength, { message: V.codeIncomplete }),
  );
