import {
  ConflictError,
  foldEvents,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from '@store/platform/domain';
import { decideLogin, userDecider } from '../../src/domain/user-decider';
import { IDENTITY_MESSAGES as M } from '../../src/domain/messages';
import { ResendTooSoonError } from '../../src/domain/codes';
import type { IssuedCode, UserEvent } from '../../src/domain/user-events';
import { givenFor } from '@store/platform/testing';

const given = givenFor(userDecider);
const T0 = '2026-01-10T10:00:00.000Z';
const at = (minutes: number, seconds = 0) => new Date(Date.parse(T0) + minutes * 60_000 + seconds * 1000).toISOString();
const code = (id: string, issuedAt = T0): IssuedCode => ({
  codeId: id,
  codeHash: `hash-${id}`,
  issuedAt,
  expiresAt: new Date(Date.parse(issuedAt) + 15 * 60_000).toISOString(),
});

const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    role: 'user',
    emailKey: 'ek',
    phoneKey: 'pk',
    passwordHash: 'pw',
    personal: 'sealed',
    registeredAt: T0,
  },
};
const codeIssued = (c: IssuedCode = code('c1')): UserEvent => ({
  type: 'EmailVerificationCodeIssued',
  data: { userId: 'u1', ...c },
});
const verified: UserEvent = { type: 'EmailVerified', data: { userId: 'u1', verifiedAt: T0 } };
const failed = (attempts: number, failedAt = T0): UserEvent => ({
  type: 'VerificationAttemptFailed',
  data: { userId: 'u1', purpose: 'email-verification', codeId: 'c1', attempts, failedAt },
});
const register = (now = T0, c: IssuedCode | null = code('c1', now)) =>
  ({
    type: 'RegisterUser',
    userId: 'u1',
    emailKey: 'ek',
    phoneKey: 'pk',
    passwordHash: 'pw2',
    personal: 'sealed2',
    code: c,
    now,
  }) as const;

describe('registration', () => {
  it('registers a normal user (never an admin) and issues a verification code', () =>
    given([])
      .when(register())
      .then([{ ...registered, data: { ...registered.data, passwordHash: 'pw2', personal: 'sealed2' } }, codeIssued()]));

  it("rejects an e-mail whose account is verified with 'An account with this email already exists'", () =>
    given([registered, codeIssued(), verified])
      .when(register(at(30)))
      .thenFails(M.emailTaken, ConflictError));

  it("rejects a second registration while the first one's code is still valid", () =>
    given([registered, codeIssued()])
      .when(register(at(5)))
      .thenFails(M.emailTaken, ConflictError));

  it('registers again an unverified account whose code expired ("Please register again")', () =>
    given([registered, codeIssued()])
      .when(register(at(16)))
      .then([
        {
          type: 'RegistrationRenewed',
          data: { userId: 'u1', phoneKey: 'pk', passwordHash: 'pw2', personal: 'sealed2', renewedAt: at(16) },
        },
        codeIssued(code('c1', at(16))),
      ]));

  it('registers again an unverified account whose code ran out of attempts', () =>
    given([registered, codeIssued(), failed(1), failed(2), failed(3), failed(4), failed(5)])
      .when(register(at(2)))
      .then([
        {
          type: 'RegistrationRenewed',
          data: { userId: 'u1', phoneKey: 'pk', passwordHash: 'pw2', personal: 'sealed2', renewedAt: at(2) },
        },
        codeIssued(code('c1', at(2))),
      ]));
});

