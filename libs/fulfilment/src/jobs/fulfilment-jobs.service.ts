import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { EventStore } from '@store/eventstore';
import { OrderAccessTokens, OrderingCommands, OrderPersonalData } from '@store/ordering';
import {
  AppConfig,
  BackgroundWork,
  CONFIG,
  DATABASE,
  EVENT_STORE,
  LOGGER,
  Logger,
  MAIL_QUEUE,
  MailJob,
  REDIS,
  startBackgroundWork,
} from '@store/platform';
import { ProjectionRunner } from '@store/projections';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { Kysely } from 'kysely';
import type { OrderShipmentEvent } from '../domain';
import { fulfilmentReactor } from './fulfilment-reactor';
import { partShippedMail } from './shipment-mails';

type Dispatched = Extract<OrderShipmentEvent, { type: 'ShipmentDispatched' }>['data'];

/** Runs the fulfilment reactor (one active runner, a stored checkpoint); its e-mails go through the platform's mail queue. */
@Injectable()
export class FulfilmentJobs implements OnApplicationBootstrap, OnApplicationShutdown {
  private background?: BackgroundWork;

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(DATABASE) private readonly db: Kysely<unknown>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MAIL_QUEUE) private readonly mailQueue: Queue<MailJob>,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly orders: OrderingCommands,
    private readonly personal: OrderPersonalData,
    private readonly tokens: OrderAccessTokens,
  ) {}

  onApplicationBootstrap() {
    const { config, redis, logger } = this;
    this.background = startBackgroundWork('fulfilment', { config, redis, logger }, (work) => {
      work.reactor(
        () =>
          new ProjectionRunner(
            fulfilmentReactor({ mailQueue: this.mailQueue, partShippedMail: (shipment) => this.partShipped(shipment) }),
            { db: this.db, eventStore: this.store, databaseUrl: config.DATABASE_URL, logger },
          ),
      );
    });
  }

  async onApplicationShutdown() {
    await this.background?.stop();
  }

  private async partShipped(shipment: Dispatched): Promise<MailJob | null> {
    const order = await this.personal.reveal(await this.orders.order(shipment.orderId));
    const customer = order.customer;
    if (!order.exists || !customer?.email) return null;
    const link =
      order.userId === null
        ? `${this.config.WEB_ORIGIN}/order-confirmation/${order.orderId}?token=${encodeURIComponent(this.tokens.issue(order.orderId))}`
        : `${this.config.WEB_ORIGIN}/orders`;
    const record = { ...shipment, shippedAt: shipment.at, deliveredAt: null };
    return partShippedMail(order, { name: customer.name, email: customer.email }, record, link);
  }
}
