import { readdir } from 'node:fs/promises';
import { jobCompletion } from '../src/testing';
import { createQueue, enqueueMail, jobId, MailJob, QUEUES, silentLogger } from '../src';
import { startMailWorker, useMailQueueTestbed } from './support/mail-queue';

describe('BullMQ queues on the real Redis', () => {
  const testbed = useMailQueueTestbed('queue');
  const { connection, prefix } = testbed;

  it('round-trips a mail job from the queue through a worker to the transport', async () => {
    const { worker, queue, close } = startMailWorker(testbed);
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
      expect(await readdir(testbed.outbox)).toHaveLength(1);
    } finally {
      await close();
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
