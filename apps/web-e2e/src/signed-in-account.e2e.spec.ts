import type { Locator, Page } from 'playwright-core';
import { Browser, openBrowser, screenshot } from '../support/browser';
import {
  adminToken,
  api,
  eventually,
  forgetShopper,
  logInWithForm,
  newShopper,
  signIn,
  verificationCode,
  waitForMail,
} from '../support/store';

/** The input labelled exactly `label` (a required field's label ends with an aria-hidden ' *'). */
const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}( \\*)?$`));

/** The signed-in shopper's account: logout, profile, phone and password, a blocked account, an expired code. */
describe("a shopper's account", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());
  beforeEach(() => forgetShopper(browser.page));

  it("logs out from the account menu: 'Logged out successfully', Login and Register again, the token gone", async () => {
    const { page } = browser;
    const shopper = await signIn(page);
    await page.goto('/');
    await page.getByRole('button', { name: `Hi, ${shopper.name}` }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Logged out successfully').waitFor();
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    await page.getByRole('link', { name: 'Register' }).first().waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
    await screenshot(page, 'logged-out');
    // The token was revoked on the server too.
    expect((await api('GET', '/auth/me', { token: shopper.token })).status).toBe(401);
  });

  it("edits the profile: 'Profile updated successfully!', the new name in the header and after a reload", async () => {
    const { page } = browser;
    await signIn(page);
    await page.goto('/profile');
    await field(page, 'Full name').fill('Asha V. Iyer');
    await page.getByLabel('Street, area and landmark').fill('7 Residency Road');
    await page.getByLabel('City').fill('Bengaluru');
    await page.getByLabel('State').selectOption('Karnataka');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    await page.getByText('Hi, Asha V. Iyer').first().waitFor();
    await screenshot(page, 'profile-updated');
    await page.reload();
    await eventually(
      () => field(page, 'Full name').inputValue(),
      (value) => value === 'Asha V. Iyer',
    );
    expect(await page.getByLabel('City').inputValue()).toBe('Bengaluru');
  });

  it("changes the phone number with the 6-digit code e-mailed to the account: 'Phone number updated successfully!'", async () => {
    const { page } = browser;
    const shopper = await signIn(page);
    const newPhone = `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Change phone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change phone number' });
    await field(dialog, 'New phone number').fill(newPhone);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const code = verificationCode(await waitForMail(shopper.email, /phone number/i));
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    await field(dialog, 'Verification code').fill(code.slice(0, 5));
    expect(await confirm.isDisabled()).toBe(true); // only at exactly 6 digits
    await field(dialog, 'Verification code').fill(code);
    await screenshot(page, 'phone-change-code');
    await confirm.click();
    await page.getByText('Phone number updated successfully!').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await eventually(
      () => field(page, 'Phone number').inputValue(),
      (value) => value === `+91 ${newPhone}`,
    );
    await screenshot(page, 'phone-changed');
    const me = await eventually(
      async () => (await api('GET', '/auth/me', { token: shopper.token })).body,
      (body) => JSON.stringify(body).includes(newPhone),
    );
    expect(JSON.stringify(me)).toContain(newPhone);
    // The new number logs in.
    await forgetShopper(page);
    await page.goto('/login');
    await logInWithForm(page, newPhone, shopper.password);
  });

  it("changes the password: 'Password changed successfully!', and only the new one logs in", async () => {
    const { page } = browser;
    const shopper = await signIn(page);
    await page.goto('/profile');
    await field(page, 'Current password').fill(shopper.password);
    await field(page, 'New password').fill('stronger-77');
    await field(page, 'Confirm new password').fill('stronger-78');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('New passwords do not match').first().waitFor();
    await field(page, 'Confirm new password').fill('stronger-77');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password changed successfully!').waitFor();
    await screenshot(page, 'password-changed');

    await forgetShopper(page);
    await page.goto('/login');
    await logInWithForm(page, shopper.email, 'stronger-77');
    expect(
      (await api('POST', '/auth/login', { body: { email: shopper.email, password: shopper.password } })).status,
    ).toBe(401);
  });

  it("is logged out when blocked: the shopper's next request answers 401 and lands on /login", async () => {
    const { page } = browser;
    const shopper = await signIn(page);
    await page.goto('/profile');
    await page.getByRole('link', { name: 'View My Orders' }).waitFor();
    const userId = shopper.user._id ?? shopper.user.id;
    const blocked = await api('PUT', `/users/${userId}`, { token: await adminToken(), body: { active: false } });
    expect(blocked.status).toBe(200);

    // The next action: My Orders asks for the shopper's orders with the token, which now answers 401.
    await page.getByRole('link', { name: 'View My Orders' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await screenshot(page, 'blocked-shopper-on-login');
    // And the blocked account cannot log in again.
    await logInWithFormExpectingFailure(page, shopper.email, shopper.password);
  });

  it("registration: a code that has expired (too many wrong tries) shows 'Verification code expired. Please register again.' and returns to /register after 3 s", async () => {
    const { page } = browser;
    const shopper = newShopper();
    await page.goto('/register');
    await field(page, 'Full name').fill(shopper.name);
    await field(page, 'Email').fill(shopper.email);
    await field(page, 'Phone number').fill(shopper.phone);
    await field(page, 'Password').fill(shopper.password);
    await field(page, 'Confirm password').fill(shopper.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Verify your email' }).waitFor();
    const code = verificationCode(await waitForMail(shopper.email, /verification code/i));
    const wrong = code === '000000' ? '111111' : '000000';

    // The server allows 5 tries; the 5th wrong one makes the code expire ('... this code has expired ...').
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await field(page, 'Verification code').fill(wrong);
      await page.getByRole('button', { name: 'Verify Email' }).click();
      await page
        .getByText(new RegExp(`${5 - attempt} attempts? left`))
        .first()
        .waitFor();
    }
    await field(page, 'Verification code').fill(wrong);
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await page.getByText('Verification code expired. Please register again.').waitFor();
    const shownAt = Date.now();
    await screenshot(page, 'registration-code-expired');
    await page.getByRole('heading', { name: 'Verify your email' }).waitFor({ state: 'detached', timeout: 6000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2500);
    await page.waitForURL((url) => url.pathname === '/register');
    await page.getByRole('button', { name: 'Create Account' }).waitFor();
    // Even the right code is refused now: registering again is the way.
    expect(
      (await api('POST', '/auth/verify-registration-email', { body: { email: shopper.email, code } })).status,
    ).toBe(400);
  });
});

async function logInWithFormExpectingFailure(page: Page, identifier: string, password: string) {
  await page.getByLabel(/^Email or phone( \*)?$/).fill(identifier);
  await page.getByLabel(/^Password( \*)?$/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForTimeout(500);
  expect(await page.getByText('Login successful!').count()).toBe(0);
  expect(new URL(page.url()).pathname).toBe('/login');
}
