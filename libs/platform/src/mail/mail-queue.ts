import { Job, Queue } from 'bullmq';
import { setTimeout as delay } from 'node:timers/promises';
import { isDatabaseUnavailable } from '../database/database-unavailable';
import { MailMessage, MailTransport, SentMail } from './mail-transport';
import type { MailSentMarker } from './mail-sent-marker';

export interface MailJob extends MailMessage {
  /** What kind of e-mail, for logs and tests: 'verification-code', 'order-confirmation', ... */
  template: string;
}

/** Puts an e-mail on the mail queue. The job id makes a repeated request a no-op. */
export async function enqueueMail(queue: Queue<MailJob>, jobId: string, mail: MailJob): Promise<void> {
  await queue.add(mail.template, mail, { jobId });
}

/**
 * The mail queue's worker body: hand the message to the transport (retries come from QUEUES.mail).
 * With a sent-marker, a job whose id was already sent is completed without sending (a reactor
 * retried or replayed adds the same stable id again once BullMQ has forgotten the first job). A
 * crash between the transport accepting the message and the marker being written is the one
 * window left for a duplicate: PostgreSQL going away in that moment does not widen it, since the
 * marker is written again until it returns (`markRetryMs`, 2 minutes) instead of failing the job,
 * whose retry would send the message a second time.
 */
export const sendMailJob =
  (transport: MailTransport, marker?: MailSentMarker, { markRetryMs = 120_000 }: { markRetryMs?: number } = {}) =>
  async (job: Job<MailJob>): Promise<SentMail | { duplicate: true }> => {
    const { template, ...message } = job.data;
    if (marker && job.id && (await marker.wasSent(job.id))) return { duplicate: true };
    const sent = await transport.send(message);
    if (marker && job.id) await markSentOnceDatabaseAnswers(marker, job.id, template, Date.now() + markRetryMs);
    return sent;
  };

async function markSentOnceDatabaseAnswers(
  marker: MailSentMarker,
  jobId: string,
  template: string,
  deadline: number,
): Promise<void> {
  for (let wait = 250; ; wait = Math.min(wait * 2, 5_000)) {
    try {
      return await marker.markSent(jobId, template);
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + wait > deadline) throw error;
      await delay(wait);
    }
  }
}
