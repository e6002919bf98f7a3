import { createTestDatabase, TestDatabase } from '@store/platform/testing';
import { createEventStore, EventStoreDbEventStore, eventStoreMigrations, PostgresEventStore } from '../src';

describe('createEventStore', () => {
  let database: TestDatabase;
  const savedUrl = process.env.EVENTSTORE_URL;

  beforeAll(async () => {
    database = await createTestDatabase([eventStoreMigrations]);
  });

  afterAll(async () => {
    if (savedUrl === undefined) delete process.env.EVENTSTORE_URL;
    else process.env.EVENTSTORE_URL = savedUrl;
    await database?.destroy();
  });

  it('picks PostgreSQL when no EventStoreDB URL is set, and closes what it opened', async () => {
    delete process.env.EVENTSTORE_URL;
    const store = createEventStore({ databaseUrl: database.url });
    expect(store).toBeInstanceOf(PostgresEventStore);
    await store.append('created-1', [
      {
        type: 'Tested',
        data: {},
        metadata: {
          actor: { id: null, role: 'system' },
          correlationId: 'c',
          causationId: null,
          occurredAt: '2026-11-22T00:00:00.000Z',
        },
      },
    ]);
    expect(await store.readStream('created-1')).toHaveLength(1);
    expect(await store.ping()).toBe(true);
    await store.close();
    expect(await store.ping()).toBe(false);
  });

  it('treats an empty EventStoreDB URL as unset', async () => {
    process.env.EVENTSTORE_URL = '';
    const store = createEventStore({ databaseUrl: database.url });
    expect(store).toBeInstanceOf(PostgresEventStore);
    await store.close();
  });

  it('picks EventStoreDB when EVENTSTORE_URL or eventStoreUrl is set', async () => {
    process.env.EVENTSTORE_URL = 'esdb://127.0.0.1:1?tls=false';
    const fromEnvironment = createEventStore({ databaseUrl: database.url });
    const fromOption = createEventStore({
      databaseUrl: database.url,
      eventStoreUrl: 'kurrentdb://127.0.0.1:1?tls=false',
    });
    try {
      expect(fromEnvironment).toBeInstanceOf(EventStoreDbEventStore);
      expect(fromOption).toBeInstanceOf(EventStoreDbEventStore);
    } finally {
      await fromEnvironment.close();
      await fromOption.close();
    }
  });
});
