import { Inject, Injectable } from '@nestjs/common';
import type { Position } from '@store/eventstore';
import { DATABASE, LOGGER, Logger } from '@store/platform';
import { waitForProjections, type ProjectionTables } from '@store/projections';
import { Kysely } from 'kysely';

/** Waits (bounded) for one of the marketing read models to show a command's effect. */
@Injectable()
export class MarketingReadYourWrites {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ProjectionTables>,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async wait(projection: string, position: Position | null | undefined): Promise<void> {
    if (!position) return;
    const caughtUp = await waitForProjections(this.db, [projection], position, { timeoutMs: 5000 });
    if (!caughtUp)
      this.logger.warn({ projection }, 'read model did not catch up in time; answering with what it shows');
  }
}
