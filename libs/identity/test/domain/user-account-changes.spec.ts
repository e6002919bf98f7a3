import { NotFoundError, ValidationError } from '@store/platform/domain';
import { IDENTITY_MESSAGES as M } from '../../src/domain/messages';
import type { UserEvent } from '../../src/domain/user-events';
import { at, code, given, registered, T0, verified } from './user-fixtures';

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
