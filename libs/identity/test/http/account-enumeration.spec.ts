import { closeRedisConnection, createQueue, createRedisConnection, silentLogger } from '@store/platform';
import { codeIn, moveDateBy } from '@store/platform/testing';
import type { Job, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { call, freshIp, isVerificationMail, newUser, registerVerified } from '../../src/testing';
import { AccountRequests, type AccountRequestJob } from '../../src/jobs/account-requests';
import { IdentityMailer } from '../../src/jobs/identity-mailer';
import { IdentityStore } from '../../src/services/identity-store.service';
import { IdentityTestApp, startIdentityApp } from '../support/identity-test-app';

/** What a queued job shows of itself, without the values that differ per request (address, ids, secret, code). */
const shapeOf = (job: Job<AccountRequestJob>) => ({
  name: job.name,
  keys: Object.keys(job.data).sort(),
  actor: job.data.context.actor,
  attempts: job.opts.attempts,
  removeOnComplete: job.opts.removeOnComplete,
  removeOnFail: job.opts.removeOnFail,
  idPattern: job.id!.replace(/[0-9a-f-]{36}$/, '<id>'),
});

/**
 * Issue #38, section 2: the endpoints that answer "if an account exists" do the same work for a
 * registered and an unknown address before answering (one queued job, no lookup), so neither the
 * answer nor its time tells them apart; the job does the rest.
 */
describe('no account enumeration by timing', () => {
  let t: IdentityTestApp;
  let requests: AccountRequests;
  let connection: Redis;
  let queue: Queue<AccountRequestJob>;
  const completed = new Set<string>();

  beforeAll(async () => {
    t = await startIdentityApp();
    requests = t.app.get(AccountRequests);
    requests.worker!.on('completed', (job) => void completed.add(job.id!));
    connection = createRedisConnection(t.config.REDIS_URL, silentLogger);
    queue = createQueue<AccountRequestJob>(
      'accountRequests',
      { connection, prefix: t.config.QUEUE_PREFIX },
      silentLogger,
    );
  });
  afterAll(async () => {
    await queue?.close();
    if (connection) await closeRedisConnection(connection);
    await t?.close();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  /** Waits until every one of these jobs has completed. */
  async function jobsDone(ids: string[]) {
    for (let i = 0; i < 400 && !ids.every((id) => completed.has(id)); i += 1)
      await new Promise((resolve) => setTimeout(resolve, 25));
    expect(ids.filter((id) => !completed.has(id))).toEqual([]);
  }

  /**
   * Sends each request with the queue paused and answers what the request path did: the
   * answers, the jobs it left waiting, and the event-store reads and appends and account lookups
   * it made (none allowed).
   */
  async function requestPathOf(url: string, emails: string[]) {
    await queue.pause();
    const reads = jest.spyOn(t.eventStore, 'readStream');
    const appends = jest.spyOn(t.eventStore, 'append');
    const lookups = jest.spyOn(t.app.get(IdentityStore), 'ownerOf');
    try {
      const answers = [];
      for (const email of emails) answers.push(await call(t.app, 'POST', url, { body: { email } }));
      const jobs = await queue.getWaiting();
      return {
        answers: answers.map((res) => ({ status: res.status, body: res.body })),
        jobs: jobs.sort((a, b) => emails.indexOf(a.data.email) - emails.indexOf(b.data.email)),
        work: {
          reads: reads.mock.calls.length,
          appends: appends.mock.calls.length,
          lookups: lookups.mock.calls.length,
        },
      };
    } finally {
      reads.mockRestore();
      appends.mockRestore();
      lookups.mockRestore();
      await queue.resume();
    }
  }

  it('forgot-password: a registered and an unknown address get the same answer from the same work (one queued job each, no lookup, no event)', async () => {
    const { payload } = await registerVerified(t);
    const unknown = newUser().email;
    const mailer = jest.spyOn(t.app.get(IdentityMailer), 'passwordReset');

    const path = await requestPathOf('/api/auth/forgot-password', [payload.email, unknown]);

    expect(path.answers[0]).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'If an account exists for this email, a password reset link has been sent. Check your email.',
      },
    });
    expect(path.answers[1]).toEqual(path.answers[0]);
    expect(path.work).toEqual({ reads: 0, appends: 0, lookups: 0 });
    expect(path.jobs.map((job) => job.data.email)).toEqual([payload.email, unknown]);
    expect(shapeOf(path.jobs[1])).toEqual(shapeOf(path.jobs[0]));
    expect(shapeOf(path.jobs[0])).toMatchObject({
      name: 'password-reset',
      idPattern: 'identity.password-reset.<id>',
      removeOnComplete: true,
      removeOnFail: true,
    });

    // After the answer: the registered address gets its link, the unknown one nothing.
    await t.smtp.waitFor(payload.email, (mail) => /reset/i.test(mail.subject));
    await jobsDone(path.jobs.map((job) => job.id!));
    expect(mailer.mock.calls.map(([to]) => to)).toEqual([payload.email]);
    expect(t.smtp.messages.filter((mail) => mail.to.includes(unknown))).toEqual([]);
  });

  it('send-registration-email-verification: an unverified, a verified and an unknown address get the same answer from the same work; only the unverified one gets a code', async () => {
    const pending = newUser();
    expect((await call(t.app, 'POST', '/api/auth/register', { body: pending })).status).toBe(201);
    const first = codeIn(await t.smtp.waitFor(pending.email, isVerificationMail));
    const { payload: verified } = await registerVerified(t);
    const unknown = newUser().email;
    moveDateBy(61_000); // past the one-code-a-minute rule

    const path = await requestPathOf('/api/auth/send-registration-email-verification', [
      pending.email,
      verified.email,
      unknown,
    ]);

    expect(path.answers[0]).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'If an unverified account exists for this email, a new verification code has been sent',
      },
    });
    expect(path.answers.slice(1)).toEqual([path.answers[0], path.answers[0]]);
    expect(path.work).toEqual({ reads: 0, appends: 0, lookups: 0 });
    expect(path.jobs.map((job) => job.data.email)).toEqual([pending.email, verified.email, unknown]);
    expect(path.jobs.map(shapeOf)).toEqual([shapeOf(path.jobs[0]), shapeOf(path.jobs[0]), shapeOf(path.jobs[0])]);

    const second = await t.smtp.waitFor(pending.email, (mail) => isVerificationMail(mail) && codeIn(mail) !== first);
    await jobsDone(path.jobs.map((job) => job.id!));
    expect(t.smtp.messages.filter((mail) => mail.to.includes(unknown))).toEqual([]);
    expect(t.smtp.messages.filter((mail) => mail.to.includes(verified.email) && isVerificationMail(mail))).toHaveLength(
      1,
    ); // the registration's own
    const verify = await call(t.app, 'POST', '/api/auth/verify-registration-email', {
      body: { email: pending.email, code: codeIn(second) },
    });
    expect(verify.status).toBe(200);
  });

  it('answers a new code asked for within a minute like any other, and sends none (the last code keeps working)', async () => {
    const pending = newUser();
    await call(t.app, 'POST', '/api/auth/register', { body: pending });
    const first = codeIn(await t.smtp.waitFor(pending.email, isVerificationMail));
    const path = await requestPathOf('/api/auth/send-registration-email-verification', [pending.email]);
    expect(path.answers[0].status).toBe(200);
    await jobsDone(path.jobs.map((job) => job.id!));
    expect(t.smtp.messages.filter((mail) => mail.to.includes(pending.email))).toHaveLength(1);
    expect(
      (
        await call(t.app, 'POST', '/api/auth/verify-registration-email', {
          body: { email: pending.email, code: first },
        })
      ).status,
    ).toBe(200);
  });

  it('a retried job records and mails one reset link (its token id and secret were drawn with the request)', async () => {
    const { payload, id } = await registerVerified(t);
    await queue.pause();
    let job: Job<AccountRequestJob> | undefined;
    try {
      await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email: payload.email } });
      [job] = (await queue.getWaiting()).filter((waiting) => waiting.data.email === payload.email);
    } finally {
      await queue.resume();
    }
    await t.smtp.waitFor(payload.email, (mail) => /reset/i.test(mail.subject));
    await jobsDone([job!.id!]);
    // The same job again, as a retry after a crash between the append and the e-mail would run it.
    await queue.add(job!.name, job!.data, { jobId: job!.id });
    completed.delete(job!.id!);
    await jobsDone([job!.id!]);
    const resets = (await t.eventStore.readStream(`identity-user-${id}`)).filter(
      (event) => event.type === 'PasswordResetRequested',
    );
    expect(resets).toHaveLength(1);
  });

  it('keeps the per-address limit of forgot-password for registered and unknown addresses alike, however the address is written (3 an hour, then 429)', async () => {
    const { payload } = await registerVerified(t);
    for (const email of [payload.email, newUser().email]) {
      const spellings = [email, email.toUpperCase(), `  ${email} `];
      for (const spelling of spellings)
        expect(
          (await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email: spelling }, ip: freshIp() })).status,
        ).toBe(200);
      const limited = await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email }, ip: freshIp() });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    }
  });
});