describe('e-mail verification code', () => {
  it('verifies the e-mail with the right code', () =>
    given([registered, codeIssued()])
      .when({ type: 'VerifyEmail', codeHash: 'hash-c1', now: at(14) })
      .then([{ type: 'EmailVerified', data: { userId: 'u1', verifiedAt: at(14) } }]));

  it('records a wrong code as a failed attempt', () =>
    given([registered, codeIssued(), failed(1)])
      .when({ type: 'VerifyEmail', codeHash: 'nope', now: at(1) })
      .then([failed(2, at(1))]));

  it("answers a code older than 15 minutes with a message containing 'expired'", () =>
    given([registered, codeIssued()])
      .when({ type: 'VerifyEmail', codeHash: 'hash-c1', now: at(15) })
      .thenFails(/expired/, ValidationError));

  it('refuses even the right code after 5 wrong tries', () =>
    given([registered, codeIssued(), failed(1), failed(2), failed(3), failed(4), failed(5)])
      .when({ type: 'VerifyEmail', codeHash: 'hash-c1', now: at(1) })
      .thenFails(M.tooManyAttempts, ValidationError));

  it('only the latest code counts after a resend', () =>
    given([registered, codeIssued(), codeIssued(code('c2', at(2)))])
      .when({ type: 'VerifyEmail', codeHash: 'hash-c1', now: at(3) })
      .then([
        {
          type: 'VerificationAttemptFailed',
          data: { userId: 'u1', purpose: 'email-verification', codeId: 'c2', attempts: 1, failedAt: at(3) },
        },
      ]));

  it('refuses a verified e-mail', () =>
    given([registered, codeIssued(), verified])
      .when({ type: 'VerifyEmail', codeHash: 'hash-c1', now: at(1) })
      .thenFails(M.emailAlreadyVerified, ValidationError));

  it('allows one new code a minute, with the seconds to wait', () => {
    const when = given([registered, codeIssued()]).when({
      type: 'IssueEmailVerificationCode',
      code: code('c2', at(0, 45)),
      now: at(0, 45),
    });
    when.thenFails(M.resendTooSoon(15), ResendTooSoonError);
    const error = when.error();
    expect(error).toBeInstanceOf(ResendTooSoonError);
    expect((error as ResendTooSoonError).retryAfterSeconds).toBe(15);
  });

  it("issues a queued request's code once: a retried job with the same code id records nothing more", () =>
    given([registered, codeIssued(code('c2', at(2)))])
      .when({ type: 'IssueEmailVerificationCode', code: code('c2', at(2, 5)), now: at(2, 5) })
      .then([]));

  it('issues a new code after a minute', () =>
    given([registered, codeIssued()])
      .when({ type: 'IssueEmailVerificationCode', code: code('c2', at(1)), now: at(1) })
      .then([codeIssued(code('c2', at(1)))]));
});

describe('login', () => {
  const state = (events: UserEvent[]) => foldEvents(userDecider, events);
  const fails = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      return error;
    }
    throw new Error('did not fail');
  };

  it('answers a wrong password and an unknown account with one generic message', () => {
    for (const refusal of [
      fails(() => decideLogin(state([registered, verified]), false)),
      fails(() => decideLogin(state([]), true)),
    ]) {
      expect(refusal).toBeInstanceOf(UnauthorizedError);
      expect(refusal).toMatchObject({ message: M.invalidCredentials });
    }
  });

  it("refuses a blocked account with 'Your account has been blocked'", () => {
    const blocked: UserEvent = { type: 'UserBlocked', data: { userId: 'u1', blockedAt: T0 } };
    const refusal = fails(() => decideLogin(state([registered, verified, blocked]), true));
    expect(refusal).toBeInstanceOf(ForbiddenError);
    expect(refusal).toMatchObject({ message: 'Your account has been blocked' });
  });

  it('asks an unverified account to verify its e-mail', () => {
    const refusal = fails(() => decideLogin(state([registered, codeIssued()]), true));
    expect(refusal).toBeInstanceOf(ForbiddenError);
    expect(refusal).toMatchObject({ message: M.emailNotVerified });
  });

  it('lets a verified, active account in', () => {
    expect(decideLogin(state([registered, verified]), true)).toEqual({ userId: 'u1' });
  });

  it('refuses a deleted account with the generic message', () => {
    const deleted: UserEvent = { type: 'UserDeleted', data: { userId: 'u1', deletedAt: T0 } };
    expect(fails(() => decideLogin(state([registered, verified, deleted]), true))).toMatchObject({
      message: M.invalidCredentials,
    });
  });
});

describe('passwords', () => {
  const resetRequested: UserEvent = {
    type: 'PasswordResetRequested',
    data: { userId: 'u1', tokenId: 't1', tokenHash: 'th', requestedAt: T0, expiresAt: at(60) },
  };

  it('changes the password only with the right current one', () => {
    given([registered, verified])
      .when({ type: 'ChangePassword', currentPasswordMatches: false, passwordHash: 'new', now: at(1) })
      .thenFails(M.currentPasswordWrong, ValidationError);
    given([registered, verified])
      .when({ type: 'ChangePassword', currentPasswordMatches: true, passwordHash: 'new', now: at(1) })
      .then([{ type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'new', changedAt: at(1) } }]);
  });

  it('resets the password with a valid link', () =>
    given([registered, resetRequested])
      .when({ type: 'ResetPassword', tokenId: 't1', tokenHash: 'th', passwordHash: 'new', now: at(59) })
      .then([{ type: 'PasswordReset', data: { userId: 'u1', tokenId: 't1', passwordHash: 'new', resetAt: at(59) } }]));

  it('uses a reset link once', () =>
    given([
      registered,
      resetRequested,
      { type: 'PasswordReset', data: { userId: 'u1', tokenId: 't1', passwordHash: 'new', resetAt: at(1) } },
    ])
      .when({ type: 'ResetPassword', tokenId: 't1', tokenHash: 'th', passwordHash: 'newer', now: at(2) })
      .thenFails(M.resetLinkInvalid, ValidationError));

  it('refuses a reset link older than an hour', () =>
    given([registered, resetRequested])
      .when({ type: 'ResetPassword', tokenId: 't1', tokenHash: 'th', passwordHash: 'new', now: at(60) })
      .thenFails(M.resetLinkInvalid, ValidationError));

  it('records a queued reset request once: a retried job with the same token id records nothing more', () =>
    given([registered, resetRequested])
      .when({ type: 'RequestPasswordReset', tokenId: 't1', tokenHash: 'th', expiresAt: at(61), now: at(1) })
      .then([]));

  it('records a new reset request with another token id', () =>
    given([registered, resetRequested])
      .when({ type: 'RequestPasswordReset', tokenId: 't2', tokenHash: 'th2', expiresAt: at(61), now: at(1) })
      .then([
        {
          type: 'PasswordResetRequested',
          data: { userId: 'u1', tokenId: 't2', tokenHash: 'th2', requestedAt: at(1), expiresAt: at(61) },
        },
      ]));

  it('refuses a reset link with the wrong secret', () =>
    given([registered, resetRequested])
      .when({ type: 'ResetPassword', tokenId: 't1', tokenHash: 'other', passwordHash: 'new', now: at(1) })
      .thenFails(M.resetLinkInvalid, ValidationError));
});

