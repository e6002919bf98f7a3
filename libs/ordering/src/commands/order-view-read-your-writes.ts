import { Inject, Injectable } from '@nestjs/common';
import type { Position } from '@store/eventstore';
import { DATABASE, LOGGER, Logger } from '@store/platform';
import { waitToReadYourWrites, type ProjectionTables } from '@store/projections';
import { Kysely } from 'kysely';
import { ORDER_VIEW_PROJECTION } from '../projections/order-view.projection';

/** How long an answer waits for order_view at most. */
const TIMEOUT_MS = 5000;

/**
 * Waits (bounded) until order_view shows a command's effect, for answers after which the shopper
 * reads a list (My Orders, the admin list): a paid or failed payment must not look pending there.
 * Every payment answer waits here; the process's checkpoint watch answers it when order_view's
 * batch commits in this process, and otherwise with one checkpoint query for all waiting answers.
 */
@Injectable()
export class OrderViewReadYourWrites {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ProjectionTables>,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  wait(position: Position | null | undefined): Promise<void> {
    return waitToReadYourWrites(this.db, ORDER_VIEW_PROJECTION, position, this.logger, { timeoutMs: TIMEOUT_MS });
  }
}
