import { createTestDatabase, TestDatabase } from '@store/platform/testing';
import { comparePositions, eventStoreMigrations, PostgresEventStore, type Position, type RecordedEvent } from '../src';
import { SharedLogReads } from '../src/postgres/shared-log-reads';
import { newEvent, SubscriptionReader, uniqueStreamId } from './helpers';

const TYPES = ['Red', 'Green', 'Blue', 'Grey'];

describe('PostgreSQL subscriptions reading together', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase([eventStoreMigrations]);
    // Small pages: bursts overflow them, so shared pages fill up and subscriptions fall behind and catch up.
    store = new PostgresEventStore({ databaseUrl: database.url, pageSize: 7, pollIntervalMs: 100 });
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await store?.close();
    await database?.destroy();
  });

  it('delivers every subscription exactly its types after its start, in order, however their reads are shared', async () => {
    const stream = uniqueStreamId('shared');
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const appended: Array<{ n: number; type: string; position: Position }> = [];
    let n = 0;
    const appendBurst = async (size: number) => {
      for (let i = 0; i < size; i++) {
        const type = TYPES[Math.floor(random() * TYPES.length)];
        const mine = n++;
        const { position } = await store.append(uniqueStreamId(stream), [newEvent(type, { n: mine })]);
        appended.push({ n: mine, type, position });
      }
    };

    await appendBurst(40);
    // Subscriptions of different types, starting at different points of the log.
    const subscribers = [
      { types: ['Red'], startAt: 0 },
      { types: ['Red', 'Green'], startAt: 10 },
      { types: ['Blue'], startAt: 39 },
      { types: undefined, startAt: 25 },
      { types: ['Grey', 'Blue', 'Red'], startAt: 39 },
      { types: ['Green'], startAt: 5 },
    ].map(({ types, startAt }) => {
      const after = appended[startAt].position;
      return { types, startAt, reader: new SubscriptionReader(store.subscribeToAll({ after, eventTypes: types })) };
    });
    // In the log's order (two bursts append at once), after the start's position.
    const expected = (types: string[] | undefined, startAt: number) =>
      [...appended]
        .sort((a, b) => comparePositions(a.position, b.position))
        .filter(
          (event) =>
            comparePositions(event.position, appended[startAt].position) > 0 && (!types || types.includes(event.type)),
        )
        .map((event) => event.n);

    try {
      const received: number[][] = subscribers.map(() => []);
      const takeAll = () =>
        Promise.all(
          subscribers.map(async ({ types, startAt, reader }, index) => {
            const want = expected(types, startAt).length - received[index].length;
            const events: RecordedEvent[] = await reader.take(want);
            received[index].push(...events.map((event) => (event.data as { n: number }).n));
          }),
        );
      await takeAll();
      const asked = jest.spyOn(SharedLogReads.prototype, 'read');
      const statements = jest.spyOn(
        PostgresEventStore.prototype as unknown as { readLogPage: () => unknown },
        'readLogPage',
      );
      // Live: bursts of several sizes (some beyond a page) while every subscription is caught up.
      for (const size of [1, 3, 20, 2, 9, 1]) {
        await Promise.all([appendBurst(size), appendBurst(size)]);
        await takeAll();
      }
      subscribers.forEach(({ types, startAt }, index) => expect(received[index]).toEqual(expected(types, startAt)));
      // Reads were shared: fewer statements than the subscriptions' reads.
      expect(statements.mock.calls.length).toBeLessThan(asked.mock.calls.length);
      // Nothing more (no event twice).
      for (const { reader } of subscribers) expect(await reader.drain(300)).toEqual([]);
    } finally {
      await Promise.all(subscribers.map(({ reader }) => reader.subscription.close()));
    }
  });
});
