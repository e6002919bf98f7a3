import type { DomainEvent } from '@store/platform/domain';
import type { Role } from './rules';

/**
 * Personal data sealed with the user's own key (AES-256-GCM, see crypto/). Events carry personal
 * fields only in this form, so destroying the key erases them from the log (crypto-shredding).
 * The domain never opens it.
 */
export type Sealed = string;

/** What the sealed blobs of each event hold once opened. */
export interface AddressFields {
  houseName?: string;
  street?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  country?: string;
}
export interface RegisteredPersonal {
  name: string;
  email: string;
  phone: string | null;
  address: AddressFields | null;
}
export interface ProfilePersonal {
  name: string;
  address: AddressFields | null;
}

/** A code as the log keeps it: its keyed hash, never the code. */
export interface IssuedCode {
  codeId: string;
  codeHash: string;
  issuedAt: string;
  expiresAt: string;
}

export type CodePurpose = 'email-verification' | 'phone-verification' | 'email-change' | 'phone-change';

export type UserRegistered = DomainEvent<
  'UserRegistered',
  {
    userId: string;
    role: Role;
    /** Keyed hashes naming the uniqueness-claim streams (no readable address). */
    emailKey: string;
    phoneKey: string | null;
    passwordHash: string;
    /** RegisteredPersonal */
    personal: Sealed;
    registeredAt: string;
  }
>;
/** An unverified account whose code died was registered again: its details are replaced. */
export type RegistrationRenewed = DomainEvent<
  'RegistrationRenewed',
  { userId: string; phoneKey: string | null; passwordHash: string; personal: Sealed; renewedAt: string }
>;
export type EmailVerificationCodeIssued = DomainEvent<'EmailVerificationCodeIssued', { userId: string } & IssuedCode>;
export type PhoneVerificationCodeIssued = DomainEvent<'PhoneVerificationCodeIssued', { userId: string } & IssuedCode>;
export type VerificationAttemptFailed = DomainEvent<
  'VerificationAttemptFailed',
  { userId: string; purpose: CodePurpose; codeId: string; attempts: number; failedAt: string }
>;
export type EmailVerified = DomainEvent<'EmailVerified', { userId: string; verifiedAt: string }>;
export type PhoneVerified = DomainEvent<'PhoneVerified', { userId: string; verifiedAt: string }>;
export type PasswordChanged = DomainEvent<
  'PasswordChanged',
  { userId: string; passwordHash: string; changedAt: string }
>;
export type PasswordResetRequested = DomainEvent<
  'PasswordResetRequested',
  { userId: string; tokenId: string; tokenHash: string; requestedAt: string; expiresAt: string }
>;
export type PasswordReset = DomainEvent<
  'PasswordReset',
  { userId: string; tokenId: string; passwordHash: string; resetAt: string }
>;
/** ProfilePersonal */
export type ProfileUpdated = DomainEvent<'ProfileUpdated', { userId: string; personal: Sealed; updatedAt: string }>;
/** personal: { newEmail } */
export type EmailChangeRequested = DomainEvent<
  'EmailChangeRequested',
  { userId: string; newEmailKey: string; personal: Sealed } & IssuedCode
>;
/** personal: the request's { newEmail }, carried over */
export type EmailChanged = DomainEvent<
  'EmailChanged',
  { userId: string; emailKey: string; previousEmailKey: string; personal: Sealed; changedAt: string }
>;
/** personal: { newPhone } */
export type PhoneChangeRequested = DomainEvent<
  'PhoneChangeRequested',
  { userId: string; newPhoneKey: string; personal: Sealed } & IssuedCode
>;
/** personal: the request's { newPhone }, carried over */
export type PhoneChanged = DomainEvent<
  'PhoneChanged',
  { userId: string; phoneKey: string; previousPhoneKey: string | null; personal: Sealed; changedAt: string }
>;
export type RoleChanged = DomainEvent<
  'RoleChanged',
  { userId: string; role: Role; previousRole: Role; changedAt: string }
>;
export type UserBlocked = DomainEvent<'UserBlocked', { userId: string; blockedAt: string }>;
export type UserUnblocked = DomainEvent<'UserUnblocked', { userId: string; unblockedAt: string }>;
/** Where a marketing consent was given or withdrawn (issue #44). */
export type ConsentSource = 'registration' | 'profile' | 'unsubscribe-link';
/** The shopper agreed to marketing e-mail (offers, cart reminders). */
export type MarketingConsentGiven = DomainEvent<
  'MarketingConsentGiven',
  { userId: string; source: ConsentSource; givenAt: string }
>;
/** The shopper withdrew it: no marketing e-mail from now on. */
export type MarketingConsentWithdrawn = DomainEvent<
  'MarketingConsentWithdrawn',
  { userId: string; source: ConsentSource; withdrawnAt: string }
>;
/** The user's key is destroyed with it: every sealed field of the stream becomes unreadable. */
export type UserDeleted = DomainEvent<'UserDeleted', { userId: string; deletedAt: string }>;

export type UserEvent =
  | UserRegistered
  | RegistrationRenewed
  | EmailVerificationCodeIssued
  | PhoneVerificationCodeIssued
  | VerificationAttemptFailed
  | EmailVerified
  | PhoneVerified
  | PasswordChanged
  | PasswordResetRequested
  | PasswordReset
  | ProfileUpdated
  | EmailChangeRequested
  | EmailChanged
  | PhoneChangeRequested
  | PhoneChanged
  | RoleChanged
  | UserBlocked
  | UserUnblocked
  | MarketingConsentGiven
  | MarketingConsentWithdrawn
  | UserDeleted;

export type UserEventType = UserEvent['type'];

export const USER_EVENT_TYPES: readonly UserEventType[] = [
  'UserRegistered',
  'RegistrationRenewed',
  'EmailVerificationCodeIssued',
  'PhoneVerificationCodeIssued',
  'VerificationAttemptFailed',
  'EmailVerified',
  'PhoneVerified',
  'PasswordChanged',
  'PasswordResetRequested',
  'PasswordReset',
  'ProfileUpdated',
  'EmailChangeRequested',
  'EmailChanged',
  'PhoneChangeRequested',
  'PhoneChanged',
  'RoleChanged',
  'UserBlocked',
  'UserUnblocked',
  'MarketingConsentGiven',
  'MarketingConsentWithdrawn',
  'UserDeleted',
];
