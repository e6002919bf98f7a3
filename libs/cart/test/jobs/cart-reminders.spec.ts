import { MARKETING_CONSENT_MESSAGES as MC } from '@store/contracts';
import type { ReceivedMail } from '@store/platform/testing';
import { setTimeout as sleep } from 'node:timers/promises';
import { cartReminderJobId, CartCommands, CartReminders } from '../../src';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { systemContext } from '@store/platform';
import {
  call,
  cartEvents,
  createProduct,
  item,
  signInAdmin,
  signUpShopper,
  startCartApp,
  type CartTestApp,
  type TestProduct,
} from '../support/cart-test-app';

/** A short wait so the tests take seconds: the job of a change runs 1.5 s after it. */
const AFTER_MS = 1500;
/** Long enough for a due job to have run and its e-mail to have arrived. */
const SETTLE_MS = AFTER_MS + 2500;

/** Waits until the reactor has put the job in Redis (delayed, or already waiting). */
async function waitForJob(t: CartTestApp, id: string) {
  const connection = new IORedis(t.config.REDIS_URL, { maxRetriesPerRequest: null });
  const queue = new Queue('cart-reminders', { connection, prefix: t.config.QUEUE_PREFIX });
  try {
    for (let tries = 0; tries < 100 && !(await queue.getJob(id)); tries += 1) await sleep(50);
    expect(await queue.getJob(id)).toBeDefined();
  } finally {
    await queue.close();
    await connection.quit();
  }
}

const isReminder = (mail: ReceivedMail) => mail.subject === 'You left something in your cart - ThreadFit';

