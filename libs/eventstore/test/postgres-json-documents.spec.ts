import { sql } from 'kysely';
import { createTestDatabase, migrateToLatest, TestDatabase } from '@store/platform/testing';
import { eventStoreMigrations, PostgresEventStore, type MigrationSet } from '../src';
import { newEvent, testMetadata } from './helpers';

const JSON_DOCUMENTS = '20261127_1800_eventstore_json_documents';
const before = (name: string): MigrationSet =>
  Object.fromEntries(Object.entries(eventStoreMigrations).filter(([key]) => key < name));

/** What appended data must read back as, whatever the column's type: key order, unicode, escapes, numbers, nesting. */
const awkwardData = {
  zeta: 1,
  alpha: 'naïve "quoted" \\ back\tslash ✓',
  nested: { list: [1, 2.5, -3, null, true], empty: {} },
  big: 12345678901234,
};

const columnTypes = async (database: TestDatabase) =>
  (
    await sql<{ column_name: string; data_type: string }>`
      select column_name, data_type from information_schema.columns where table_name = 'events' and column_name in ('data', 'metadata') order by column_name`.execute(
      database.db,
    )
  ).rows.map((row) => `${row.column_name} ${row.data_type}`);

/**
 * The log keeps its documents as json (20261127_1800): a log written while they were jsonb reads
 * back the same after the migration, appends and reads go on, and the migration can be undone.
 */
describe('PostgreSQL adapter: event documents as json', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase([before(JSON_DOCUMENTS)]);
  });

  afterAll(async () => {
    await store?.close();
    await database?.destroy();
  });

  it('converts a log written as jsonb, which reads back as it was appended, and undoes it', async () => {
    expect(await columnTypes(database)).toEqual(['data jsonb', 'metadata jsonb']);
    await sql`
      insert into events (stream_id, revision, event_id, type, data, metadata)
      values ('order-1', 0, gen_random_uuid(), 'OrderPlaced', ${JSON.stringify(awkwardData)}::jsonb, ${JSON.stringify({ correlationId: 'c-1', actor: { id: null, role: 'guest' } })}::jsonb)`.execute(
      database.db,
    );
    await sql`insert into event_streams (stream_id, revision) values ('order-1', 0)`.execute(database.db);

    expect(await migrateToLatest(database.db, [eventStoreMigrations])).toEqual([JSON_DOCUMENTS]);
    expect(await columnTypes(database)).toEqual(['data json', 'metadata json']);

    store = new PostgresEventStore({ databaseUrl: database.url, maxConnections: 2 });
    await store.append('order-1', [newEvent('OrderPaid', { orderId: 'order-1', amount: 499.5 })], {
      expectedRevision: 0,
    });
    const [placed, paid] = await store.readStream('order-1');
    expect(placed.data).toEqual(awkwardData);
    expect(placed.metadata).toEqual({ correlationId: 'c-1', actor: { id: null, role: 'guest' } });
    expect(paid.data).toEqual({ orderId: 'order-1', amount: 499.5 });
    expect((await store.readAll()).map((event) => event.type)).toEqual(['OrderPlaced', 'OrderPaid']);
    // The event browser's filters read inside metadata.
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from events where metadata->>'correlationId' = 'c-1'`.execute(database.db);
    expect(rows[0].n).toBe(1);

    await eventStoreMigrations[JSON_DOCUMENTS].down!(database.db);
    expect(await columnTypes(database)).toEqual(['data jsonb', 'metadata jsonb']);
    // A process's prepared reads answer the old result type: a migration is followed by new processes.
    await store.close();
    store = new PostgresEventStore({ databaseUrl: database.url, maxConnections: 2 });
    expect((await store.readAll()).map((event) => event.data)).toEqual([
      awkwardData,
      { orderId: 'order-1', amount: 499.5 },
    ]);
  });

  it('keeps the text of a document as appended (jsonb would sort its keys)', async () => {
    await eventStoreMigrations[JSON_DOCUMENTS].up(database.db);
    await store.close();
    store = new PostgresEventStore({ databaseUrl: database.url, maxConnections: 2 });
    await store.append('order-2', [newEvent('OrderPlaced', awkwardData)], { expectedRevision: 'no_stream' });
    const { rows } = await sql<{
      text: string;
    }>`select data::text as text from events where stream_id = 'order-2'`.execute(database.db);
    expect(rows[0].text).toBe(JSON.stringify(awkwardData));
  });

  it('stores an event without data as the json value null, and nulls inside a document as they are', async () => {
    await store.append(
      'order-3',
      [{ type: 'Pinged', data: undefined, metadata: testMetadata() }, newEvent('Nulls', { a: null, list: [null] })],
      { expectedRevision: 'no_stream' },
    );
    const [pinged, nulls] = await store.readStream('order-3');
    expect(pinged.data).toBeNull();
    expect(nulls.data).toEqual({ a: null, list: [null] });
    const { rows } = await sql<{
      text: string;
      is_sql_null: boolean;
    }>`select data::text as text, data is null as is_sql_null from events where stream_id = 'order-3' order by revision`.execute(
      database.db,
    );
    expect(rows).toEqual([
      { text: 'null', is_sql_null: false },
      { text: '{"a":null,"list":[null]}', is_sql_null: false },
    ]);
  });
});
