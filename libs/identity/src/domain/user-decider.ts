import {
  Decider,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from '@store/platform/domain';
import { assertResendAllowed, checkCode, isCodeUsable } from './codes';
import { IDENTITY_MESSAGES as M } from './messages';
import type { RegisterUser, UserCommand } from './user-commands';
import type { CodePurpose, ConsentSource, UserEvent } from './user-events';
import { evolveUser, initialUserState, UserState } from './user-state';

const ms = (iso: string) => Date.parse(iso);

function requireAccount(state: UserState): string {
  if (!state.exists || state.deleted || !state.userId) throw new NotFoundError(M.userNotFound);
  return state.userId;
}

function refuseSelf(actorId: string | null, userId: string, message: string): void {
  if (actorId !== null && actorId === userId) throw new ValidationError(message);
}

/** A submitted code: right, or one more failed attempt recorded. */
function attempt(
  userId: string,
  purpose: CodePurpose,
  code: { codeId: string; attempts: number },
  matched: boolean,
  now: string,
  success: () => UserEvent[],
): UserEvent[] {
  if (matched) return success();
  return [
    {
      type: 'VerificationAttemptFailed',
      data: { userId, purpose, codeId: code.codeId, attempts: code.attempts + 1, failedAt: now },
    },
  ];
}

/** The event that moves marketing consent from `current` to `wanted`, or none when they agree. */
function consentEvents(
  userId: string,
  current: boolean,
  wanted: boolean,
  source: ConsentSource,
  now: string,
): UserEvent[] {
  if (current === wanted) return [];
  return wanted
    ? [{ type: 'MarketingConsentGiven', data: { userId, source, givenAt: now } }]
    : [{ type: 'MarketingConsentWithdrawn', data: { userId, source, withdrawnAt: now } }];
}

/** The registration form's box: a new account records a tick; an account registered again takes the new form's choice. */
const registrationConsent = (command: RegisterUser, state: UserState): UserEvent[] =>
  consentEvents(
    command.userId,
    state.exists ? state.marketingConsent : false,
    command.marketingConsent === true,
    'registration',
    command.now,
  );

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser': {
      const { userId, emailKey, phoneKey, passwordHash, personal, code, now } = command;
      const consent = registrationConsent(command, state);
      if (!state.exists) {
        return [
          {
            type: 'UserRegistered',
            data: { userId, role: 'user', emailKey, phoneKey, passwordHash, personal, registeredAt: now },
          },
          ...(code ? [{ type: 'EmailVerificationCodeIssued' as const, data: { userId, ...code } }] : []),
          ...consent,
        ];
      }
      // "Verification code expired. Please register again.": an unverified account whose code
      // can no longer be used is registered afresh; any other existing account keeps its e-mail.
      const renewable =
        !state.deleted &&
        !state.emailVerified &&
        !isCodeUsable(state.codes['email-verification'], now) &&
        code !== null;
      if (!renewable || state.userId !== userId) throw new ConflictError(M.emailTaken, 'email');
      return [
        { type: 'RegistrationRenewed', data: { userId, phoneKey, passwordHash, personal, renewedAt: now } },
        { type: 'EmailVerificationCodeIssued', data: { userId, ...code } },
        ...consent,
      ];
    }
    case 'IssueEmailVerificationCode': {
      const userId = requireAccount(state);
      if (state.codes['email-verification']?.codeId === command.code.codeId) return []; // a retried request: issued already
      if (state.emailVerified) throw new ValidationError(M.emailAlreadyVerified);
      assertResendAllowed(state.codes['email-verification'], command.now);
      return [{ type: 'EmailVerificationCodeIssued', data: { userId, ...command.code } }];
    }
    case 'VerifyEmail': {
      const userId = requireAccount(state);
      if (state.emailVerified) throw new ValidationError(M.emailAlreadyVerified);
      const code = state.codes['email-verification'];
      const matched = checkCode(code, command.codeHash, command.now);
      return attempt(userId, 'email-verification', code!, matched, command.now, () => [
        { type: 'EmailVerified', data: { userId, verifiedAt: command.now } },
      ]);
    }
    case 'MarkEmailVerified': {
      const userId = requireAccount(state);
      return state.emailVerified ? [] : [{ type: 'EmailVerified', data: { userId, verifiedAt: command.now } }];
    }
    case 'IssuePhoneVerificationCode': {
      const userId = requireAccount(state);
      if (!state.phoneKey) throw new ValidationError(M.noPhone);
      if (state.phoneVerified) throw new ValidationError(M.phoneAlreadyVerified);
      assertResendAllowed(state.codes['phone-verification'], command.now);
      return [{ type: 'PhoneVerificationCodeIssued', data: { userId, ...command.code } }];
    }
    case 'VerifyPhone': {
      const userId = requireAccount(state);
      if (state.phoneVerified) throw new ValidationError(M.phoneAlreadyVerified);
      const code = state.codes['phone-verification'];
      const matched = checkCode(code, command.codeHash, command.now);
      return attempt(userId, 'phone-verification', code!, matched, command.now, () => [
        { type: 'PhoneVerified', data: { userId, verifiedAt: command.now } },
      ]);
    }
    case 'ChangePassword': {
      const userId = requireAccount(state);
      if (!command.currentPasswordMatches) throw new ValidationError(M.currentPasswordWrong, 'currentPassword');
      return [
        { type: 'PasswordChanged', data: { userId, passwordHash: command.passwordHash, changedAt: command.now } },
      ];
    }
    case 'RequestPasswordReset': {
      const userId = requireAccount(state);
      const { tokenId, tokenHash, expiresAt, now } = command;
      if (state.passwordReset?.tokenId === tokenId) return []; // a retried request: recorded already
      return [{ type: 'PasswordResetRequested', data: { userId, tokenId, tokenHash, requestedAt: now, expiresAt } }];
    }
    case 'ResetPassword': {
      const reset = state.passwordReset;
      const valid =
        state.exists &&
        !state.deleted &&
        reset !== null &&
        reset.tokenId === command.tokenId &&
        reset.tokenHash === command.tokenHash &&
        ms(command.now) < ms(reset.expiresAt);
      if (!valid) throw new ValidationError(M.resetLinkInvalid, 'token');
      return [
        {
          type: 'PasswordReset',
          data: {
            userId: state.userId!,
            tokenId: command.tokenId,
            passwordHash: command.passwordHash,
            resetAt: command.now,
          },
        },
      ];
    }
    case 'UpdateProfile': {
      const userId = requireAccount(state);
      return [{ type: 'ProfileUpdated', data: { userId, personal: command.personal, updatedAt: command.now } }];
    }
    case 'RequestEmailChange': {
      const userId = requireAccount(state);
      if (command.newEmailKey === state.emailKey) throw new ValidationError(M.sameEmail, 'newEmail');
      assertResendAllowed(state.changes['email-change'], command.now);
      const { newEmailKey, personal, code } = command;
      return [{ type: 'EmailChangeRequested', data: { userId, newEmailKey, personal, ...code } }];
    }
    case 'ConfirmEmailChange': {
      const userId = requireAccount(state);
      const change = state.changes['email-change'];
      const matched = checkCode(change, command.codeHash, command.now, M.noEmailChange);
      return attempt(userId, 'email-change', change!, matched, command.now, () => [
        {
          type: 'EmailChanged',
          data: {
            userId,
            emailKey: change!.key,
            previousEmailKey: state.emailKey!,
            personal: change!.personal,
            changedAt: command.now,
          },
        },
      ]);
    }
    case 'RequestPhoneChange': {
      const userId = requireAccount(state);
      if (command.newPhoneKey === state.phoneKey) throw new ValidationError(M.samePhone, 'newPhone');
      assertResendAllowed(state.changes['phone-change'], command.now);
      const { newPhoneKey, personal, code } = command;
      return [{ type: 'PhoneChangeRequested', data: { userId, newPhoneKey, personal, ...code } }];
    }
    case 'ConfirmPhoneChange': {
      const userId = requireAccount(state);
      const change = state.changes['phone-change'];
      const matched = checkCode(change, command.codeHash, command.now, M.noPhoneChange);
      return attempt(userId, 'phone-change', change!, matched, command.now, () => [
        {
          type: 'PhoneChanged',
          data: {
            userId,
            phoneKey: change!.key,
            previousPhoneKey: state.phoneKey,
            personal: change!.personal,
            changedAt: command.now,
          },
        },
      ]);
    }
    case 'ChangeRole': {
      const userId = requireAccount(state);
      refuseSelf(command.actorId, userId, M.ownRole);
      if (command.role === state.role) return [];
      return [
        { type: 'RoleChanged', data: { userId, role: command.role, previousRole: state.role, changedAt: command.now } },
      ];
    }
    case 'BlockUser': {
      const userId = requireAccount(state);
      refuseSelf(command.actorId, userId, M.ownBlock);
      return state.active ? [{ type: 'UserBlocked', data: { userId, blockedAt: command.now } }] : [];
    }
    case 'UnblockUser': {
      const userId = requireAccount(state);
      return state.active ? [] : [{ type: 'UserUnblocked', data: { userId, unblockedAt: command.now } }];
    }
    case 'SetMarketingConsent': {
      const userId = requireAccount(state);
      return consentEvents(userId, state.marketingConsent, command.consent, command.source, command.now);
    }
    case 'DeleteUser': {
      const userId = requireAccount(state);
      refuseSelf(command.actorId, userId, M.ownDelete);
      return [{ type: 'UserDeleted', data: { userId, deletedAt: command.now } }];
    }
  }
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};

/**
 * Login is a decision without an event: wrong password and unknown account give one message;
 * only the right password learns that the account is blocked or unverified.
 */
export function decideLogin(state: UserState, passwordMatches: boolean): { userId: string } {
  if (!state.exists || state.deleted || !state.userId || !passwordMatches) {
    throw new UnauthorizedError(M.invalidCredentials);
  }
  if (!state.active) throw new ForbiddenError(M.blocked);
  if (!state.emailVerified) throw new ForbiddenError(M.emailNotVerified);
  return { userId: state.userId };
}
