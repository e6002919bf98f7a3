import type { CodePurpose, IssuedCode, Sealed, UserEvent } from './user-events';
import type { Role } from './rules';

export interface PendingCode extends IssuedCode {
  attempts: number;
}
/** A requested e-mail or phone change, waiting for its code. */
export interface PendingChange extends PendingCode {
  key: string;
  personal: Sealed;
}

export interface UserState {
  exists: boolean;
  deleted: boolean;
  userId: string | null;
  role: Role;
  active: boolean;
  emailVerified: boolean;
  phoneVerified: boolean;
  emailKey: string | null;
  phoneKey: string | null;
  passwordHash: string | null;
  codes: Partial<Record<'email-verification' | 'phone-verification', PendingCode>>;
  changes: Partial<Record<'email-change' | 'phone-change', PendingChange>>;
  passwordReset: { tokenId: string; tokenHash: string; expiresAt: string } | null;
  /** Agreed to marketing e-mail (issue #44); off until given. */
  marketingConsent: boolean;
}

export const initialUserState = (): UserState => ({
  exists: false,
  deleted: false,
  userId: null,
  role: 'user',
  active: true,
  emailVerified: false,
  phoneVerified: false,
  emailKey: null,
  phoneKey: null,
  passwordHash: null,
  codes: {},
  changes: {},
  passwordReset: null,
  marketingConsent: false,
});

const pending = ({ codeId, codeHash, issuedAt, expiresAt }: IssuedCode): PendingCode => ({
  codeId,
  codeHash,
  issuedAt,
  expiresAt,
  attempts: 0,
});

function withoutPurpose(state: UserState, purpose: CodePurpose): UserState {
  const codes = { ...state.codes };
  const changes = { ...state.changes };
  delete (codes as Record<string, unknown>)[purpose];
  delete (changes as Record<string, unknown>)[purpose];
  return { ...state, codes, changes };
}

function countFailure(state: UserState, purpose: CodePurpose, attempts: number): UserState {
  if (purpose === 'email-change' || purpose === 'phone-change') {
    const change = state.changes[purpose];
    return change ? { ...state, changes: { ...state.changes, [purpose]: { ...change, attempts } } } : state;
  }
  const code = state.codes[purpose];
  return code ? { ...state, codes: { ...state.codes, [purpose]: { ...code, attempts } } } : state;
}

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': {
      const { userId, role, emailKey, phoneKey, passwordHash } = event.data;
      return { ...initialUserState(), exists: true, userId, role, emailKey, phoneKey, passwordHash };
    }
    case 'RegistrationRenewed':
      return withoutPurpose(
        { ...state, phoneKey: event.data.phoneKey, passwordHash: event.data.passwordHash, phoneVerified: false },
        'email-verification',
      );
    case 'EmailVerificationCodeIssued':
      return { ...state, codes: { ...state.codes, 'email-verification': pending(event.data) } };
    case 'PhoneVerificationCodeIssued':
      return { ...state, codes: { ...state.codes, 'phone-verification': pending(event.data) } };
    case 'VerificationAttemptFailed':
      return countFailure(state, event.data.purpose, event.data.attempts);
    case 'EmailVerified':
      return withoutPurpose({ ...state, emailVerified: true }, 'email-verification');
    case 'PhoneVerified':
      return withoutPurpose({ ...state, phoneVerified: true }, 'phone-verification');
    case 'PasswordChanged':
      return { ...state, passwordHash: event.data.passwordHash };
    case 'PasswordResetRequested': {
      const { tokenId, tokenHash, expiresAt } = event.data;
      return { ...state, passwordReset: { tokenId, tokenHash, expiresAt } };
    }
    case 'PasswordReset':
      return { ...state, passwordHash: event.data.passwordHash, passwordReset: null };
    case 'ProfileUpdated':
      return state;
    case 'EmailChangeRequested': {
      const { newEmailKey, personal, ...code } = event.data;
      return {
        ...state,
        changes: { ...state.changes, 'email-change': { ...pending(code), key: newEmailKey, personal } },
      };
    }
    case 'EmailChanged':
      return withoutPurpose({ ...state, emailKey: event.data.emailKey, emailVerified: true }, 'email-change');
    case 'PhoneChangeRequested': {
      const { newPhoneKey, personal, ...code } = event.data;
      return {
        ...state,
        changes: { ...state.changes, 'phone-change': { ...pending(code), key: newPhoneKey, personal } },
      };
    }
    case 'PhoneChanged':
      return withoutPurpose(
        withoutPurpose({ ...state, phoneKey: event.data.phoneKey, phoneVerified: true }, 'phone-change'),
        'phone-verification',
      );
    case 'RoleChanged':
      return { ...state, role: event.data.role };
    case 'UserBlocked':
      return { ...state, active: false };
    case 'UserUnblocked':
      return { ...state, active: true };
    case 'MarketingConsentGiven':
      return { ...state, marketingConsent: true };
    case 'MarketingConsentWithdrawn':
      return { ...state, marketingConsent: false };
    case 'UserDeleted':
      return {
        ...state,
        deleted: true,
        active: false,
        codes: {},
        changes: {},
        passwordReset: null,
        marketingConsent: false,
      };
  }
}
