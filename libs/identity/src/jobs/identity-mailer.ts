import { Inject, Injectable } from '@nestjs/common';
import { enqueueMail, jobId, MAIL_QUEUE, MailJob } from '@store/platform';
import type { Queue } from 'bullmq';
import { IDENTITY_SETTINGS, IdentitySettings } from '../identity-settings';
import {
  emailChangeCodeMail,
  passwordResetMail,
  phoneCodeMail,
  RenderedMail,
  verificationCodeMail,
  welcomeMail,
} from './mail-templates';

/**
 * Puts the identity e-mails on the platform mail queue. Command handlers call it right after
 * appending the event that calls for the e-mail (EmailVerificationCodeIssued, PasswordResetRequested,
 * EmailChangeRequested, PhoneChangeRequested, PhoneVerificationCodeIssued, EmailVerified), with
 * a job id taken from that event (code id, token id, user id), so a repeated enqueue is a no-op.
 * This is the only place a plaintext code or reset link exists besides the e-mail itself: the
 * events keep only keyed hashes.
 */
@Injectable()
export class IdentityMailer {
  constructor(
    @Inject(MAIL_QUEUE) private readonly queue: Queue<MailJob>,
    @Inject(IDENTITY_SETTINGS) private readonly settings: IdentitySettings,
  ) {}

  private send(template: string, id: string, to: string, mail: RenderedMail) {
    return enqueueMail(this.queue, jobId('identity', template, id), { template, to, ...mail });
  }

  verificationCode(to: string, name: string, code: string, codeId: string) {
    return this.send('verification-code', codeId, to, verificationCodeMail(name, code, this.settings.supportEmail));
  }

  passwordReset(to: string, name: string, token: string, tokenId: string) {
    const link = `${this.settings.webOrigin}/reset-password?token=${encodeURIComponent(token)}`;
    return this.send('password-reset', tokenId, to, passwordResetMail(name, link, this.settings.supportEmail));
  }

  emailChangeCode(to: string, name: string, code: string, codeId: string) {
    return this.send('email-change-code', codeId, to, emailChangeCodeMail(name, code, this.settings.supportEmail));
  }

  phoneCode(to: string, name: string, code: string, phone: string, codeId: string) {
    return this.send('phone-code', codeId, to, phoneCodeMail(name, code, phone.slice(-4), this.settings.supportEmail));
  }

  welcome(to: string, name: string, userId: string) {
    return this.send(
      'welcome',
      userId,
      to,
      welcomeMail(name, `${this.settings.webOrigin}/collections`, this.settings.supportEmail),
    );
  }
}
