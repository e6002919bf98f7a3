import { randomUUID } from 'node:crypto';
import { eventStoreMigrations, PostgresEventStore } from '@store/eventstore';
import {
  createSubjectKey,
  migrateToLatest,
  openSealed,
  orderSubject,
  personalDataMigrations,
  shredSubject,
} from '@store/platform';
import { createTestDatabase, type TestDatabase } from '@store/platform/testing';
import { sql } from 'kysely';
import { orderingMigrations } from '../../src';
import { orderNotesStream } from '../../src/streams';

/** A note event's data as the log holds it after the migration. */
type NoteData = { orderId: string; sealedText?: string | null; text?: string };

const note = (orderId: string, text: string) => ({
  type: 'OrderNoteAdded',
  data: { orderId, noteId: randomUUID(), text },
  metadata: {
    actor: { id: 'admin-1', role: 'admin' as const },
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: new Date().toISOString(),
  },
});

/** Issue #38: internal notes written before they were sealed are rewritten once by orderingMigrations. */
describe('order notes from before sealing are resealed by the migration', () => {
  let database: TestDatabase;
  let eventStore: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase([eventStoreMigrations, personalDataMigrations], { maxConnections: 4 });
    eventStore = new PostgresEventStore({ databaseUrl: database.url, maxConnections: 2, pollIntervalMs: 200 });
    for (const orderId of ['kept', 'erased']) await createSubjectKey(database.db, orderSubject(orderId));
    await eventStore.append(orderNotesStream('kept'), [note('kept', 'Called Tanvi Marchbanks on 9822211100')]);
    await eventStore.append(orderNotesStream('erased'), [
      note('erased', 'Leave it with Osric Penhallow at 4 Neem Street'),
    ]);
    await eventStore.append(orderNotesStream('legacy'), [note('legacy', 'Order from before personal-data keys')]);
    await shredSubject(database.db, orderSubject('erased'));
    await migrateToLatest(database.db, [eventStoreMigrations, personalDataMigrations, orderingMigrations]);
  });
  afterAll(async () => {
    await eventStore?.close();
    await database?.destroy();
  });

  it("seals each note under its order's key, drops the text of an order erased already, and leaves no plain text in the log", async () => {
    const { rows } = await sql<{ data: string }>`select data::text as data from events`.execute(database.db);
    for (const trace of ['Tanvi', '9822211100', 'Osric', 'Neem', 'before personal-data'])
      expect(rows.map((row) => row.data).join('\n')).not.toContain(trace);
    const [kept] = await eventStore.readStream(orderNotesStream('kept'));
    const [erased] = await eventStore.readStream(orderNotesStream('erased'));
    const [legacy] = await eventStore.readStream(orderNotesStream('legacy'));
    expect(
      await openSealed(database.db, {
        subject: orderSubject('kept'),
        sealed: String((kept.data as NoteData).sealedText),
      }),
    ).toBe('Called Tanvi Marchbanks on 9822211100');
    expect(erased.data).toMatchObject({ orderId: 'erased', sealedText: null });
    expect(
      await openSealed(database.db, {
        subject: orderSubject('legacy'),
        sealed: String((legacy.data as NoteData).sealedText),
      }),
    ).toBe('Order from before personal-data keys');
    expect([kept, erased, legacy].every((event) => !('text' in (event.data as NoteData)))).toBe(true);
  });
});
