import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { EventStore, RecordedEvent } from '@store/eventstore';
import { MarketingRecipients } from '@store/identity';
import {
  AppConfig,
  BackgroundWork,
  CLOCK,
  type Clock,
  CommandHandling,
  CONFIG,
  DATABASE,
  durationMs,
  enqueueMail,
  EVENT_STORE,
  JobBatch,
  jobId,
  LOGGER,
  Logger,
  MAIL_QUEUE,
  MailJob,
  REDIS,
  startBackgroundWork,
  systemContext,
} from '@store/platform';
import { BACKGROUND_BATCH_INTERVAL_MS, defineReactor, ProjectionRunner } from '@store/projections';
import type { Job, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { Kysely } from 'kysely';
import { CART_CHANGE_TYPES, cartDecider, cartStream, isCartStream } from '../domain/cart';
import { CartQuery } from '../queries/cart.query';
import { cartReminderMail } from './cart-reminder-mail';

export const CART_REMINDER_REACTOR = 'cart_reminder_reactor';
export const CART_REMINDER_JOB = 'cart-reminder';

/** One change of one shopper's cart, checked CART_REMINDER_AFTER after it was made. */
export interface CartReminderJob {
  userId: string;
  /** The cart's stream revision right after the change. */
  changeRevision: number;
}

/** The job of a change: one per user and revision, however often a batch is retried. */
export const cartReminderJobId = (userId: string, changeRevision: number) =>
  jobId('cart-reminder', userId, changeRevision);

/**
 * Cart reminders (issue #44). The reactor turns each change a shopper makes to their cart (add,
 * quantity, remove; the batch's last per shopper) into a delayed job, due CART_REMINDER_AFTER after
 * the change, with a stable id (user and revision): jobs live in Redis, so they survive restarts,
 * and a replayed batch adds nothing. The job asks identity for a consenting recipient at that
 * moment, then records CartReminderSent on the cart's stream when the cart is still untouched since
 * that change, holds lines and was not reminded yet (cart-reminder.ts); only then it queues the
 * e-mail, with an id of its own, so a retried job (or one that finds its reminder recorded) mails
 * once.
 */
@Injectable()
export class CartReminders implements OnApplicationBootstrap, OnApplicationShutdown {
  private background?: BackgroundWork;
  private queue?: Queue<CartReminderJob>;
  private readonly afterMs: number;
  private readonly code: string | null;

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(DATABASE) private readonly db: Kysely<unknown>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MAIL_QUEUE) private readonly mailQueue: Queue<MailJob>,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly commands: CommandHandling,
    private readonly cart: CartQuery,
    private readonly recipients: MarketingRecipients,
  ) {
    this.afterMs = durationMs(config.CART_REMINDER_AFTER);
    this.code = config.CART_REMINDER_CODE?.trim() || null;
  }

  onApplicationBootstrap() {
    const { config, redis, logger } = this;
    this.background = startBackgroundWork('cart-reminders', { config, redis, logger }, (work) => {
      this.queue = work.queue<CartReminderJob>('cartReminders');
      work.worker<CartReminderJob>('cartReminders', (job) => this.remind(job));
      work.reactor(
        () =>
          new ProjectionRunner(this.reactorDefinition(), {
            db: this.db,
            eventStore: this.store,
            databaseUrl: config.DATABASE_URL,
            logger,
          }),
      );
    });
  }

  async onApplicationShutdown() {
    await this.background?.stop();
  }

  private reactorDefinition() {
    type Batch = Map<string, { changeRevision: number; at: string }>;
    const collect = async (event: RecordedEvent, _db: unknown, batch: Batch) => {
      if (!isCartStream(event.streamId)) return;
      const { userId, at } = event.data as { userId: string; at?: string };
      batch.set(userId, { changeRevision: event.revision, at: at ?? event.metadata.occurredAt });
    };
    return defineReactor<Batch>({
      name: CART_REMINDER_REACTOR,
      minBatchIntervalMs: BACKGROUND_BATCH_INTERVAL_MS,
      accepts: (event) => isCartStream(event.streamId),
      batch: {
        begin: async () => new Map(),
        end: async (batch) => {
          const jobs = new JobBatch();
          const now = this.clock.now().getTime();
          for (const [userId, { changeRevision, at }] of batch) {
            const delay = Math.max(0, new Date(at).getTime() + this.afterMs - now);
            jobs.add(
              this.queue!,
              CART_REMINDER_JOB,
              { userId, changeRevision },
              { jobId: cartReminderJobId(userId, changeRevision), delay },
            );
          }
          await jobs.enqueue();
        },
      },
      handlers: Object.fromEntries(CART_CHANGE_TYPES.map((type) => [type, collect])),
    });
  }

  /** The job: consent now, the reminder recorded once per cart, then the e-mail (stable id). */
  async remind(job: Pick<Job<CartReminderJob>, 'data'>): Promise<'sent' | 'skipped'> {
    const { userId, changeRevision } = job.data;
    const recipient = await this.recipients.recipient(userId);
    const { state } = await this.commands.decide(
      cartDecider,
      cartStream(userId),
      {
        type: 'RecordReminder',
        userId,
        changeRevision,
        consented: recipient !== null,
        code: this.code,
        now: this.commands.now(),
      },
      systemContext(`cart-reminder-${userId}-${changeRevision}`),
      { maxAttempts: 20 },
    );
    const reminder = state.reminded;
    if (!recipient || reminder?.changeRevision !== changeRevision) return 'skipped';
    const { items } = await this.cart.render(reminder.lines);
    if (items.length === 0) return 'skipped'; // every product withdrawn since
    await enqueueMail(
      this.mailQueue,
      jobId('cart-reminder-mail', userId, changeRevision),
      cartReminderMail({
        to: recipient.email,
        name: recipient.name,
        lines: items,
        code: this.code,
        webOrigin: this.config.WEB_ORIGIN,
        unsubscribeUrl: recipient.unsubscribeUrl,
      }),
    );
    return 'sent';
  }
}
