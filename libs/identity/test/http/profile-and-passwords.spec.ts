import { VALIDATION_MESSAGES as V } from '@store/contracts';
import { call, newUser, registerVerified } from '../../src/testing';
import { codeIn, moveDateBy } from '@store/platform/testing';
import { useIdentityApp } from '../support/identity-test-app';

describe('profile, passwords, e-mail and phone changes', () => {
  const t = useIdentityApp();
  afterEach(() => jest.useRealTimers());

  const login = (email: string, password: string) =>
    call(t.app, 'POST', '/api/auth/login', { body: { email, password } });

  describe('PUT /auth/profile', () => {
    it("updates name and address ('Profile updated successfully!'), country India by default", async () => {
      const { token } = await registerVerified(t);
      const res = await call(t.app, 'PUT', '/api/auth/profile', {
        token,
        body: {
          name: 'Asha Rao',
          address: { houseName: 'Flat 4B', street: 'FC Road', city: 'Pune', state: 'Maharashtra', zipCode: '411004' },
        },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        message: 'Profile updated successfully!',
        user: expect.objectContaining({
          name: 'Asha Rao',
          address: {
            houseName: 'Flat 4B',
            street: 'FC Road',
            city: 'Pune',
            state: 'Maharashtra',
            zipCode: '411004',
            country: 'India',
          },
        }),
      });
      expect((await call(t.app, 'GET', '/api/auth/me', { token })).body.user.name).toBe('Asha Rao');
    });

    it('keeps the address when only the name changes, and clears it with null', async () => {
      const { token, payload } = await registerVerified(t);
      const renamed = await call(t.app, 'PUT', '/api/auth/profile', {
        token,
        body: { name: 'Asha K', phone: payload.phone },
      });
      expect(renamed.body.user.address.street).toBe('12 MG Road');
      const cleared = await call(t.app, 'PUT', '/api/auth/profile', { token, body: { address: null } });
      expect(cleared.body.user).toMatchObject({ name: 'Asha K', address: null });
    });

    it("refuses a bad phone with 'Please enter a valid 10-digit Indian mobile number' and a new phone without its code", async () => {
      const { token } = await registerVerified(t);
      const bad = await call(t.app, 'PUT', '/api/auth/profile', { token, body: { phone: '12345' } });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(V.phoneInvalid);
      const other = await call(t.app, 'PUT', '/api/auth/profile', { token, body: { phone: newUser().phone } });
      expect(other.status).toBe(400);
      expect(other.body.errors).toEqual([{ param: 'phone', msg: expect.stringContaining('request a phone change') }]);
    });

    it("refuses a name shorter than 2 characters with 'Name must be at least 2 characters'", async () => {
      const { token } = await registerVerified(t);
      const res = await call(t.app, 'PUT', '/api/auth/profile', { token, body: { name: 'A' } });
      expect(res.body.message).toBe(V.nameTooShort);
    });

    it('answers 401 without a token', async () => {
      expect((await call(t.app, 'PUT', '/api/auth/profile', { body: { name: 'Asha' } })).status).toBe(401);
    });
  });

  describe('change password', () => {
    it('needs the current password', async () => {
      const { token, payload } = await registerVerified(t);
      const wrong = await call(t.app, 'PUT', '/api/auth/change-password', {
        token,
        body: { currentPassword: 'nope-nope', newPassword: 'newsecret1' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({
        message: 'Current password is incorrect',
        errors: [{ param: 'currentPassword' }],
      });
      const ok = await call(t.app, 'PUT', '/api/auth/change-password', {
        token,
        body: { currentPassword: payload.password, newPassword: 'newsecret1' },
      });
      expect(ok.body).toEqual({ success: true, message: 'Password changed successfully!', token: expect.any(String) });
      expect((await login(payload.email, payload.password)).status).toBe(401);
      expect((await login(payload.email, 'newsecret1')).status).toBe(200);
    });

    it("refuses a short new password with 'New password must be at least 6 characters' and a wrong confirmation", async () => {
      const { token, payload } = await registerVerified(t);
      const short = await call(t.app, 'PUT', '/api/auth/change-password', {
        token,
        body: { currentPassword: payload.password, newPassword: '123' },
      });
      expect(short.body.message).toBe(V.newPasswordTooShort);
      const mismatch = await call(t.app, 'PUT', '/api/auth/change-password', {
        token,
        body: { currentPassword: payload.password, newPassword: 'newsecret1', confirmPassword: 'other123' },
      });
      expect(mismatch.body.message).toBe(V.newPasswordsDoNotMatch);
    });
  });

  describe('forgot and reset password', () => {
    const forgot = (email: string) => call(t.app, 'POST', '/api/auth/forgot-password', { body: { email } });
    const resetLinkIn = async (email: string) => {
      const mail = await t.smtp.waitFor(email, (m) => /reset/i.test(m.subject));
      const link = /(http:\/\/localhost:5173\/reset-password\?token=\S+)/.exec(mail.text)![1];
      expect(mail.html).toContain('Set a new password');
      return decodeURIComponent(new URL(link).searchParams.get('token')!);
    };

    it('answers the same message for known and unknown addresses (no enumeration)', async () => {
      const { payload } = await registerVerified(t);
      const known = await forgot(payload.email);
      const unknown = await forgot('nobody.known@example.in');
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(known.body).toEqual(unknown.body);
      expect(known.body.message).toContain('password reset link');
    });

    it('resets the password with the e-mailed link, once, and ends the old sessions', async () => {
      const { payload, token: oldToken } = await registerVerified(t);
      await forgot(payload.email);
      const token = await resetLinkIn(payload.email);
      await new Promise((resolve) => setTimeout(resolve, 1100)); // tokens carry whole seconds
      const res = await call(t.app, 'POST', '/api/auth/reset-password', { body: { token, password: 'brandnew1' } });
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect((await login(payload.email, 'brandnew1')).status).toBe(200);
      expect((await call(t.app, 'GET', '/api/auth/me', { token: oldToken })).status).toBe(401);
      const again = await call(t.app, 'POST', '/api/auth/reset-password', { body: { token, password: 'another12' } });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe('This password reset link is invalid or has expired');
    });

    it('refuses a link older than 1 hour', async () => {
      const { payload } = await registerVerified(t);
      await forgot(payload.email);
      const token = await resetLinkIn(payload.email);
      moveDateBy(60 * 60_000 + 1000);
      const res = await call(t.app, 'POST', '/api/auth/reset-password', { body: { token, password: 'brandnew1' } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('This password reset link is invalid or has expired');
    });

    it('refuses a forged token', async () => {
      const { id } = await registerVerified(t);
      const res = await call(t.app, 'POST', '/api/auth/reset-password', {
        body: { token: `${id}.abc.def`, password: 'brandnew1' },
      });
      expect(res.status).toBe(400);
    });

    it('rate-limits forgot-password per address: 429 with Retry-After after 3 an hour', async () => {
      const email = 'limited.reset@example.in';
      for (let i = 0; i < 3; i += 1) expect((await forgot(email)).status).toBe(200);
      const limited = await forgot(email);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    });
  });

  describe('e-mail change', () => {
    it('sends a code to the new address and changes the e-mail with it', async () => {
      const { token, payload } = await registerVerified(t);
      const newEmail = newUser().email;
      const requested = await call(t.app, 'POST', '/api/auth/request-email-change', { token, body: { newEmail } });
      expect(requested.status).toBe(200);
      const mail = await t.smtp.waitFor(newEmail, (m) => /new .*email/i.test(m.subject));
      const confirmed = await call(t.app, 'POST', '/api/auth/confirm-email-change', {
        token,
        body: { code: codeIn(mail) },
      });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.user).toMatchObject({ email: newEmail, isEmailVerified: true });
      expect((await login(newEmail, payload.password)).status).toBe(200);
      expect((await login(payload.email, payload.password)).status).toBe(401);
      // the old address is free again
      expect(
        (await call(t.app, 'POST', '/api/auth/register', { body: newUser({ email: payload.email }) })).status,
      ).toBe(201);
    });

    it('refuses an address another account uses, and a wrong code', async () => {
      const other = await registerVerified(t);
      const { token } = await registerVerified(t);
      const taken = await call(t.app, 'POST', '/api/auth/request-email-change', {
        token,
        body: { newEmail: other.payload.email },
      });
      expect(taken.status).toBe(409);
      expect(taken.body.errors).toEqual([{ param: 'newEmail', msg: 'An account with this email already exists' }]);
      await call(t.app, 'POST', '/api/auth/request-email-change', { token, body: { newEmail: newUser().email } });
      const wrong = await call(t.app, 'POST', '/api/auth/confirm-email-change', { token, body: { code: '000000' } });
      expect(wrong.status).toBe(400);
    });

    it('gives the new address to only one of two accounts confirming at once', async () => {
      const a = await registerVerified(t);
      const b = await registerVerified(t);
      const wanted = newUser().email;
      await call(t.app, 'POST', '/api/auth/request-email-change', { token: a.token, body: { newEmail: wanted } });
      await call(t.app, 'POST', '/api/auth/request-email-change', { token: b.token, body: { newEmail: wanted } });
      await t.smtp.waitFor(wanted, () => t.smtp.to(wanted).length >= 2);
      const codes = t.smtp.to(wanted).map(codeIn);
      // Each account got one of the codes: try both with both tokens, all at once.
      const attempts = [a.token, b.token].flatMap((token) =>
        codes.map((code) => call(t.app, 'POST', '/api/auth/confirm-email-change', { token, body: { code } })),
      );
      const all = await Promise.all(attempts);
      expect(all.filter((res) => res.status === 200)).toHaveLength(1);
      const rows = await t.db.selectFrom('user_account').select('id').where('email', '=', wanted).execute();
      expect(rows).toHaveLength(1);
    });
  });

  describe('phone change and verification', () => {
    it('confirms a new phone with the code e-mailed to the account', async () => {
      const { token, payload } = await registerVerified(t);
      const newPhone = newUser().phone;
      const requested = await call(t.app, 'POST', '/api/auth/request-phone-change', {
        token,
        body: { newPhone: `+91${newPhone}` },
      });
      expect(requested.status).toBe(200);
      const mail = await t.smtp.waitFor(payload.email, (m) => /phone/i.test(m.subject));
      expect(mail.text).toContain(newPhone.slice(-4));
      const confirmed = await call(t.app, 'POST', '/api/auth/confirm-phone-change', {
        token,
        body: { code: codeIn(mail) },
      });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.user).toMatchObject({ phone: newPhone, isPhoneVerified: true });
      expect((await login(newPhone, payload.password)).status).toBe(200);
    });

    it('verifies the current phone with send-phone-verification and verify-phone', async () => {
      const { token, payload } = await registerVerified(t);
      expect((await call(t.app, 'POST', '/api/auth/send-phone-verification', { token })).status).toBe(200);
      const mail = await t.smtp.waitFor(payload.email, (m) => /phone/i.test(m.subject));
      const verified = await call(t.app, 'POST', '/api/auth/verify-phone', { token, body: { code: codeIn(mail) } });
      expect(verified.status).toBe(200);
      expect(verified.body.user.isPhoneVerified).toBe(true);
    });

    it("allows one new code a minute: 429 'Please wait {n} seconds before requesting a new code' with Retry-After", async () => {
      const { token } = await registerVerified(t);
      expect((await call(t.app, 'POST', '/api/auth/send-phone-verification', { token })).status).toBe(200);
      const again = await call(t.app, 'POST', '/api/auth/send-phone-verification', { token });
      expect(again.status).toBe(429);
      const seconds = Number(again.headers['retry-after']);
      expect(seconds).toBeGreaterThan(50);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(again.body).toEqual({
        success: false,
        message: `Please wait ${seconds} seconds before requesting a new code`,
      });
    });

    it('refuses a phone another account uses', async () => {
      const other = await registerVerified(t);
      const { token } = await registerVerified(t);
      const res = await call(t.app, 'POST', '/api/auth/request-phone-change', {
        token,
        body: { newPhone: other.payload.phone },
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('An account with this phone number already exists');
    });
  });

  describe('signed-in e-mail verification', () => {
    it('answers a verified account that its e-mail is already verified', async () => {
      const { token } = await registerVerified(t);
      const res = await call(t.app, 'POST', '/api/auth/send-email-verification', { token });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Email is already verified');
      const verify = await call(t.app, 'POST', '/api/auth/verify-email', { token, body: { code: '123456' } });
      expect(verify.body.message).toBe('Email is already verified');
    });
  });
});
