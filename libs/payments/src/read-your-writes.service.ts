import { Inject, Injectable } from '@nestjs/common';
import type { Position } from '@store/eventstore';
import { ORDER_VIEW_PROJECTION } from '@store/ordering';
import { DATABASE, LOGGER, Logger } from '@store/platform';
import { waitForProjections } from '@store/projections';
import { Kysely } from 'kysely';

/** Waits (bounded) for the order read model to show a payment's effect. */
@Injectable()
export class PaymentsReadYourWrites {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<any>,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async wait(position: Position | null | undefined): Promise<void> {
    if (!position) return;
    if (!(await waitForProjections(this.db, [ORDER_VIEW_PROJECTION], position, { timeoutMs: 5000 }))) {
      this.logger.warn({ projection: ORDER_VIEW_PROJECTION }, 'order read model did not catch up in time; answering with what it shows');
    }
  }
}
