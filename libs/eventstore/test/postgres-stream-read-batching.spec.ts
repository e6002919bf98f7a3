import type { Pool } from 'pg';
import { createTestDatabase, TestDatabase } from '@store/platform/testing';
import { eventStoreMigrations, PostgresEventStore } from '../src';
import { newEvent, uniqueStreamId } from './helpers';

// With one stream read at a time, every read asked while one runs waits and joins the next
// statement, and reads asked in one turn of the event loop go out together: the shared path is
// taken deterministically.
describe('PostgreSQL adapter: concurrent whole-stream reads share a statement', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  let statements: jest.SpyInstance;

  beforeAll(async () => {
    database = await createTestDatabase([eventStoreMigrations]);
    store = new PostgresEventStore({ databaseUrl: database.url, maxConcurrentStreamReads: 1 });
    statements = jest.spyOn((store as unknown as { pool: Pool }).pool, 'query');
  });

  afterAll(async () => {
    await store?.close();
    await database?.destroy();
  });

  const streamOf = async (prefix: string, count: number) => {
    const streamId = uniqueStreamId(prefix);
    await store.append(
      streamId,
      Array.from({ length: count }, (_, index) => newEvent(`E${index}`, { index })),
    );
    return streamId;
  };
  const shapes = (events: Awaited<ReturnType<PostgresEventStore['readStream']>>) =>
    events.map((event) => [event.streamId, event.revision, event.type]);

  it('answers each read asked together with its own stream, in revision order, from one statement', async () => {
    const streams = [await streamOf('a', 3), await streamOf('b', 1), await streamOf('c', 5)];
    const missing = uniqueStreamId('missing');
    const alone = await streamOf('alone', 2);
    statements.mockClear();

    const [first, ...waiting] = await Promise.all(
      [alone, ...streams, missing].map((streamId) => store.readStream(streamId)),
    );

    expect(statements).toHaveBeenCalledTimes(1); // asked in one turn: one statement for the five
    expect(shapes(first)).toEqual([
      [alone, 0, 'E0'],
      [alone, 1, 'E1'],
    ]);
    expect(waiting.map((events) => events.length)).toEqual([3, 1, 5, 0]);
    waiting.slice(0, 3).forEach((events, index) => {
      expect(events.every((event) => event.streamId === streams[index])).toBe(true);
      expect(events.map((event) => event.revision)).toEqual(events.map((_, revision) => revision));
    });
    expect(await store.readStream(streams[2])).toEqual(waiting[2]);
  });

  it('gives two waiting readers of one stream events they can change without touching each other’s', async () => {
    const streamId = await streamOf('shared', 2);
    const alone = await streamOf('alone', 1);
    statements.mockClear();
    const [, one, other] = await Promise.all([
      store.readStream(alone),
      store.readStream(streamId),
      store.readStream(streamId),
    ]);
    expect(statements).toHaveBeenCalledTimes(2); // a stream is in one statement at most
    expect(one).toEqual(other);
    (one[0].data as { index: number }).index = 99;
    expect((other[0].data as { index: number }).index).toBe(0);
  });

  it('sees what was appended before the read was asked, even while an older read is running', async () => {
    const streamId = await streamOf('grows', 1);
    const running = store.readStream(streamId); // holds the only slot
    await store.append(streamId, [newEvent('Later')]);
    const after = store.readStream(streamId); // waits, and reads after the append
    expect((await running).length).toBeGreaterThanOrEqual(1);
    expect(shapes(await after)).toEqual([
      [streamId, 0, 'E0'],
      [streamId, 1, 'Later'],
    ]);
  });

  it('reads ranges, backwards and from a revision on their own, as before', async () => {
    const streamId = await streamOf('ranges', 4);
    expect(
      (await store.readStream(streamId, { direction: 'backwards', limit: 2 })).map((event) => event.revision),
    ).toEqual([3, 2]);
    expect((await store.readStream(streamId, { fromRevision: 2 })).map((event) => event.revision)).toEqual([2, 3]);
    expect((await store.readStream(streamId, { limit: 1 })).map((event) => event.revision)).toEqual([0]);
  });

  it('fails every read of a statement that fails, and the next reads still work', async () => {
    const streamId = await streamOf('after-failure', 1);
    statements.mockRejectedValueOnce(new Error('connection lost')).mockRejectedValueOnce(new Error('connection lost'));
    const outcomes = await Promise.allSettled([
      store.readStream(streamId),
      store.readStream(streamId),
      store.readStream(uniqueStreamId('x')),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await store.readStream(streamId)).toHaveLength(1);
  });
});
