import { createTestDatabase } from '@store/platform/testing';
import { eventStoreMigrations, PostgresEventStore } from '../src';
import { describeEventStoreContract } from './contract';

describeEventStoreContract('PostgreSQL adapter', async () => {
  const database = await createTestDatabase([eventStoreMigrations]);
  return {
    open: ({ upcasters } = {}) => new PostgresEventStore({ databaseUrl: database.url, upcasters }),
    dispose: () => database.destroy(),
  };
});
