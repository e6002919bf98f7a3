import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { baseUrl } from './browser';

/** The outbox folder of this spec file's store (MAIL_OUTBOX_DIR; SMTP_URL is empty). */
export const outboxDir = () => {
  const dir = process.env.E2E_OUTBOX;
  if (!dir)
    throw new Error('E2E_OUTBOX is not set: run the browser tests through jest (global setup starts the store)');
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
  let files: string[];
  try {
    files = readdirSync(outboxDir()).filter((name) => name.endsWith('.eml'));
  } catch {
    return []; // nothing written yet
  }
  for (const file of files) {
    if (parsed.has(file)) continue;
    const mail = await simpleParser(readFileSync(path.join(outboxDir(), file)));
    const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
    parsed.set(file, {
      to,
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      html: typeof mail.html === 'string' ? mail.html : '',
    });
  }
  return [...parsed.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, mail]) => mail);
}

/** Waits for the newest e-mail to `to` whose subject matches (the mail queue sends it shortly after the call). */
export async function waitForMail(
  to: string,
  subject: RegExp,
  { after = 0, timeoutMs = 60_000 } = {},
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox()).filter(
      (mail) => mail.to.toLowerCase().includes(to.toLowerCase()) && subject.test(mail.subject),
    );
    if (found.length > after) return found[found.length - 1];
    if (Date.now() > deadline)
      throw new Error(`no e-mail to ${to} matching ${subject} in ${outboxDir()} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const verificationCode = (mail: OutboxMail): string => {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error(`no 6-digit code in: ${mail.text}`);
  return match[1];
};

export const resetLink = (mail: OutboxMail): string => {
  const match =
    /https?:\/\/\S+\/reset-password\?token=[^\s"<>]+/.exec(mail.text) ??
    /https?:\/\/[^\s"<>]+\/reset-password\?token=[^\s"<>]+/.exec(mail.html);
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

/** One call to this file's store API, as a script would make it (not through the browser). */
export async function api(method: string, pathname: string, { token, body }: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`${baseUrl()}/api${pathname}`, {
    method,
    // No content type without a body: Fastify answers 400 to an empty JSON body (a DELETE).
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => undefined)) as any };
}

const post = (pathname: string, body: unknown) => api('POST', pathname, { body });

/** The start-up admin's token (ADMIN_EMAIL / ADMIN_PASSWORD defaults). */
export async function adminToken(): Promise<string> {
  const login = await post('/auth/login', { email: 'admin@threadfit.in', password: 'Admin@12345' });
  if (login.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(login.body)}`);
  return login.body.token as string;
}

/** A product of the e2e catalogue by its exact name (demo or e2e product), from the API. */
export async function productNamed(name: string): Promise<any> {
  const found = await api('GET', `/products?search=${encodeURIComponent(name)}&limit=50`);
  const product = (found.body?.products ?? []).find((p: any) => p.name === name);
  if (!product) throw new Error(`no product named ${name}: ${JSON.stringify(found.body).slice(0, 300)}`);
  return product;
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

/** The demo catalogue's first product (in stock in every size, three colours, an offer price). */
export const DEMO_TEE = 'PowerLift Dry-Fit Training Tee';

/** The page of the demo tee (the oldest product: on the listing's last page, newest first). */
export async function firstProductPath(_page?: Page): Promise<string> {
  return `/products/${(await productNamed(DEMO_TEE))._id}`;
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

/** The shipping address a shopper types at checkout (the same form in Buy Now, guest checkout and /checkout). */
export async function fillAddress(
  page: Page,
  { name = 'Ravi Kumar', phone = '9123456789', email }: { name?: string; phone?: string; email?: string } = {},
) {
  if (email !== undefined) await page.getByLabel('Email (optional)').fill(email);
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Street, area and landmark').fill('14 Residency Road');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').selectOption('Karnataka');
  await page.getByLabel('PIN code').fill('560025');
}

/** Continue to Payment, Pay, and Pay again in the simulated gateway's test dialog; lands on the confirmation. */
export async function payInTestDialog(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Test payment' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: /^Pay/ }).click();
  // A guest's confirmation carries the order's access token (?token=...); a shopper's does not.
  await page.waitForURL((url) => /^\/order-confirmation\/[0-9a-f-]{36}$/.test(url.pathname));
  await page.getByText('Thank you for your order!').waitFor();
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** Logs in through the /login form (not through storage). */
export async function logInWithForm(page: Page, identifier: string, password: string) {
  await page.getByLabel(/^Email or phone( \*)?$/).fill(identifier);
  await page.getByLabel(/^Password( \*)?$/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Login successful!').waitFor();
}

/** Chooses a colour (by its swatch name) and a size on the open product page. */
export async function choose(page: Page, { colour, size }: { colour?: string; size: string }) {
  await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
  if (colour) await page.getByRole('radio', { name: colour, exact: true }).check({ force: true });
  await page.getByRole('radio', { name: size, exact: true }).check({ force: true });
}

/** Waits until `read` answers something `accept`s (the read models and queues catch up shortly). */
export async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`still not as expected after ${timeoutMs} ms: ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Forgets the shopper in this browser: cookies, local and session storage. */
export async function forgetShopper(page: Page) {
  await page.context().clearCookies();
  await page.goto('/login');
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}
