import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  closeRedisConnection,
  createQueue,
  createRedisConnection,
  createWorker,
  enqueueMail,
  jobId,
  MailJob,
  MailSentMarker,
  OutboxMailTransport,
  sendMailJob,
  silentLogger,
} from '../src';
import { createTestDatabase, jobCompletion, TestDatabase } from '../src/testing';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * #16: a mail job never sends twice when a reactor is retried or replayed: the job id is stable
 * (the event's id), and once sent it is marked in mail_sent, so the same id added again after
 * BullMQ forgot the first job (removeOnComplete, a Redis that lost its data) completes unsent.
 */
describe('the mail sent-marker', () => {
  const prefix = `test-marker-${randomUUID()}`;
  const connection = createRedisConnection(REDIS_URL, silentLogger);
  let outbox: string;
  let database: TestDatabase;

  beforeAll(async () => {
    outbox = await mkdtemp(path.join(tmpdir(), 'marker-outbox-'));
    database = await createTestDatabase();
  });
  afterAll(async () => {
    const keys = await connection.keys(`${prefix}:*`);
    if (keys.length) await connection.del(...keys);
    await closeRedisConnection(connection);
    await rm(outbox, { recursive: true, force: true });
    await database.destroy();
  });

  it('sends a job id once, even when the same id is queued again after Redis forgot the first job', async () => {
    const marker = new MailSentMarker(database.db);
    await marker.ensureTable();
    await marker.ensureTable(); // a second worker starting: no error
    const queue = createQueue<MailJob>('mail', { connection, prefix }, silentLogger);
    const worker = createWorker<MailJob>(
      'mail',
      sendMailJob(new OutboxMailTransport(outbox, 'shop@b.in', silentLogger), marker),
      { connection, prefix },
      silentLogger,
    );
    const id = jobId('order-mail', 'order-1', 'event-1');
    const mail: MailJob = {
      template: 'order-confirmation',
      to: 'asha@example.in',
      subject: 'Order confirmed',
      text: 'Thanks',
    };
    try {
      const firstDone = jobCompletion(worker, id);
      await enqueueMail(queue, id, mail);
      const first = (await firstDone) as { messageId?: string };
      expect(first.messageId).toBeTruthy();
      expect(await readdir(outbox)).toHaveLength(1);
      expect(await marker.wasSent(id)).toBe(true);

      // Redis loses the completed job (or BullMQ trims it); the reactor is replayed and adds the same id.
      await queue.obliterate({ force: true });
      const againDone = jobCompletion(worker, id);
      await enqueueMail(queue, id, mail);
      const again = await againDone;
      expect(again).toEqual({ duplicate: true });
      expect(await readdir(outbox)).toHaveLength(1);

      // Another event's mail (another id) is sent.
      const otherId = jobId('order-mail', 'order-1', 'event-2');
      const otherDone = jobCompletion(worker, otherId);
      await enqueueMail(queue, otherId, { ...mail, subject: 'Shipped' });
      await otherDone;
      expect(await readdir(outbox)).toHaveLength(2);
      const rows = await database.db
        .selectFrom('mail_sent' as never)
        .selectAll()
        .execute();
      expect(JSON.stringify(rows)).not.toContain('asha@example.in');
    } finally {
      await worker.close();
      await queue.close();
    }
  });

  it('sends once when PostgreSQL goes away between sending and marking: the marker is written when it is back, the job does not fail and send again', async () => {
    const marker = new MailSentMarker(database.db);
    let refusals = 2;
    const markSent = marker.markSent.bind(marker);
    marker.markSent = async (id, template) => {
      if (refusals > 0) {
        refusals -= 1;
        throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
      }
      return markSent(id, template);
    };
    const sent = await mkdtemp(path.join(tmpdir(), 'marker-outage-'));
    const queue = createQueue<MailJob>('mail', { connection, prefix: `${prefix}-outage` }, silentLogger);
    const worker = createWorker<MailJob>(
      'mail',
      sendMailJob(new OutboxMailTransport(sent, 'shop@b.in', silentLogger), marker),
      { connection, prefix: `${prefix}-outage` },
      silentLogger,
    );
    const id = jobId('order-mail', 'order-2', 'event-1');
    try {
      const done = jobCompletion(worker, id);
      await enqueueMail(queue, id, {
        template: 'order-confirmation',
        to: 'ravi@example.in',
        subject: 'Order confirmed',
        text: 'Thanks',
      });
      expect(((await done) as { messageId?: string }).messageId).toBeTruthy();
      expect(refusals).toBe(0);
      expect(await marker.wasSent(id)).toBe(true);
      expect(await readdir(sent)).toHaveLength(1);
    } finally {
      await worker.close();
      await queue.close();
      await rm(sent, { recursive: true, force: true });
    }
  });
});
