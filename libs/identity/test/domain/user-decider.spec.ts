import { ConflictError, foldEvents, ForbiddenError, UnauthorizedError, ValidationError } from '@store/platform/domain';
import { decideLogin, userDecider } from '../../src/domain/user-decider';
import { IDENTITY_MESSAGES as M } from '../../src/domain/messages';
import { ResendTooSoonError } from '../../src/domain/codes';
import type { UserEvent } from '../../src/domain/user-events';
import { given, T0, at, code, registered, codeIssued, verified, failed, register } from './user-fixtures';

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
