import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { enqueueMail, jobId, MailJob, MailSentMarker } from '../src';
import { jobCompletion, useTestDatabase } from '../src/testing';
import { startMailWorker, useMailQueueTestbed } from './support/mail-queue';

/**
 * #16: a mail job never sends twice when a reactor is retried or replayed: the job id is stable
 * (the event's id), and once sent it is marked in mail_sent, so the same id added again after
 * BullMQ forgot the first job (removeOnComplete, a Redis that lost its data) completes unsent.
 */
describe('the mail sent-marker', () => {
  const testbed = useMailQueueTestbed('marker');
  const database = useTestDatabase();

  it('sends a job id once, even when the same id is queued again after Redis forgot the first job', async () => {
    const marker = new MailSentMarker(database.db);
    await marker.ensureTable();
    await marker.ensureTable(); // a second worker starting: no error
    const { queue, worker, close } = startMailWorker(testbed, marker);
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
      expect(await readdir(testbed.outbox)).toHaveLength(1);
      expect(await marker.wasSent(id)).toBe(true);

      // Redis loses the completed job (or BullMQ trims it); the reactor is replayed and adds the same id.
      await queue.obliterate({ force: true });
      const againDone = jobCompletion(worker, id);
      await enqueueMail(queue, id, mail);
      const again = await againDone;
      expect(again).toEqual({ duplicate: true });
      expect(await readdir(testbed.outbox)).toHaveLength(1);

      // Another event's mail (another id) is sent.
      const otherId = jobId('order-mail', 'order-1', 'event-2');
      const otherDone = jobCompletion(worker, otherId);
      await enqueueMail(queue, otherId, { ...mail, subject: 'Shipped' });
      await otherDone;
      expect(await readdir(testbed.outbox)).toHaveLength(2);
      const rows = await database.db
        .selectFrom('mail_sent' as never)
        .selectAll()
        .execute();
      expect(JSON.stringify(rows)).not.toContain('asha@example.in');
    } finally {
      await close();
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
    const { queue, worker, close } = startMailWorker(
      { ...testbed, prefix: `${testbed.prefix}-outage`, outbox: sent },
      marker,
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
      await close();
      await rm(sent, { recursive: true, force: true });
    }
  });
});
