import { Inject, Injectable } from '@nestjs/common';
import type { Position } from '@store/eventstore';
import { DATABASE, LOGGER, Logger } from '@store/platform';
import { waitForProjections, type ProjectionTables } from '@store/projections';
import { Kysely } from 'kysely';
import { PRODUCT_LISTING_PROJECTION, STOCK_HISTORY_PROJECTION } from '../projections/catalogue.projections';

/** Waits (bounded) for the catalogue read models to show a command's effect. */
@Injectable()
export class CatalogueReadYourWrites {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ProjectionTables>,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async wait(
    position: Position | null | undefined,
    projections: string[] = [PRODUCT_LISTING_PROJECTION, STOCK_HISTORY_PROJECTION],
  ): Promise<void> {
    if (!position) return;
    const caughtUp = await waitForProjections(this.db, projections, position, { timeoutMs: 5000 });
    if (!caughtUp)
      this.logger.warn({ projections }, 'catalogue read model did not catch up in time; answering with what it shows');
  }
}
