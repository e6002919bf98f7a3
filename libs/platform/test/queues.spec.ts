import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jobCompletion } from '../src/testing';
import {
  closeRedisConnection,
  createQueue,
  createRedisConnection,
  createWorker,
  enqueueMail,
  jobId,
  MailJob,
  OutboxMailTransport,
  QUEUES,
  sendMailJob,
  silentLogger,
} from '../src';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('BullMQ queues on the real Redis', () => {
  const prefix = `test-${randomUUID()}`;
  const connection = createRedisConnection(REDIS_URL, silentLogger);
  let outbox: string;

  beforeAll(async () => {
    outbox = await mkdtemp(path.join(tmpdir(), 'queue-outbox-'));
  });
  afterAll(async () => {
    const keys = await connection.keys(`${prefix}:*`);
    if (keys.length) await connection.del(...keys);
    await closeRedisConnection(connection);
    await rm(outbox, { recursive: true, force: true });
  });

  it('round-trips a mail job from the queue through a worker to the transport', async () => {
    const queue = createQueue<MailJob>('mail', { connection, prefix }, silentLogger);
    const worker = createWorker<MailJob>(
      'mail',
      sendMailJob(new OutboxMailTransport(outbox, 'a@b.in', silentLogger)),
      { connection, prefix },
      silentLogger,
    );
    try {
      const done = jobCompletion(worker, jobId('welcome', 'asha'));
      await enqueueMail(queue, jobId('welcome', 'asha'), {
        template: 'welcome',
        to: 'asha@example.in',
        subject: 'Welcome',
        text: 'Hello',
      });
      const result = (await done) as { messageId?: string };
      expect(result.messageId).toBeTruthy();
      expect(await readdir(outbox)).toHaveLength(1);
    } finally {
      await worker.close();
      await queue.close();
    }
  });

  it('treats a second job with the same id as the same job (idempotent enqueue)', async () => {
    const queue = createQueue<MailJob>('mail', { connection, prefix: `${prefix}-idem` }, silentLogger);
    try {
      await enqueueMail(queue, jobId('code', 1), { template: 'code', to: 'a@b.in', subject: 'One', text: '1' });
      await enqueueMail(queue, jobId('code', 1), { template: 'code', to: 'a@b.in', subject: 'Two', text: '2' });
      expect(await queue.getJobCounts('waiting')).toEqual({ waiting: 1 });
      expect((await queue.getJob(jobId('code', 1)))?.data.subject).toBe('One');
    } finally {
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });

  it('gives every queue a retry policy with backoff', () => {
    for (const queue of Object.values(QUEUES)) {
      expect(queue.jobOptions.attempts).toBeGreaterThan(1);
      expect(queue.jobOptions.backoff.type).toBe('exponential');
    }
  });
});

describe('jobId', () => {
  it('joins the parts and keeps BullMQ-forbidden colons out', () => {
    expect(jobId('notify', 'product:1', 3)).toBe('notify.product_1.3');
  });
});