describe('cart reminder jobs (real PostgreSQL, Redis and SMTP; CART_REMINDER_AFTER=1500ms)', () => {
  let t: CartTestApp;
  let tee: TestProduct;
  let shorts: TestProduct;
  beforeAll(async () => {
    t = await startCartApp({ CART_REMINDER_AFTER: `${AFTER_MS}ms`, CART_REMINDER_CODE: 'COMEBACK10' });
    const admin = await signInAdmin(t);
    tee = await createProduct(t, admin, { name: 'Reminder Tee', price: 899 });
    shorts = await createProduct(t, admin, { name: 'Reminder Shorts', price: 1299 });
  });
  afterAll(() => t?.close());

  const put = (token: string, items: unknown) => call(t.app, 'PUT', '/api/cart', { token, body: { items } });
  const reminders = (email: string) => t.smtp.to(email.toLowerCase()).filter(isReminder);
  const reminderEvents = async (userId: string) =>
    (await cartEvents(t, userId)).filter((type) => type === 'CartReminderSent');

  it('sends one reminder with the items, sizes, images, prices, the code, a link to /cart and the unsubscribe link', async () => {
    const shopper = await signUpShopper(t, { marketingConsent: true });
    expect((await put(shopper.token, [item(tee, 'M', 2), item(shorts, 'L', 1, 1)])).status).toBe(200);
    const mail = await t.smtp.waitFor(shopper.email.toLowerCase(), isReminder, 15_000);
    expect(mail.text).toContain('2 x Reminder Tee (Size M - Black)  ₹1,798.00');
    expect(mail.text).toContain('1 x Reminder Shorts (Size L - Olive)  ₹1,299.00');
    expect(mail.text).toContain('Use code COMEBACK10 at checkout.');
    expect(mail.text).toContain('http://localhost:5173/cart');
    expect(mail.text).toMatch(/Unsubscribe: http:\/\/localhost:5173\/unsubscribe\?u=[^&\s]+&t=\S+/);
    expect(mail.html).toContain('<img src="http://localhost:5173/demo/black.svg"');
    expect(mail.html).toContain('href="http://localhost:5173/cart"');

    // Never a second one for the same cart: not later, not after another change to it.
    await sleep(SETTLE_MS);
    expect((await put(shopper.token, [item(tee, 'M', 3)])).status).toBe(200);
    await sleep(SETTLE_MS);
    expect(reminders(shopper.email)).toHaveLength(1);
    expect(await reminderEvents(shopper.id)).toHaveLength(1);

    // The unsubscribe link of the mail withdraws consent without signing in.
    const link = new URL(/Unsubscribe: (\S+)/.exec(mail.text)![1]);
    const res = await call(t.app, 'POST', '/api/auth/unsubscribe', {
      body: { user: link.searchParams.get('u'), token: link.searchParams.get('t') },
    });
    expect(res.body).toEqual({ success: true, message: MC.unsubscribed });
  }, 40_000);

  it('never reminds a shopper who did not agree to marketing e-mail', async () => {
    const shopper = await signUpShopper(t);
    await put(shopper.token, [item(tee, 'S', 1)]);
    await sleep(SETTLE_MS);
    expect(reminders(shopper.email)).toEqual([]);
    expect(await reminderEvents(shopper.id)).toEqual([]);
  }, 30_000);

  it('checks consent when sending: a shopper who withdrew it after leaving the cart gets nothing', async () => {
    const shopper = await signUpShopper(t, { marketingConsent: true });
    await put(shopper.token, [item(tee, 'S', 1)]);
    const off = await call(t.app, 'PUT', '/api/auth/marketing-consent', {
      token: shopper.token,
      body: { consent: false },
    });
    expect(off.status).toBe(200);
    await sleep(SETTLE_MS);
    expect(reminders(shopper.email)).toEqual([]);
  }, 30_000);

  it('never reminds after the cart was ordered', async () => {
    const shopper = await signUpShopper(t, { marketingConsent: true });
    await put(shopper.token, [item(tee, 'L', 1)]);
    await t.app.get(CartCommands).checkOut(shopper.id, 'order-1', systemContext());
    await sleep(SETTLE_MS);
    expect(reminders(shopper.email)).toEqual([]);
    expect(await reminderEvents(shopper.id)).toEqual([]);
  }, 30_000);

  it('never reminds after the cart was emptied', async () => {
    const shopper = await signUpShopper(t, { marketingConsent: true });
    await put(shopper.token, [item(tee, 'L', 1)]);
    await put(shopper.token, []);
    await sleep(SETTLE_MS);
    expect(reminders(shopper.email)).toEqual([]);
  }, 30_000);

  it('a job run twice (a retry, a second worker) records and mails one reminder', async () => {
    const shopper = await signUpShopper(t, { marketingConsent: true });
    await put(shopper.token, [item(shorts, 'M', 1)]);
    const revision = (await t.eventStore.readStream(`cart-${shopper.id}`)).at(-1)!.revision;
    const jobs = t.app.get(CartReminders);
    const results = await Promise.all([
      jobs.remind({ data: { userId: shopper.id, changeRevision: revision } }),
      jobs.remind({ data: { userId: shopper.id, changeRevision: revision } }),
    ]);
    expect(results).toEqual(['sent', 'sent']); // both queue the one e-mail id
    await sleep(SETTLE_MS); // the reactor's own job for the change runs too
    expect(await reminderEvents(shopper.id)).toHaveLength(1);
    expect(reminders(shopper.email)).toHaveLength(1);
  }, 30_000);

  it('survives a restart: a reminder due while the store was down is sent by the next process, once', async () => {
    const shopper = await signUpShopper(t, { marketingConsent: true });
    expect((await put(shopper.token, [item(tee, 'M', 1)])).status).toBe(200);
    // The reactor has scheduled the delayed job in Redis; the process stops before it is due.
    const revision = (await t.eventStore.readStream(`cart-${shopper.id}`)).at(-1)!.revision;
    await waitForJob(t, cartReminderJobId(shopper.id, revision));
    await t.app.close();
    await sleep(AFTER_MS + 500);
    t.app = await t.restart();
    const mail = await t.smtp.waitFor(shopper.email.toLowerCase(), isReminder, 15_000);
    expect(mail.text).toContain('1 x Reminder Tee (Size M - Black)');
    await sleep(SETTLE_MS);
    expect(reminders(shopper.email)).toHaveLength(1);
  }, 40_000);
});
