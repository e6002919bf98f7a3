import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { EventStore, RecordedEvent } from '@store/eventstore';
import {
  AppConfig,
  BackgroundWork,
  CommandHandling,
  CONFIG,
  DATABASE,
  enqueueMail,
  EVENT_STORE,
  foldEvents,
  jobId,
  LOGGER,
  Logger,
  MAIL_QUEUE,
  MailJob,
  REDIS,
  startBackgroundWork,
  systemContext,
  isSealedValue,
  openSealed,
} from '@store/platform';
import { defineReactor, ProjectionRunner } from '@store/projections';
import { Kysely } from 'kysely';
import type { Job, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { inventoryDecider, type InventoryEvent } from '../domain/inventory';
import { productDecider, type ProductState } from '../domain/product-decider';
import { notifyDecider } from '../domain/notify-me';
import { notifySubject } from '../commands/notify-me-subscriptions.service';
import { notifyMeAlertMail } from './notify-me-mails';
import { computeInStock } from '../projections/catalogue.projections';
import { inventoryStream, isInventoryStream, isProductStream, notifyStream, productStream } from '../streams';

export interface NotifyMeJob {
  productId: string;
  subscriberKey: string;
  /** The event that made the product available: part of the job id. */
  trigger: string;
}

const TRIGGER_TYPES = ['ProductLaunched', 'StockSet', 'StockAdjusted', 'StockReleased'];
export const NOTIFY_ME_REACTOR = 'notify_me_reactor';

/**
 * Notify-me alerts: the reactor that sees a product become available (out of stock -> in stock,
 * or upcoming -> launched) and the BullMQ worker that e-mails each confirmed subscriber once and
 * marks them notified. Addresses still awaiting their confirmation are neither mailed nor counted
 * (subscriptions: NotifyMeSubscriptions).
 */
@Injectable()
export class NotifyMe implements OnApplicationBootstrap, OnApplicationShutdown {
  private background?: BackgroundWork;
  private queue?: Queue<NotifyMeJob>;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly commands: CommandHandling,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(MAIL_QUEUE) private readonly mailQueue: Queue<MailJob>,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(DATABASE) private readonly db: Kysely<unknown>,
  ) {}

  onApplicationBootstrap() {
    const { config, redis, logger } = this;
    this.background = startBackgroundWork('catalogue', { config, redis, logger }, (work) => {
      this.queue = work.queue<NotifyMeJob>('notifyMe');
      work.worker<NotifyMeJob>('notifyMe', (job) => this.deliver(job));
      // A reactor: its checkpoint is stored, so an availability change while no process ran is
      // still noticed, and one process at a time reacts.
      work.reactor(() => {
        const handle = (event: RecordedEvent) => this.onEvent(event);
        const reactor = defineReactor({
          name: NOTIFY_ME_REACTOR,
          handlers: Object.fromEntries(TRIGGER_TYPES.map((type) => [type, handle])),
        });
        return new ProjectionRunner(reactor, {
          db: this.db,
          eventStore: this.store,
          databaseUrl: config.DATABASE_URL,
          logger,
        });
      });
    });
  }

  async onApplicationShutdown() {
    await this.background?.stop();
  }

  /** Did this event make the product available to buy? */
  private async becameAvailable(event: RecordedEvent, product: ProductState): Promise<boolean> {
    if (isProductStream(event.streamId)) return event.type === 'ProductLaunched';
    if (!isInventoryStream(event.streamId) || product.isUpcoming) return false;
    const recorded = await this.store.readStream(event.streamId);
    const events = recorded.map((e) => ({ type: e.type, data: e.data }) as InventoryEvent);
    const before = foldEvents(inventoryDecider, events.slice(0, event.revision));
    const after = foldEvents(inventoryDecider, events.slice(0, event.revision + 1));
    return !computeInStock(product.variants, before.available) && computeInStock(product.variants, after.available);
  }

  async onEvent(event: RecordedEvent) {
    const productId = (event.data as { productId?: string }).productId;
    if (!productId) return;
    // Most products have no one waiting: look at the (short) subscription stream first.
    const { state } = await this.commands.load(notifyDecider, notifyStream(productId));
    if (Object.keys(state.pending).length === 0) return;
    const product = (await this.commands.load(productDecider, productStream(productId))).state;
    if (!product.exists || product.deleted) return;
    if (event.type === 'ProductLaunched') {
      const inventory = (await this.commands.load(inventoryDecider, inventoryStream(productId))).state;
      if (!computeInStock(product.variants, inventory.available)) return;
    } else if (!(await this.becameAvailable(event, product))) return;
    for (const subscriberKey of Object.keys(state.pending)) {
      await this.queue!.add(
        'notify-me',
        { productId, subscriberKey, trigger: event.id },
        { jobId: jobId('notify-me', productId, subscriberKey, event.id) },
      );
    }
  }

  private async deliver(job: Job<NotifyMeJob>) {
    const { productId, subscriberKey, trigger } = job.data;
    const { state } = await this.commands.load(notifyDecider, notifyStream(productId));
    const stored = state.pending[subscriberKey];
    if (!stored) return;
    // Sealed under guest:<subscriberKey> (plain in subscriptions made before sealing); null once erased: told no one.
    const email = isSealedValue(stored)
      ? await openSealed<string>(this.db, { subject: notifySubject(subscriberKey), sealed: stored })
      : stored;
    const product = (await this.commands.load(productDecider, productStream(productId))).state;
    const link = `${this.config.WEB_ORIGIN}/products/${productId}`;
    if (email)
      await enqueueMail(
        this.mailQueue,
        jobId('catalogue', 'notify-me', productId, subscriberKey, trigger),
        notifyMeAlertMail(email, product.name, link),
      );
    await this.commands.decide(
      notifyDecider,
      notifyStream(productId),
      { type: 'MarkNotified', productId, subscriberKey, trigger, now: this.commands.now() },
      systemContext(),
    );
  }
}
