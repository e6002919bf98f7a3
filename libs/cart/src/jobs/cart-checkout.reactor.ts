import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { EventStore, RecordedEvent } from '@store/eventstore';
import {
  AppConfig,
  BackgroundWork,
  CONFIG,
  DATABASE,
  EVENT_STORE,
  LOGGER,
  Logger,
  REDIS,
  startBackgroundWork,
  systemContext,
} from '@store/platform';
import { defineReactor, ProjectionRunner } from '@store/projections';
import type { Redis } from 'ioredis';
import { Kysely } from 'kysely';
import { CartCommands } from '../commands/cart.commands';

export const CART_REACTOR = 'cart_reactor';

type OrderPlaced = {
  orderId: string;
  userId: string | null;
  items: Array<{ productId: string; colorVariantId: string | null; size: string }>;
};

const isSignedInOrder = (event: RecordedEvent) =>
  event.streamId.startsWith('order-') && Boolean((event.data as OrderPlaced).userId);

/**
 * When a signed-in shopper places an order, the ordered lines leave their cart as checked out
 * (CartCommands.checkOut, idempotent per order id, so a retried batch or the ordering module
 * calling it as well changes nothing twice). A Buy Now order takes out only its one line.
 */
@Injectable()
export class CartCheckoutReactor implements OnApplicationBootstrap, OnApplicationShutdown {
  private background?: BackgroundWork;

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(DATABASE) private readonly db: Kysely<unknown>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly cart: CartCommands,
  ) {}

  onApplicationBootstrap() {
    const { config, redis, logger } = this;
    this.background = startBackgroundWork('cart', { config, redis, logger }, (work) =>
      work.reactor(
        () =>
          new ProjectionRunner(this.reactorDefinition(), {
            db: this.db,
            eventStore: this.store,
            databaseUrl: config.DATABASE_URL,
            logger,
          }),
      ),
    );
  }

  async onApplicationShutdown() {
    await this.background?.stop();
  }

  private reactorDefinition() {
    return defineReactor({
      name: CART_REACTOR,
      // A guest has no cart: their orders pass with a checkpoint move, no transaction.
      accepts: (event) => isSignedInOrder(event),
      handlers: {
        OrderPlaced: async (event) => {
          if (!isSignedInOrder(event)) return;
          const order = event.data as OrderPlaced & { userId: string };
          const ordered = order.items.map(({ productId, colorVariantId, size }) => ({
            productId,
            colorVariantId,
            size,
          }));
          await this.cart.checkOut(
            order.userId,
            order.orderId,
            { ...systemContext(event.metadata.correlationId), causationId: event.id },
            ordered,
          );
        },
      },
    });
  }
}
