import { ConflictError, ForbiddenError, ValidationError } from '@store/platform/domain';
import { claimDecider, ClaimEvent } from '../../src/domain/claim';
import { rosterDecider, RosterEvent } from '../../src/domain/admin-roster';
import { IDENTITY_MESSAGES as M } from '../../src/domain/messages';
import { givenFor } from '@store/platform/testing';

const T0 = '2026-01-10T10:00:00.000Z';

describe('e-mail and phone uniqueness claims', () => {
  const given = givenFor(claimDecider);
  const claimed = (userId: string): ClaimEvent => ({
    type: 'IdentifierClaimed',
    data: { kind: 'email', userId, claimedAt: T0 },
  });
  const claim = (userId: string, replacing?: string) =>
    ({ type: 'Claim', kind: 'email', userId, now: T0, replacing, message: M.emailTaken, field: 'email' }) as const;

  it('claims a free value', () =>
    given([])
      .when(claim('a'))
      .then([claimed('a')]));
  it('refuses a value another account holds', () =>
    given([claimed('a')])
      .when(claim('b'))
      .thenFails(M.emailTaken, ConflictError));
  it('is idempotent for its owner', () =>
    given([claimed('a')])
      .when(claim('a'))
      .then([]));
  it('frees the value on release', () =>
    given([claimed('a'), { type: 'IdentifierReleased', data: { kind: 'email', userId: 'a', releasedAt: T0 } }])
      .when(claim('b'))
      .then([claimed('b')]));
  it('takes over an abandoned claim only from the named owner', () => {
    given([claimed('a')])
      .when(claim('b', 'a'))
      .then([{ type: 'IdentifierReleased', data: { kind: 'email', userId: 'a', releasedAt: T0 } }, claimed('b')]);
    given([claimed('c')])
      .when(claim('b', 'a'))
      .thenFails(M.emailTaken, ConflictError);
  });
});

describe('admin roster', () => {
  const given = givenFor(rosterDecider);
  const seat = (userId: string): RosterEvent => ({
    type: 'AdminSeatTaken',
    data: { userId, reason: 'promoted', at: T0 },
  });
  const release = (userId: string, actorId: string | null, reason: 'demoted' | 'blocked' | 'deleted' = 'demoted') =>
    ({ type: 'ReleaseSeat', userId, actorId, reason, now: T0 }) as const;

  it('refuses to demote the last admin', () =>
    given([seat('a')])
      .when(release('a', 'a'))
      .thenFails(M.lastAdminDemote, ConflictError));
  it('refuses to block or delete the last admin', () => {
    given([seat('a')])
      .when(release('a', null, 'blocked'))
      .thenFails(M.lastAdminBlock, ConflictError);
    given([seat('a')])
      .when(release('a', null, 'deleted'))
      .thenFails(M.lastAdminDelete, ConflictError);
  });
  it('refuses self-demotion when other admins exist', () =>
    given([seat('a'), seat('b')])
      .when(release('a', 'a'))
      .thenFails(M.ownRole, ValidationError));
  it('lets an admin demote another admin', () =>
    given([seat('a'), seat('b')])
      .when(release('b', 'a'))
      .then([{ type: 'AdminSeatReleased', data: { userId: 'b', reason: 'demoted', at: T0 } }]));
  it('refuses an actor who is no longer an admin (the loser of a mutual demotion)', () =>
    given([seat('a'), seat('b'), { type: 'AdminSeatReleased', data: { userId: 'b', reason: 'demoted', at: T0 } }])
      .when(release('a', 'b'))
      .thenFails(M.adminRequired, ForbiddenError));
  it('ignores users without a seat', () =>
    given([seat('a')])
      .when(release('x', 'a'))
      .then([]));
});
