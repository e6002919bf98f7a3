import { Inject, Injectable } from '@nestjs/common';
import type { Position } from '@store/eventstore';
import { DATABASE, LOGGER, Logger } from '@store/platform';
import { waitToReadYourWrites, type ProjectionTables } from '@store/projections';
import { Kysely } from 'kysely';
import { USER_ACCOUNT_PROJECTION } from '../projections/user-account.projection';

/** Waits (bounded) for the user_account read model to show a command's effect. */
@Injectable()
export class ReadYourWrites {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ProjectionTables>,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  userAccount(position: Position | null | undefined): Promise<void> {
    return waitToReadYourWrites(this.db, USER_ACCOUNT_PROJECTION, position, this.logger);
  }
}
