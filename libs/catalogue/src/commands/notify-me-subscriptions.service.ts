import { Inject, Injectable } from '@nestjs/common';
import {
  AppConfig,
  CONFIG,
  CommandContext,
  CommandHandling,
  durationMs,
  enqueueMail,
  jobId,
  MAIL_QUEUE,
  MailJob,
  PersonalData,
  userSubject,
  NotFoundError,
  ValidationError,
} from '@store/platform';
import type { Queue } from 'bullmq';
import { CATALOGUE_MESSAGES as M } from '../domain/messages';
import { notifyDecider, type NotifyCommand } from '../domain/notify-me';
import { productDecider } from '../domain/product-decider';
import { inWords, notifyMeConfirmationMail } from '../jobs/notify-me-mails';
import { notifyStream, productStream } from '../streams';
import { NotifyMeConfirmLinks } from './notify-me-confirm-links';

export const normaliseNotifyEmail = (email: string) => email.trim().toLowerCase();
/** The subject a subscriber's address is sealed under (see NotifyMeSubscriptions.subscriberKey). */
export const notifySubject = (subscriberKey: string) => `notify:${subscriberKey}`;

/**
 * Who is on a product's notify-me list. A signed-in shopper's account e-mail (verified: login
 * refuses unverified accounts and a changed e-mail needs its code) is subscribed at once; any
 * other address first gets a confirmation e-mail whose link subscribes it.
 */
@Injectable()
export class NotifyMeSubscriptions {
  private readonly mailWindowMs: number;
  private readonly linkValidFor: string;

  constructor(
    private readonly commands: CommandHandling,
    @Inject(CONFIG) config: AppConfig,
    @Inject(MAIL_QUEUE) private readonly mailQueue: Queue<MailJob>,
    private readonly links: NotifyMeConfirmLinks,
    private readonly personalData: PersonalData,
  ) {
    this.mailWindowMs = durationMs(config.NOTIFY_ME_CONFIRM_MAIL_WINDOW);
    this.linkValidFor = inWords(durationMs(config.NOTIFY_ME_CONFIRM_LINK_TTL));
  }

  /**
   * A keyed hash of the address (32 hex digits): names the subscriber in events, job ids and
   * links. The address is sealed under `notify:<key>` (in events, `email` holds the sealed blob),
   * owned by the account that subscribed it or by the guest's address, so deleting the account or
   * erasing the guest leaves nothing to read.
   */
  subscriberKey(email: string): Promise<string> {
    return this.personalData.emailKey('notify-me', email);
  }

  private async sealed(subscriberKey: string, email: string, userId: string | null): Promise<string> {
    const owner = userId ? userSubject(userId) : await this.personalData.guestSubject(email);
    return (await this.personalData.seal(notifySubject(subscriberKey), normaliseNotifyEmail(email), owner)).sealed;
  }

  /** A verified account e-mail; false when it was already on the list. */
  async subscribeAccount(productId: string, email: string, userId: string, context: CommandContext): Promise<boolean> {
    const now = this.commands.now();
    const subscriberKey = await this.subscriberKey(email);
    const command = {
      type: 'Subscribe' as const,
      productId,
      subscriberKey,
      email: await this.sealed(subscriberKey, email, userId),
      userId,
      now,
    };
    return (await this.decide(command, context)).length > 0;
  }

  /**
   * Any other address: records the request and e-mails the link, at most once per address and
   * product per NOTIFY_ME_CONFIRM_MAIL_WINDOW. Says nothing about the address's state (already on
   * the list, awaiting), so a caller learns nothing about someone else's address.
   */
  async requestConfirmation(
    productId: string,
    productName: string,
    email: string,
    userId: string | null,
    context: CommandContext,
  ): Promise<void> {
    const subscriberKey = await this.subscriberKey(email);
    const to = normaliseNotifyEmail(email);
    const command = {
      type: 'RequestConfirmation' as const,
      productId,
      subscriberKey,
      email: await this.sealed(subscriberKey, to, null),
      userId,
      now: this.commands.now(),
      mailWindowMs: this.mailWindowMs,
    };
    const requested = (await this.decide(command, context))[0];
    if (!requested) return;
    const mail = notifyMeConfirmationMail(
      to,
      productName,
      this.links.link(productId, subscriberKey),
      this.linkValidFor,
    );
    await enqueueMail(
      this.mailQueue,
      jobId('catalogue', 'notify-me-confirmation', productId, subscriberKey, requested.data.at),
      mail,
    );
  }

  /** Follows a confirmation link: subscribes the awaited address (a second click changes nothing). */
  async confirm(token: unknown, context: CommandContext): Promise<{ productId: string; productName: string }> {
    const contents = this.links.read(token);
    if (!contents || contents.check === 'invalid') throw new ValidationError(M.notifyLinkInvalid, 'token');
    if (contents.check === 'expired') throw new ValidationError(M.notifyLinkExpired, 'token');
    const { productId, subscriberKey } = contents;
    const product = (await this.commands.load(productDecider, productStream(productId))).state;
    if (!product.exists || product.deleted) throw new NotFoundError(M.productNotFound);
    await this.decide({ type: 'Confirm', productId, subscriberKey, now: this.commands.now() }, context);
    return { productId, productName: product.name };
  }

  /** Confirmed subscribers not yet told (the admin's notify-me count); unconfirmed requests are not counted. */
  async confirmedCount(productId: string): Promise<number> {
    return Object.keys((await this.commands.load(notifyDecider, notifyStream(productId))).state.pending).length;
  }

  private async decide(command: NotifyCommand, context: CommandContext) {
    return (await this.commands.decide(notifyDecider, notifyStream(command.productId), command, context)).events;
  }
}
