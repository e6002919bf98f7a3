import { Inject, Injectable } from '@nestjs/common';
import type { Position } from '@store/eventstore';
import { DATABASE, LOGGER, type Logger } from '@store/platform';
import { waitForProjections, type ProjectionTables } from '@store/projections';
import type { Kysely } from 'kysely';
import { DISCOUNT_ADMIN_PROJECTION } from '../projections/discount-admin.projection';

/** Waits (bounded) for the admin's list to show a write, so the list read next shows it. */
@Injectable()
export class DiscountsReadYourWrites {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ProjectionTables>,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async wait(position: Position | null | undefined): Promise<void> {
    if (!position) return;
    const caughtUp = await waitForProjections(this.db, [DISCOUNT_ADMIN_PROJECTION], position, { timeoutMs: 5000 });
    if (!caughtUp)
      this.logger.warn({ projection: DISCOUNT_ADMIN_PROJECTION }, 'discounts: read model did not catch up in time');
  }
}
