import { Job, Queue } from 'bullmq';
import { MailMessage, MailTransport, SentMail } from './mail-transport';

export interface MailJob extends MailMessage {
  /** What kind of e-mail, for logs and tests: 'verification-code', 'order-confirmation', ... */
  template: string;
}

/** Puts an e-mail on the mail queue. The job id makes a repeated request a no-op. */
export async function enqueueMail(queue: Queue<MailJob>, jobId: string, mail: MailJob): Promise<void> {
  await queue.add(mail.template, mail, { jobId });
}

/** The mail queue's worker body: hand the message to the transport (retries come from QUEUES.mail). */
export const sendMailJob =
  (transport: MailTransport) =>
  async (job: Job<MailJob>): Promise<SentMail> => {
    const { template: _template, ...message } = job.data;
    return transport.send(message);
  };
