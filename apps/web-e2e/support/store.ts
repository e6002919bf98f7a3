import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { baseUrl } from './browser';

/** The outbox folder global-setup gives the store (MAIL_OUTBOX_DIR; SMTP_URL is empty). */
export const outboxDir = () => {
  const dir = process.env.E2E_OUTBOX;
  if (!dir) throw new Error('E2E_OUTBOX is not set: run the browser tests through jest (global setup starts the store)');
  return dir;
};

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const parsed = new Map<string, OutboxMail>();

async function readOutbox(): Promise<OutboxMail[]> {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir()).filter((name) => name.endsWith('.eml'));
  } catch {
    return []; // nothing written yet
  }
  for (const file of files) {
    if (parsed.has(file)) continue;
    const mail = await simpleParser(readFileSync(path.join(outboxDir(), file)));
    const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
    parsed.set(file, { to, subject: mail.subject ?? '', text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '' });
  }
  return [...parsed.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, mail]) => mail);
}

/** Waits for the newest e-mail to `to` whose subject matches (the mail queue sends it shortly after the call). */
export async function waitForMail(to: string, subject: RegExp, { after = 0, timeoutMs = 15_000 } = {}): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox()).filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()) && subject.test(mail.subject));
    if (found.length > after) return found[found.length - 1];
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} matching ${subject} in ${outboxDir()} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const verificationCode = (mail: OutboxMail): string => {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error(`no 6-digit code in: ${mail.text}`);
  return match[1];
};

export const resetLink = (mail: OutboxMail): string => {
  const match = /https?:\/\/\S+\/reset-password\?token=[^\s"<>]+/.exec(mail.text) ?? /https?:\/\/[^\s"<>]+\/reset-password\?token=[^\s"<>]+/.exec(mail.html);
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return match[0].replace(/&amp;/g, '&');
};

let counter = 0;
/** A registration payload with a unique e-mail and phone. */
export function newShopper() {
  counter += 1;
  const unique = `${Date.now().toString(36)}${process.pid}${counter}`;
  return {
    name: 'Asha Verma',
    email: `asha.${unique}@example.in`,
    phone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    password: 'secret123',
    address: { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', zipCode: '411001', country: 'India' },
  };
}

async function post(pathname: string, body: unknown) {
  const response = await fetch(`${baseUrl()}/api${pathname}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json().catch(() => undefined)) as any };
}

/** Registers a shopper through the API and verifies the e-mail with the code from the outbox. */
export async function registerVerified() {
  const shopper = newShopper();
  const registered = await post('/auth/register', shopper);
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const code = verificationCode(await waitForMail(shopper.email, /verification code/i));
  const verified = await post('/auth/verify-registration-email', { email: shopper.email, code });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  return { ...shopper, token: verified.body.token as string, user: verified.body.data };
}

/** Signs the page in as a freshly registered, verified shopper (the web app restores 'token' and 'user'). */
export async function signIn(page: Page) {
  const shopper = await registerVerified();
  await page.goto('/login');
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('auth-storage', JSON.stringify({ state: { user, token }, version: 0 }));
    },
    { token: shopper.token, user: shopper.user },
  );
  return shopper;
}

/** The first product card's page of the demo catalogue. */
export async function firstProductPath(page: Page): Promise<string> {
  await page.goto('/collections');
  const card = page.locator('a[href^="/products/"]').first();
  await card.waitFor();
  const href = await card.getAttribute('href');
  if (!href) throw new Error('no product card');
  return href;
}

/** Picks the first size in stock on a product page and adds it to the cart. */
export async function addToCart(page: Page, productPath: string) {
  await page.goto(productPath);
  await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
  for (const size of ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL']) {
    const radio = page.getByRole('radio', { name: size, exact: true });
    if ((await radio.count()) && (await radio.isEnabled())) {
      await radio.check({ force: true });
      break;
    }
  }
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByText('Added to cart!').waitFor();
}
