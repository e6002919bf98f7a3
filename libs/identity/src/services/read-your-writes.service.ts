import { Inject, Injectable } from '@nestjs/common';
import type { Position } from '@store/eventstore';
import { DATABASE, LOGGER, Logger } from '@store/platform';
import { waitForProjections, type ProjectionTables } from '@store/projections';
import { Kysely } from 'kysely';
import { USER_ACCOUNT_PROJECTION } from '../projections/user-account.projection';

/** Waits (bounded) for the user_account read model to show a command's effect. */
@Injectable()
export class ReadYourWrites {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ProjectionTables>,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async userAccount(position: Position | null | undefined): Promise<void> {
    if (!position) return;
    const caughtUp = await waitForProjections(this.db, [USER_ACCOUNT_PROJECTION], position, { timeoutMs: 5000 });
    if (!caughtUp)
      this.logger.warn(
        { projection: USER_ACCOUNT_PROJECTION },
        'read model did not catch up in time; answering with what it shows',
      );
  }
}
