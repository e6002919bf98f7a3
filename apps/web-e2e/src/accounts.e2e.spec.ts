import { Browser, openBrowser, screenshot } from '../support/browser';
import type { Locator, Page } from 'playwright-core';
import { newShopper, registerVerified, resetLink, verificationCode, waitForMail } from '../support/store';

/** The input labelled exactly `label` (a required field's label ends with an aria-hidden ' *'). */
const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}( \\*)?$`));

/** Accounts through the real e-mails the store writes to its outbox: registration and password reset. */
describe('shopper accounts with the mail outbox', () => {
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

  it('registers, reads the 6-digit code from the outbox, verifies and lands on /profile', async () => {
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
    await field(page, 'Verification code').fill(code);
    const verifyButton = page.getByRole('button', { name: 'Verify Email' });
    expect(await verifyButton.isEnabled()).toBe(true);
    const verifiedAt = Date.now();
    await verifyButton.click();
    await page.getByText('Email verified successfully!').waitFor();
    await page.waitForURL((url) => url.pathname === '/profile');
    expect(Date.now() - verifiedAt).toBeGreaterThanOrEqual(900); // the spec's 1 s pause before /profile
    await page.getByText(`Hi, ${shopper.name}`).first().waitFor();
    await screenshot(page, 'registered-profile');
  });

  it('resets a forgotten password through the e-mailed link and logs in with the new one', async () => {
    const { page } = browser;
    const shopper = await registerVerified();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await field(dialog, 'Email address').fill(shopper.email);
    await dialog.getByRole('button', { name: 'Send Reset Email' }).click();
    await dialog.waitFor({ state: 'detached' });

    const link = resetLink(await waitForMail(shopper.email, /reset your/i));
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await field(page, 'New password').fill('brand-new-1');
    await field(page, 'Confirm new password').fill('brand-new-2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await field(page, 'Confirm new password').fill('brand-new-1');
    await screenshot(page, 'reset-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('Your password has been reset').waitFor();

    // the link is single-use: opening it again shows the server's message and offers a new link
    await page.goto(link);
    await field(page, 'New password').fill('another-1');
    await field(page, 'Confirm new password').fill('another-1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('This password reset link is invalid or has expired').waitFor();
    await page.getByRole('button', { name: 'Request a new link' }).click();
    await page.getByRole('dialog', { name: 'Reset Password' }).waitFor();

    await page.goto('/login');
    await field(page, 'Email or phone').fill(shopper.email);
    await field(page, 'Password').fill(shopper.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Invalid email/phone or password').first().waitFor();

    await field(page, 'Password').fill('brand-new-1');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Login successful!').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
