import { Inject, Injectable } from '@nestjs/common';
import type { Position } from '@store/eventstore';
import { DATABASE, LOGGER, Logger } from '@store/platform';
import { waitForProjections } from '@store/projections';
import { Kysely } from 'kysely';
import { ORDER_VIEW_PROJECTION } from '../projections/order-view.projection';

/**
 * Waits (bounded) until order_view shows a command's effect, for answers after which the shopper
 * reads a list (My Orders, the admin list): a paid or failed payment must not look pending there.
 */
@Injectable()
export class OrderViewReadYourWrites {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<any>,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async wait(position: Position | null | undefined): Promise<void> {
    if (!position) return;
    const caughtUp = await waitForProjections(this.db, [ORDER_VIEW_PROJECTION], position, { timeoutMs: 5000 });
    if (!caughtUp) this.logger.warn({ projection: ORDER_VIEW_PROJECTION }, 'order_view did not catch up in time; answering with what it shows');
  }
}
