import { catalogueMigrations } from '@store/catalogue';
import { eventStoreMigrations } from '@store/eventstore';
import { identityMigrations } from '@store/identity';
import { orderingMigrations } from '@store/ordering';
import { MigrationSet, personalDataMigrations } from '@store/platform';
import { projectionMigrations } from '@store/projections';
import { operationsMigrations } from '../operations/operations-migrations';

/** Every module's migrations, applied in name order at start-up. */
export const allMigrations: MigrationSet[] = [
  eventStoreMigrations,
  projectionMigrations,
  operationsMigrations,
  identityMigrations,
  personalDataMigrations,
  catalogueMigrations,
  orderingMigrations,
];
