import { randomUUID } from 'node:crypto';
import { createTestDatabase, TestDatabase } from '@store/platform/testing';
import {
  AppendResult,
  DuplicateEventIdError,
  eventStoreMigrations,
  PostgresEventStore,
  WrongExpectedRevisionError,
} from '../src';
import { newEvent, uniqueStreamId } from './helpers';

// With one append statement at a time, every append that arrives while one runs waits and
// joins the next statement: the batching path is taken deterministically.
describe('PostgreSQL adapter: concurrent appends share a statement', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase([eventStoreMigrations]);
    store = new PostgresEventStore({ databaseUrl: database.url, maxConcurrentAppends: 1 });
  });

  afterAll(async () => {
    await store?.close();
    await database?.destroy();
  });

  const settle = <T>(promises: Promise<T>[]) => Promise.allSettled(promises);

  it('checks each append of a shared statement on its own', async () => {
    const existing = uniqueStreamId('existing');
    await store.append(existing, [newEvent('Opened')], { expectedRevision: 'no_stream' });
    const fresh = Array.from({ length: 6 }, () => uniqueStreamId('fresh'));
    const outcomes = await settle([
      store.append(uniqueStreamId('first'), [newEvent('Alone')]), // runs alone, the rest queue behind it
      store.append(existing, [newEvent('Next'), newEvent('Next')], { expectedRevision: 0 }),
      store.append(fresh[0], [newEvent('Created')], { expectedRevision: 'no_stream' }),
      store.append(fresh[1], [newEvent('Refused')], { expectedRevision: 'exists' }),
      store.append(fresh[2], [newEvent('Refused')], { expectedRevision: 3 }),
      store.append(fresh[3], [newEvent('Any'), newEvent('Any'), newEvent('Any')], { expectedRevision: 'any' }),
      store.append(fresh[4], [newEvent('Created')], { expectedRevision: 'no_stream' }),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    const values = outcomes.flatMap((outcome) =>
      outcome.status === 'fulfilled' ? [outcome.value] : [],
    ) as AppendResult[];
    expect(values.map((result) => result.nextRevision)).toEqual([0, 2, 0, 2, 0]);
    // The queued appends committed together: one transaction id for the four that succeeded.
    expect(new Set(values.slice(1).map((result) => result.position.commit)).size).toBe(1);
    const refused = outcomes
      .filter((outcome) => outcome.status === 'rejected')
      .map((outcome) => (outcome as PromiseRejectedResult).reason);
    expect(refused[0]).toBeInstanceOf(WrongExpectedRevisionError);
    expect(refused[0]).toMatchObject({ streamId: fresh[1], expected: 'exists', actual: 'no_stream' });
    expect(refused[1]).toMatchObject({ streamId: fresh[2], expected: 3, actual: 'no_stream' });

    expect((await store.readStream(existing)).map((event) => [event.revision, event.type])).toEqual([
      [0, 'Opened'],
      [1, 'Next'],
      [2, 'Next'],
    ]);
    expect((await store.readStream(fresh[3])).map((event) => event.revision)).toEqual([0, 1, 2]);
    expect(await store.readStream(fresh[1])).toEqual([]);
  });

  it('fails only the append that reuses an event id, when its statement is shared', async () => {
    const reused = randomUUID();
    await store.append(uniqueStreamId('original'), [newEvent('Original', {}, { id: reused })]);
    const [first, duplicate, other] = [uniqueStreamId('a'), uniqueStreamId('dup'), uniqueStreamId('b')];
    const outcomes = await settle([
      store.append(uniqueStreamId('first'), [newEvent('Alone')]),
      store.append(first, [newEvent('Fine')]),
      store.append(duplicate, [newEvent('Copy', {}, { id: reused })]),
      store.append(other, [newEvent('Fine')]),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[2] as PromiseRejectedResult).reason).toBeInstanceOf(DuplicateEventIdError);
    expect(await store.readStream(first)).toHaveLength(1);
    expect(await store.readStream(other)).toHaveLength(1);
    expect(await store.readStream(duplicate)).toEqual([]);
  });

  it('puts appends to the same stream in separate statements, in arrival order', async () => {
    const stream = uniqueStreamId('same');
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, n) =>
        store.append(stream, [newEvent('Queued', { n })], { expectedRevision: 'any' }),
      ),
    );
    expect(results.map((result) => result.nextRevision)).toEqual([0, 1, 2, 3, 4]);
    expect((await store.readStream(stream)).map((event) => (event.data as { n: number }).n)).toEqual([0, 1, 2, 3, 4]);
  });

  it('commits the appends asked in one turn of the event loop together, even with a statement slot free', async () => {
    const roomy = new PostgresEventStore({ databaseUrl: database.url, maxConcurrentAppends: 4 });
    try {
      const streams = Array.from({ length: 5 }, () => uniqueStreamId('together'));
      const results = await Promise.all(
        streams.map((stream) => roomy.append(stream, [newEvent('Together')], { expectedRevision: 'no_stream' })),
      );
      expect(new Set(results.map((result) => result.position.commit)).size).toBe(1); // one transaction
    } finally {
      await roomy.close();
    }
  });
});
