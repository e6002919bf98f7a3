import { NotFoundError } from '@store/platform/domain';
import { IDENTITY_MESSAGES as M } from '../../src/domain/messages';
import type { UserEvent } from '../../src/domain/user-events';
import { at, code, codeIssued, given, register, registered, T0, verified } from './user-fixtures';

const given_ = (source: 'registration' | 'profile' | 'unsubscribe-link', givenAt = T0): UserEvent => ({
  type: 'MarketingConsentGiven',
  data: { userId: 'u1', source, givenAt },
});
const withdrawn = (source: 'registration' | 'profile' | 'unsubscribe-link', withdrawnAt = T0): UserEvent => ({
  type: 'MarketingConsentWithdrawn',
  data: { userId: 'u1', source, withdrawnAt },
});
const setConsent = (consent: boolean, source: 'profile' | 'unsubscribe-link' = 'profile', now = at(1)) =>
  ({ type: 'SetMarketingConsent', consent, source, now }) as const;

describe('marketing consent (issue #44)', () => {
  it('records no consent at registration when the box is left unticked (off by default)', () =>
    given([])
      .when(register())
      .then([{ ...registered, data: { ...registered.data, passwordHash: 'pw2', personal: 'sealed2' } }, codeIssued()]));

  it('records the consent given at registration when the box is ticked, with its source and time', () =>
    given([])
      .when({ ...register(), marketingConsent: true })
      .then([
        { ...registered, data: { ...registered.data, passwordHash: 'pw2', personal: 'sealed2' } },
        codeIssued(),
        given_('registration'),
      ]));

  it("takes the new form's choice when an unverified account whose code expired is registered again", () => {
    const renewed = {
      type: 'RegistrationRenewed',
      data: { userId: 'u1', phoneKey: 'pk', passwordHash: 'pw2', personal: 'sealed2', renewedAt: at(16) },
    } as const;
    given([registered, codeIssued()])
      .when({ ...register(at(16)), marketingConsent: true })
      .then([renewed, codeIssued(code('c1', at(16))), given_('registration', at(16))]);
    given([registered, codeIssued(), given_('registration')])
      .when(register(at(16)))
      .then([renewed, codeIssued(code('c1', at(16))), withdrawn('registration', at(16))]);
  });

  it('gives consent on the profile', () =>
    given([registered, verified])
      .when(setConsent(true))
      .then([given_('profile', at(1))]));

  it('records nothing when the consent is already what the shopper chose', () =>
    given([registered, verified, given_('profile')])
      .when(setConsent(true))
      .then([]));

  it('withdraws consent on the profile', () =>
    given([registered, verified, given_('registration')])
      .when(setConsent(false))
      .then([withdrawn('profile', at(1))]));

  it('withdraws consent through the unsubscribe link, once', () =>
    given([registered, verified, given_('profile')])
      .when(setConsent(false, 'unsubscribe-link'))
      .then([withdrawn('unsubscribe-link', at(1))]));

  it('records nothing when a shopper who never agreed unsubscribes', () =>
    given([registered, verified]).when(setConsent(false, 'unsubscribe-link')).then([]));

  it("refuses a change for a deleted account with 'User not found'", () =>
    given([registered, verified, { type: 'UserDeleted', data: { userId: 'u1', deletedAt: T0 } }])
      .when(setConsent(true))
      .thenFails(M.userNotFound, NotFoundError));
});
