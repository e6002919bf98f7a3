/** @store-env CART_REMINDER_AFTER=3s CART_REMINDER_CODE=COMEBACK10 */
import type { Locator, Page } from 'playwright-core';
import { Browser, openBrowser, screenshot } from '../support/browser';
import {
  addToCart,
  api,
  DEMO_TEE,
  firstProductPath,
  newShopper,
  signIn,
  verificationCode,
  waitForMail,
} from '../support/store';

/** The input labelled exactly `label` (a required field's label ends with an aria-hidden ' *'). */
const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}( \\*)?$`));
const REMINDER = /You left something in your cart/;
/** Past CART_REMINDER_AFTER (3 s) with room for the reactor, the job and the mail worker. */
const SETTLED_MS = 9_000;

/** Whether a second (`after`) e-mail matching arrives within `ms`. */
async function anotherMail(email: string, subject: RegExp, after: number, ms: number): Promise<boolean> {
  return waitForMail(email, subject, { after, timeoutMs: ms }).then(
    () => true,
    () => false,
  );
}

/** Issue #44: one reminder e-mail for a cart left by a shopper who agreed to it, none without; its unsubscribe link. */
describe('cart reminders', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    await browser.context.clearCookies();
    await browser.page.goto('/login');
    await browser.page.evaluate(() => localStorage.clear());
  });

  it('a shopper who ticked the box at registration and left a cart gets one reminder; its unsubscribe link works without signing in', async () => {
    const { page } = browser;
    const shopper = newShopper();
    await page.goto('/register');
    await field(page, 'Full name').fill(shopper.name);
    await field(page, 'Email').fill(shopper.email);
    await field(page, 'Phone number').fill(shopper.phone);
    await field(page, 'Password').fill(shopper.password);
    await field(page, 'Confirm password').fill(shopper.password);
    const consent = page.getByRole('checkbox', { name: 'E-mail me offers and cart reminders' });
    expect(await consent.isChecked()).toBe(false); // off by default
    await consent.check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Verify your email' }).waitFor();
    await field(page, 'Verification code').fill(
      verificationCode(await waitForMail(shopper.email, /verification code/i)),
    );
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    expect(await page.getByRole('checkbox', { name: 'E-mail me offers and cart reminders' }).isChecked()).toBe(true);

    await addToCart(page, await firstProductPath());
    const mail = await waitForMail(shopper.email, REMINDER, { timeoutMs: 30_000 });
    expect(mail.text).toContain(DEMO_TEE);
    expect(mail.text).toContain('Use code COMEBACK10 at checkout.');
    const origin = new URL(page.url()).origin;
    expect(mail.text).toContain(`${origin}/cart`);
    expect(mail.html).toMatch(/<img src="http/);

    // Never a second one for the same cart, even after the shopper changes it again.
    await addToCart(page, await firstProductPath());
    expect(await anotherMail(shopper.email, REMINDER, 1, SETTLED_MS)).toBe(false);

    // The unsubscribe link, opened signed out.
    const link = /Unsubscribe: (\S+)/.exec(mail.text)![1];
    expect(new URL(link).origin).toBe(origin);
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('status').getByText('You have been unsubscribed').waitFor();
    await screenshot(page, 'cart-reminder-unsubscribed');

    const login = await api('POST', '/auth/login', { body: { email: shopper.email, password: shopper.password } });
    expect(login.body.user.marketingConsent).toBe(false);
  }, 120_000);

  it('a shopper who did not agree to marketing e-mail gets no reminder', async () => {
    const { page } = browser;
    const shopper = await signIn(page);
    expect(shopper.user.marketingConsent).toBe(false);
    await addToCart(page, await firstProductPath());
    await page.goto('/cart');
    await page.getByText(DEMO_TEE).first().waitFor();
    await screenshot(page, 'cart-left-without-consent');
    expect(await anotherMail(shopper.email, REMINDER, 0, SETTLED_MS)).toBe(false);
  }, 60_000);

  it('a tampered unsubscribe link shows that it is not valid', async () => {
    const { page } = browser;
    await page.goto('/unsubscribe?u=someone&t=abc.forged');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('alert').getByText('This unsubscribe link is not valid').waitFor();
    await screenshot(page, 'unsubscribe-link-not-valid');
  }, 30_000);
});
