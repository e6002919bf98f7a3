import { VALIDATION_MESSAGES as V } from '@store/contracts';
import { call, freshIp, isVerificationMail, newUser } from '../../src/testing';
import { codeIn, moveDateBy } from '@store/platform/testing';
import { useIdentityApp } from '../support/identity-test-app';

describe('registration and e-mail verification (real Postgres, Redis, SMTP)', () => {
  const t = useIdentityApp();
  afterEach(() => jest.useRealTimers());

  const register = (body: unknown) => call(t.app, 'POST', '/api/auth/register', { body });
  const verify = (email: string, code: string) =>
    call(t.app, 'POST', '/api/auth/verify-registration-email', { body: { email, code } });

  it("registers with the spec's response and e-mails a 6-digit code", async () => {
    const payload = newUser();
    const res = await register(payload);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message: 'Registration successful! Verification email sent to your email address',
      user: {
        _id: expect.any(String),
        name: 'Asha Verma',
        email: payload.email,
        phone: payload.phone,
        address: {
          houseName: '',
          street: '12 MG Road',
          city: 'Pune',
          state: 'Maharashtra',
          zipCode: '411001',
          country: 'India',
        },
        role: 'user',
        isEmailVerified: false,
        isPhoneVerified: false,
        active: true,
        marketingConsent: false,
        createdAt: expect.any(String),
      },
    });
    const mail = await t.smtp.waitFor(payload.email, isVerificationMail);
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(codeIn(mail));
    expect(mail.text).toContain('expires in 15 minutes');
  });

  it.each([
    ['name', { name: '' }, V.nameRequired],
    ['name', { name: 'A' }, V.nameTooShort],
    ['email', { email: '' }, V.emailRequired],
    ['email', { email: 'asha@nowhere' }, V.emailInvalid],
    ['phone', { phone: '' }, V.phoneRequired],
    ['phone', { phone: '5123456789' }, V.phoneInvalid],
    ['phone', { phone: '98765' }, V.phoneInvalid],
    ['password', { password: '' }, V.passwordRequired],
    ['password', { password: '12345' }, V.passwordTooShort],
    ['confirmPassword', { confirmPassword: 'different' }, V.passwordsDoNotMatch],
  ])('refuses a bad %s with the spec message (%j)', async (param, change, message) => {
    const res = await register(newUser(change));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message, errors: [{ param, msg: message }] });
  });

  it('reports every missing field at once', async () => {
    const res = await register({});
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { param: 'name', msg: V.nameRequired },
      { param: 'email', msg: V.emailRequired },
      { param: 'phone', msg: V.phoneRequired },
      { param: 'password', msg: V.passwordRequired },
    ]);
  });

  it("accepts a phone written '+91 98xxx-xxxxx' and stores its 10 digits", async () => {
    const payload = newUser();
    const res = await register({ ...payload, phone: `+91 ${payload.phone.slice(0, 5)}-${payload.phone.slice(5)}` });
    expect(res.status).toBe(201);
    expect(res.body.user.phone).toBe(payload.phone);
  });

  it('never takes the role from the request: role admin makes a normal user', async () => {
    const res = await register({ ...newUser(), role: 'admin', isEmailVerified: true, active: false });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ role: 'user', isEmailVerified: false, active: true });
  });

  it('refuses an e-mail that is already registered, whatever its case', async () => {
    const payload = newUser();
    expect((await register(payload)).status).toBe(201);
    const res = await register(newUser({ email: `  ${payload.email.toUpperCase()} ` }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      message: 'An account with this email already exists',
      errors: [{ param: 'email', msg: 'An account with this email already exists' }],
    });
  });

  it('refuses a phone number that is already registered', async () => {
    const payload = newUser();
    expect((await register(payload)).status).toBe(201);
    const res = await register(newUser({ phone: payload.phone }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: 'An account with this phone number already exists',
      errors: [{ param: 'phone' }],
    });
  });

  it('gives one account and one clear 409 to two concurrent registrations with one e-mail', async () => {
    const email = newUser().email;
    const results = await Promise.all(Array.from({ length: 4 }, () => register(newUser({ email }))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    for (const loser of results.filter((r) => r.status === 409))
      expect(loser.body.message).toBe('An account with this email already exists');
    const rows = await t.db.selectFrom('user_account').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
  });

  it('frees the e-mail again when a registration loses its phone race', async () => {
    const taken = newUser();
    expect((await register(taken)).status).toBe(201);
    const payload = newUser({ phone: taken.phone });
    expect((await register(payload)).status).toBe(409);
    expect((await register({ ...payload, phone: newUser().phone })).status).toBe(201);
  });

  it('verifies with the e-mailed code: { success, message, token, data: user } and a welcome e-mail', async () => {
    const payload = newUser();
    await register(payload);
    const code = codeIn(await t.smtp.waitFor(payload.email, isVerificationMail));
    const res = await verify(payload.email, code);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Email verified successfully!',
      token: expect.any(String),
      data: expect.objectContaining({ email: payload.email, isEmailVerified: true, role: 'user' }),
    });
    const me = await call(t.app, 'GET', '/api/auth/me', { token: res.body.token });
    expect(me.body.user).toMatchObject({ email: payload.email, isEmailVerified: true });
    const welcome = await t.smtp.waitFor(payload.email, (mail) => /welcome/i.test(mail.subject));
    expect(welcome.text).toContain('ThreadFit');
    expect(welcome.html).toContain('Shop the collection');
  });

  it("refuses a code that is not 6 digits with 'Please enter the 6-digit code sent to your email'", async () => {
    const res = await verify('someone@example.in', '123');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(V.codeIncomplete);
  });

  it('counts wrong codes and kills the code after 5 wrong tries', async () => {
    const payload = newUser();
    await register(payload);
    const code = codeIn(await t.smtp.waitFor(payload.email, isVerificationMail));
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) messages.push((await verify(payload.email, wrong)).body.message);
    expect(messages).toEqual([
      'Invalid verification code. 4 attempts left.',
      'Invalid verification code. 3 attempts left.',
      'Invalid verification code. 2 attempts left.',
      'Invalid verification code. 1 attempt left.',
      'Too many incorrect attempts: this code has expired. Please request a new code.',
    ]);
    const right = await verify(payload.email, code);
    expect(right.status).toBe(400);
    expect(right.body.message).toContain('expired');
  });

  it("answers an expired code (after 15 minutes) with a message containing 'expired', then lets the e-mail register again", async () => {
    const payload = newUser();
    await register(payload);
    const code = codeIn(await t.smtp.waitFor(payload.email, isVerificationMail));
    moveDateBy(15 * 60_000 + 1000);
    const res = await verify(payload.email, code);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Verification code has expired. Please request a new code or register again.');
    // "Verification code expired. Please register again."
    const again = await register({ ...payload, name: 'Asha V' });
    expect(again.status).toBe(201);
    expect(again.body.user.name).toBe('Asha V');
    const fresh = await t.smtp.waitFor(payload.email, (mail) => isVerificationMail(mail) && codeIn(mail) !== code);
    expect((await verify(payload.email, codeIn(fresh))).status).toBe(200);
  });

  it('refuses a second registration while the first code is still valid', async () => {
    const payload = newUser();
    await register(payload);
    expect((await register(payload)).status).toBe(409);
  });

  it('resends a code at most once a minute (sooner: the same answer and no new code), and only the new code works', async () => {
    const payload = newUser();
    await register(payload);
    const first = codeIn(await t.smtp.waitFor(payload.email, isVerificationMail));
    const tooSoon = await call(t.app, 'POST', '/api/auth/send-registration-email-verification', {
      body: { email: payload.email },
    });
    expect(tooSoon.status).toBe(200); // a 429 here told that an unverified account exists (issue #38)
    expect(tooSoon.body.message).toBe(
      'If an unverified account exists for this email, a new verification code has been sent',
    );

    moveDateBy(61_000);
    const resent = await call(t.app, 'POST', '/api/auth/send-registration-email-verification', {
      body: { email: payload.email },
    });
    expect(resent.status).toBe(200);
    const second = codeIn(
      await t.smtp.waitFor(payload.email, (mail) => isVerificationMail(mail) && codeIn(mail) !== first),
    );
    expect(
      t.smtp.messages.filter((mail) => mail.to.includes(payload.email.toLowerCase()) && isVerificationMail(mail)),
    ).toHaveLength(2);
    if (first !== second) expect((await verify(payload.email, first)).status).toBe(400);
    expect((await verify(payload.email, second)).status).toBe(200);
  });

  it('answers a resend for an unknown address like a sent one', async () => {
    const res = await call(t.app, 'POST', '/api/auth/send-registration-email-verification', {
      body: { email: 'nobody@example.in' },
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
  });

  it("tells a verification for an unknown e-mail to 'register again'", async () => {
    const res = await verify('nobody.here@example.in', '123456');
    expect(res.status).toBe(404);
    expect(res.body.message).toContain('register again');
  });

  it('asks an unverified account to verify at login, and it can request a new code', async () => {
    const payload = newUser();
    await register(payload);
    const res = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: payload.email, password: payload.password },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      'Please verify your email address before logging in. You can request a new verification code.',
    );
    moveDateBy(61_000);
    const resent = await call(t.app, 'POST', '/api/auth/send-registration-email-verification', {
      body: { email: payload.email },
      ip: freshIp(),
    });
    expect(resent.status).toBe(200);
  });

  it('keeps no plaintext code and no readable e-mail in the events', async () => {
    const payload = newUser();
    await register(payload);
    const code = codeIn(await t.smtp.waitFor(payload.email, isVerificationMail));
    const events = await t.eventStore.readAll();
    const log = JSON.stringify(events.map((event) => [event.streamId, event.data]));
    expect(log).not.toContain(payload.email);
    expect(log).not.toContain(payload.phone);
    expect(log).not.toContain(payload.name);
    expect(log).not.toContain(`"${code}"`);
  });
});
