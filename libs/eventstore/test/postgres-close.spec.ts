import { sql } from 'kysely';
import { useTestDatabase } from '@store/platform/testing';
import { eventStoreMigrations, PostgresEventStore } from '../src';
import { newEvent, uniqueStreamId } from './helpers';

describe('PostgreSQL adapter: close', () => {
  const database = useTestDatabase([eventStoreMigrations]);

  const connectionsOfStores = async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name like 'eventstore%'`.execute(
      database.db,
    );
    return rows[0].n;
  };

  it.each([
    ['reading the head', (store: PostgresEventStore) => store.headPosition()],
    ['reading the log', (store: PostgresEventStore) => store.readAll({ limit: 10 })],
    ['reading a stream', (store: PostgresEventStore) => store.readStream(uniqueStreamId('closing'))],
    ['appending', (store: PostgresEventStore) => store.append(uniqueStreamId('closing'), [newEvent('Closed')])],
  ])('leaves no connection open after %s', async (_what, use) => {
    const store = new PostgresEventStore({ databaseUrl: database.url, maxConnections: 2 });
    await use(store);
    expect(await connectionsOfStores()).toBeGreaterThan(0);
    await store.close();
    // A closed connection leaves pg_stat_activity a moment after the client hangs up
    for (let tries = 0; (await connectionsOfStores()) > 0 && tries < 100; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await connectionsOfStores()).toBe(0);
  });
});
