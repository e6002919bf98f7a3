import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { Transporter } from 'nodemailer';
import { Logger } from '../logging/logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header lines, e.g. a marketing e-mail's List-Unsubscribe. */
  headers?: Record<string, string>;
  /** Files sent with it (a tax invoice): base64 content, as queued in Redis. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64-encoded. */
  content: string;
  encoding: 'base64';
}

export interface SentMail {
  messageId: string;
  /** For the local outbox: the .eml file written. */
  file?: string;
}

/** Where e-mail goes: a real SMTP server, or the local outbox folder. */
export interface MailTransport {
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

export class SmtpMailTransport implements MailTransport {
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<SentMail> {
    const info = await this.transporter.sendMail({ from: this.from, ...message });
    return { messageId: info.messageId };
  }

  close() {
    this.transporter.close();
  }
}

/**
 * Development stand-in for SMTP: each message is rendered by nodemailer into a real RFC 5322
 * file under the outbox folder, and the file is logged (never the subject or body, which may
 * carry codes), so a developer can read a verification code without any mail server.
 */
export class OutboxMailTransport implements MailTransport {
  private readonly transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    private readonly outboxDir: string,
    private readonly from: string,
    private readonly logger: Logger,
  ) {}

  async send(message: MailMessage): Promise<SentMail> {
    const info = await this.transporter.sendMail({ from: this.from, ...message });
    await mkdir(this.outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.resolve(this.outboxDir, `${stamp}-${randomBytes(3).toString('hex')}.eml`);
    // Written aside, then renamed: whoever watches the outbox (tests, a developer's mail viewer)
    // never reads a half-written .eml.
    await writeFile(`${file}.part`, info.message as Buffer);
    await rename(`${file}.part`, file);
    this.logger.info({ file }, 'mail written to the local outbox');
    return { messageId: info.messageId, file };
  }

  close() {
    this.transporter.close();
  }
}

export function createMailTransport(
  settings: { SMTP_URL?: string; MAIL_TRANSPORT?: 'smtp' | 'file'; MAIL_FROM: string; MAIL_OUTBOX_DIR: string },
  logger: Logger,
): MailTransport {
  return settings.SMTP_URL && settings.MAIL_TRANSPORT !== 'file'
    ? new SmtpMailTransport(settings.SMTP_URL, settings.MAIL_FROM)
    : new OutboxMailTransport(settings.MAIL_OUTBOX_DIR, settings.MAIL_FROM, logger);
}
