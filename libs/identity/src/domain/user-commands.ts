import type { Role } from './rules';
import type { ConsentSource, IssuedCode, Sealed } from './user-events';

/** Commands of the user aggregate. Every one carries `now` (ISO): the domain reads no clock. */
export type RegisterUser = {
  type: 'RegisterUser';
  userId: string;
  emailKey: string;
  phoneKey: string | null;
  passwordHash: string;
  personal: Sealed;
  /** The code to send; null when the account starts verified (the start-up admin). */
  code: IssuedCode | null;
  /** The registration form's marketing box (issue #44); recorded as MarketingConsentGiven when ticked. */
  marketingConsent?: boolean;
  now: string;
};
export type IssueEmailVerificationCode = { type: 'IssueEmailVerificationCode'; code: IssuedCode; now: string };
export type VerifyEmail = { type: 'VerifyEmail'; codeHash: string; now: string };
/** Marks the e-mail verified without a code: for the start-up admin only (system actor). */
export type MarkEmailVerified = { type: 'MarkEmailVerified'; now: string };
export type IssuePhoneVerificationCode = { type: 'IssuePhoneVerificationCode'; code: IssuedCode; now: string };
export type VerifyPhone = { type: 'VerifyPhone'; codeHash: string; now: string };
export type ChangePassword = {
  type: 'ChangePassword';
  currentPasswordMatches: boolean;
  passwordHash: string;
  now: string;
};
export type RequestPasswordReset = {
  type: 'RequestPasswordReset';
  tokenId: string;
  tokenHash: string;
  expiresAt: string;
  now: string;
};
export type ResetPassword = {
  type: 'ResetPassword';
  tokenId: string;
  tokenHash: string;
  passwordHash: string;
  now: string;
};
export type UpdateProfile = { type: 'UpdateProfile'; personal: Sealed; now: string };
export type RequestEmailChange = {
  type: 'RequestEmailChange';
  newEmailKey: string;
  personal: Sealed;
  code: IssuedCode;
  now: string;
};
export type ConfirmEmailChange = { type: 'ConfirmEmailChange'; codeHash: string; now: string };
export type RequestPhoneChange = {
  type: 'RequestPhoneChange';
  newPhoneKey: string;
  personal: Sealed;
  code: IssuedCode;
  now: string;
};
export type ConfirmPhoneChange = { type: 'ConfirmPhoneChange'; codeHash: string; now: string };
/** actorId null: the system (start-up). */
export type ChangeRole = { type: 'ChangeRole'; actorId: string | null; role: Role; now: string };
export type BlockUser = { type: 'BlockUser'; actorId: string | null; now: string };
export type UnblockUser = { type: 'UnblockUser'; actorId: string | null; now: string };
/** Gives or withdraws marketing consent; the same choice again records nothing. */
export type SetMarketingConsent = { type: 'SetMarketingConsent'; consent: boolean; source: ConsentSource; now: string };
export type DeleteUser = { type: 'DeleteUser'; actorId: string | null; now: string };

export type UserCommand =
  | RegisterUser
  | IssueEmailVerificationCode
  | VerifyEmail
  | MarkEmailVerified
  | IssuePhoneVerificationCode
  | VerifyPhone
  | ChangePassword
  | RequestPasswordReset
  | ResetPassword
  | UpdateProfile
  | RequestEmailChange
  | ConfirmEmailChange
  | RequestPhoneChange
  | ConfirmPhoneChange
  | ChangeRole
  | BlockUser
  | UnblockUser
  | SetMarketingConsent
  | DeleteUser;
