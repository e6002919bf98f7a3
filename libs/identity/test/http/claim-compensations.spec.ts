import { call, newUser, registerVerified } from '../../src/testing';
import { CommandHandling, ValidationError } from '@store/platform';
import { codeIn } from '@store/platform/testing';
import type { ClaimKind } from '../../src/domain/claim';
import { normaliseEmail } from '../../src/domain/identifiers';
import { HashingService } from '../../src/services/hashing.service';
import { IdentifierClaims } from '../../src/services/identifier-claims.service';
import { IdentityStore } from '../../src/services/identity-store.service';
import { useIdentityApp } from '../support/identity-test-app';

/**
 * Issue #40: registration and contact changes are processes whose steps claim an e-mail or a
 * phone; when a later step fails, the claims already taken are given back (each compensation
 * tested here), so the value can be used again at once rather than after the abandoned-claim wait.
 */
describe('claims are given back when a later step fails', () => {
  const t = useIdentityApp();
  afterEach(() => jest.restoreAllMocks());

  /** Makes the user command of this type fail once, as if the event store refused the append. */
  function failOnce(commandType: string, error: Error = new Error('event store unavailable')) {
    const commands = t.app.get(CommandHandling);
    const decide = commands.decide.bind(commands);
    const spy = jest.spyOn(commands, 'decide');
    let failed = false;
    spy.mockImplementation((decider, streamId, command, context, options) => {
      if (!failed && (command as { type?: string }).type === commandType) {
        failed = true;
        return Promise.reject(error);
      }
      return decide(decider, streamId, command, context, options);
    });
  }

  const ownerOf = async (kind: ClaimKind, value: string) => {
    const key = await t.app.get(HashingService).claimKey(kind, kind === 'email' ? normaliseEmail(value) : value);
    return (await t.app.get(IdentityStore).claim(kind, key)).owner;
  };

  describe('registration: claim the e-mail, claim the phone, record the account', () => {
    it('releases the e-mail and phone when recording the account fails, so they register again at once', async () => {
      const payload = newUser();
      failOnce('RegisterUser');
      const failed = await call(t.app, 'POST', '/api/auth/register', { body: payload });
      expect(failed.status).toBe(500);
      expect(await ownerOf('email', payload.email)).toBeNull();
      expect(await ownerOf('phone', payload.phone)).toBeNull();
      expect((await call(t.app, 'POST', '/api/auth/register', { body: payload })).status).toBe(201);
    });

    it("answers with the failing step's own error, and logs a compensation that failed too", async () => {
      const payload = newUser();
      failOnce('RegisterUser', new ValidationError('Recording refused'));
      jest.spyOn(t.app.get(IdentifierClaims), 'release').mockRejectedValueOnce(new Error('release refused'));
      const failed = await call(t.app, 'POST', '/api/auth/register', { body: payload });
      expect(failed.status).toBe(400);
      expect(failed.body.message).toBe('Recording refused');
      // The phone's release failed and was logged; the e-mail's still ran.
      expect(t.logs).toContainEqual(
        expect.objectContaining({ level: 'error', msg: 'registration: could not undo "claim the phone"' }),
      );
      expect(await ownerOf('email', payload.email)).toBeNull();
    });
  });

  describe('contact change: claim the new value, record the change, free the old one', () => {
    it('releases the new e-mail when recording the change fails; another account may then take it', async () => {
      const a = await registerVerified(t);
      const b = await registerVerified(t);
      const wanted = newUser().email;
      await call(t.app, 'POST', '/api/auth/request-email-change', { token: a.token, body: { newEmail: wanted } });
      const code = codeIn(await t.smtp.waitFor(wanted, (m) => /new .*email/i.test(m.subject)));
      failOnce('ConfirmEmailChange');
      const failed = await call(t.app, 'POST', '/api/auth/confirm-email-change', { token: a.token, body: { code } });
      expect(failed.status).toBe(500);
      expect(await ownerOf('email', wanted)).toBeNull();
      expect(await ownerOf('email', a.payload.email)).toBe(a.id); // the old address stays the account's
      const taken = await call(t.app, 'POST', '/api/auth/request-email-change', {
        token: b.token,
        body: { newEmail: wanted },
      });
      expect(taken.status).toBe(200);
    });

    it('releases the new phone when recording the change fails; the same code then confirms it', async () => {
      const { token, payload, id } = await registerVerified(t);
      const newPhone = newUser().phone;
      await call(t.app, 'POST', '/api/auth/request-phone-change', { token, body: { newPhone } });
      const code = codeIn(await t.smtp.waitFor(payload.email, (m) => /phone/i.test(m.subject)));
      failOnce('ConfirmPhoneChange');
      const failed = await call(t.app, 'POST', '/api/auth/confirm-phone-change', { token, body: { code } });
      expect(failed.status).toBe(500);
      expect(await ownerOf('phone', newPhone)).toBeNull();
      expect(await ownerOf('phone', payload.phone)).toBe(id);
      const confirmed = await call(t.app, 'POST', '/api/auth/confirm-phone-change', { token, body: { code } });
      expect(confirmed.status).toBe(200);
      expect(await ownerOf('phone', newPhone)).toBe(id);
      expect(await ownerOf('phone', payload.phone)).toBeNull();
    });
  });
});
