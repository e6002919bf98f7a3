import { MARKETING_CONSENT_MESSAGES as MC } from '@store/contracts';
import { ExpiringSignedTokens } from '@store/platform';
import { MarketingRecipients, UnsubscribeLinks, UNSUBSCRIBE_LINK_TTL_MS } from '../../src';
import { userStream } from '../../src/streams';
import { adminToken, call, registerVerified } from '../../src/testing';
import { useIdentityApp } from '../support/identity-test-app';

/** The user id and token of an unsubscribe link. */
const linkParts = (url: string) => {
  const params = new URL(url).searchParams;
  return { user: params.get('u')!, token: params.get('t')! };
};

describe('marketing consent and the unsubscribe link (issue #44)', () => {
  const t = useIdentityApp();
  let admin: string;
  beforeAll(async () => {
    admin = (await adminToken(t)).token;
  });

  const consentEvents = async (userId: string) =>
    (await t.eventStore.readStream(userStream(userId)))
      .filter((event) => event.type.startsWith('MarketingConsent'))
      .map((event) => ({ type: event.type, source: (event.data as { source: string }).source }));
  const setConsent = (token: string | undefined, body: unknown) =>
    call(t.app, 'PUT', '/api/auth/marketing-consent', { token, body });
  const unsubscribe = (body: unknown) => call(t.app, 'POST', '/api/auth/unsubscribe', { body });

  describe('registration', () => {
    it('leaves consent off when the box is not ticked', async () => {
      const shopper = await registerVerified(t);
      expect(shopper.user.marketingConsent).toBe(false);
      expect(await consentEvents(shopper.id)).toEqual([]);
    });

    it('records the consent given at registration when ticked', async () => {
      const shopper = await registerVerified(t, { marketingConsent: true });
      expect(shopper.user.marketingConsent).toBe(true);
      expect(await consentEvents(shopper.id)).toEqual([{ type: 'MarketingConsentGiven', source: 'registration' }]);
    });

    it('refuses a consent that is not true or false', async () => {
      const res = await call(t.app, 'POST', '/api/auth/register', {
        body: {
          name: 'Asha',
          email: 'asha.bad@example.in',
          phone: '9876501234',
          password: 'secret123',
          marketingConsent: 'yes',
        },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ param: 'marketingConsent', msg: MC.consentRequired }]);
    });
  });

  describe('PUT /auth/marketing-consent', () => {
    it('answers 401 without a token', async () => {
      const res = await setConsent(undefined, { consent: true });
      expect(res.status).toBe(401);
    });

    it('refuses a missing or non-boolean consent with a field error, nothing written', async () => {
      const shopper = await registerVerified(t);
      for (const body of [{}, { consent: 'yes' }, { consent: 1 }]) {
        const res = await setConsent(shopper.token, body);
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual([{ param: 'consent', msg: MC.consentRequired }]);
      }
      expect(await consentEvents(shopper.id)).toEqual([]);
    });

    it('gives and withdraws consent on the profile, once per change, and the admin sees it in the history', async () => {
      const shopper = await registerVerified(t);
      const given = await setConsent(shopper.token, { consent: true });
      expect(given.status).toBe(200);
      expect(given.body).toMatchObject({ success: true, message: MC.consentGiven, user: { marketingConsent: true } });
      await setConsent(shopper.token, { consent: true }); // the same choice again: nothing recorded
      const withdrawn = await setConsent(shopper.token, { consent: false });
      expect(withdrawn.body).toMatchObject({ message: MC.consentWithdrawn, user: { marketingConsent: false } });
      expect(await consentEvents(shopper.id)).toEqual([
        { type: 'MarketingConsentGiven', source: 'profile' },
        { type: 'MarketingConsentWithdrawn', source: 'profile' },
      ]);

      const details = await call(t.app, 'GET', `/api/users/${shopper.id}`, { token: admin });
      expect(details.body.user.marketingConsent).toBe(false);
      const history = await call(t.app, 'GET', `/api/users/${shopper.id}/history`, { token: admin });
      expect(history.body.history.map((entry: { summary: string }) => entry.summary)).toEqual(
        expect.arrayContaining([
          'Agreed to marketing e-mails (on the profile)',
          'Withdrew consent to marketing e-mails (on the profile)',
        ]),
      );
    });
  });

  describe('POST /auth/unsubscribe (no sign-in)', () => {
    it('withdraws consent through the signed link and records its source', async () => {
      const shopper = await registerVerified(t, { marketingConsent: true });
      const recipient = await t.app.get(MarketingRecipients).recipient(shopper.id);
      expect(recipient).toMatchObject({ userId: shopper.id, email: shopper.payload.email });
      expect(recipient!.unsubscribeUrl).toMatch(/^http:\/\/localhost:5173\/unsubscribe\?u=/);

      const res = await unsubscribe(linkParts(recipient!.unsubscribeUrl));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: MC.unsubscribed });
      expect(await consentEvents(shopper.id)).toEqual([
        { type: 'MarketingConsentGiven', source: 'registration' },
        { type: 'MarketingConsentWithdrawn', source: 'unsubscribe-link' },
      ]);
      expect(await t.app.get(MarketingRecipients).recipient(shopper.id)).toBeNull();

      const again = await unsubscribe(linkParts(recipient!.unsubscribeUrl)); // the link used twice
      expect(again.status).toBe(200);
      expect(await consentEvents(shopper.id)).toHaveLength(2);
    });

    it('refuses a tampered signature, another user id, a foreign token or a missing field with 400 and writes nothing', async () => {
      const shopper = await registerVerified(t, { marketingConsent: true });
      const other = await registerVerified(t, { marketingConsent: true });
      const { user, token } = linkParts(t.app.get(UnsubscribeLinks).url(shopper.id));
      const flipped = `${token.slice(0, -2)}${token.at(-2) === 'A' ? 'B' : 'A'}${token.at(-1)}`;
      const foreign = new ExpiringSignedTokens('another-secret-entirely', 'marketing-unsubscribe/v1', 60_000).issue(
        user,
      );
      for (const body of [
        { user, token: flipped },
        { user: other.id, token },
        { user, token: foreign },
        { user, token: 'x'.repeat(65) },
        { user },
        { token },
      ]) {
        const res = await unsubscribe(body);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ success: false, message: MC.linkInvalid });
      }
      expect(await consentEvents(shopper.id)).toHaveLength(1);
      expect(await consentEvents(other.id)).toHaveLength(1);
    });

    it("refuses a link past its year with 'expired'", async () => {
      const shopper = await registerVerified(t, { marketingConsent: true });
      const old = new ExpiringSignedTokens(
        t.config.JWT_SECRET,
        'marketing-unsubscribe/v1',
        UNSUBSCRIBE_LINK_TTL_MS,
      ).issue(shopper.id, Date.now() - UNSUBSCRIBE_LINK_TTL_MS - 60_000);
      const res = await unsubscribe({ user: shopper.id, token: old });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MC.linkExpired);
      expect(await consentEvents(shopper.id)).toHaveLength(1);
    });
  });

  it('gives no marketing recipient for a shopper who never agreed', async () => {
    const shopper = await registerVerified(t);
    expect(await t.app.get(MarketingRecipients).recipient(shopper.id)).toBeNull();
  });
});