describe('e-mail and phone changes', () => {
  const emailChangeRequested: UserEvent = {
    type: 'EmailChangeRequested',
    data: { userId: 'u1', newEmailKey: 'ek2', personal: 'sealed-new', ...code('e1') },
  };

  it('refuses the current e-mail as the new one', () =>
    given([registered, verified])
      .when({ type: 'RequestEmailChange', newEmailKey: 'ek', personal: 's', code: code('e1'), now: T0 })
      .thenFails(M.sameEmail, ValidationError));

  it('changes the e-mail with the right code', () =>
    given([registered, verified, emailChangeRequested])
      .when({ type: 'ConfirmEmailChange', codeHash: 'hash-e1', now: at(1) })
      .then([
        {
          type: 'EmailChanged',
          data: { userId: 'u1', emailKey: 'ek2', previousEmailKey: 'ek', personal: 'sealed-new', changedAt: at(1) },
        },
      ]));

  it('refuses a confirmation when no change was requested', () =>
    given([registered, verified])
      .when({ type: 'ConfirmEmailChange', codeHash: 'x', now: at(1) })
      .thenFails(M.noEmailChange, ValidationError));

  it('changes the phone with the right code', () =>
    given([
      registered,
      verified,
      { type: 'PhoneChangeRequested', data: { userId: 'u1', newPhoneKey: 'pk2', personal: 'sp', ...code('p1') } },
    ])
      .when({ type: 'ConfirmPhoneChange', codeHash: 'hash-p1', now: at(1) })
      .then([
        {
          type: 'PhoneChanged',
          data: { userId: 'u1', phoneKey: 'pk2', previousPhoneKey: 'pk', personal: 'sp', changedAt: at(1) },
        },
      ]));

  it('expires a phone change code after 15 minutes', () =>
    given([
      registered,
      verified,
      { type: 'PhoneChangeRequested', data: { userId: 'u1', newPhoneKey: 'pk2', personal: 'sp', ...code('p1') } },
    ])
      .when({ type: 'ConfirmPhoneChange', codeHash: 'hash-p1', now: at(16) })
      .thenFails(/expired/, ValidationError));
});

describe('admin actions on a user', () => {
  it('refuses to change your own role', () =>
    given([registered, verified])
      .when({ type: 'ChangeRole', actorId: 'u1', role: 'admin', now: T0 })
      .thenFails(M.ownRole, ValidationError));

  it('refuses to block yourself', () =>
    given([registered, verified])
      .when({ type: 'BlockUser', actorId: 'u1', now: T0 })
      .thenFails(M.ownBlock, ValidationError));

  it('refuses to delete yourself', () =>
    given([registered, verified])
      .when({ type: 'DeleteUser', actorId: 'u1', now: T0 })
      .thenFails(M.ownDelete, ValidationError));

  it('blocks and unblocks another user', () => {
    given([registered])
      .when({ type: 'BlockUser', actorId: 'admin', now: T0 })
      .then([{ type: 'UserBlocked', data: { userId: 'u1', blockedAt: T0 } }]);
    given([registered, { type: 'UserBlocked', data: { userId: 'u1', blockedAt: T0 } }])
      .when({ type: 'UnblockUser', actorId: 'admin', now: T0 })
      .then([{ type: 'UserUnblocked', data: { userId: 'u1', unblockedAt: T0 } }]);
  });

  it('answers a deleted user with User not found', () =>
    given([registered, { type: 'UserDeleted', data: { userId: 'u1', deletedAt: T0 } }])
      .when({ type: 'ChangeRole', actorId: 'admin', role: 'admin', now: T0 })
      .thenFails(M.userNotFound, NotFoundError));
});
