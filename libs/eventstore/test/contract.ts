import { randomUUID } from 'node:crypto';
import {
  comparePositions,
  EventStore,
  MAX_STREAMS_PER_READ,
  Position,
  RecordedEvent,
  UpcasterRegistry,
  Upcasters,
  withConflictRetry,
  WrongExpectedRevisionError,
} from '../src';
import { eventually, inStreams, newEvent, SubscriptionReader, testMetadata, uniqueStreamId, waitUntilVisible } from './helpers';

/** One backing store (a database, a server) that the suite opens stores over. */
export interface ContractBackend {
  open(options?: { upcasters?: Upcasters }): EventStore;
  /** Called after every store the suite opened is closed. */
  dispose(): Promise<void>;
}

export type EventStoreFactory = () => Promise<ContractBackend>;

export interface ContractOptions {
  /** When set, Jest lists the whole suite as skipped with this reason in its name. */
  skipReason?: string;
}

const types = (events: RecordedEvent[]) => events.map((event) => event.type);

const expectAscending = (positions: Position[]) => {
  for (let i = 1; i < positions.length; i += 1) expect(comparePositions(positions[i - 1], positions[i])).toBeLessThan(0);
};

async function expectConflict(
  attempt: Promise<unknown>,
  expected: Pick<WrongExpectedRevisionError, 'streamId' | 'expected' | 'actual'>,
): Promise<void> {
  const error = await attempt.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(WrongExpectedRevisionError);
  expect(error).toMatchObject(expected);
}

/**
 * The behaviour every EventStore adapter must have. Run it once per adapter:
 *   describeEventStoreContract('PostgreSQL adapter', async () => ({ open, dispose }))
 */
export function describeEventStoreContract(name: string, factory: EventStoreFactory, options: ContractOptions = {}): void {
  const title = options.skipReason ? `${name} (skipped: ${options.skipReason})` : name;
  (options.skipReason ? describe.skip : describe)(title, () => {
    let backend: ContractBackend;
    let store: EventStore;
    const opened: EventStore[] = [];
    const open = (upcasters?: Upcasters) => {
      const opening = backend.open({ upcasters });
      opened.push(opening);
      return opening;
    };

    beforeAll(async () => {
      backend = await factory();
      store = open();
    });

    afterAll(async () => {
      await Promise.all(opened.map((each) => each.close()));
      await backend?.dispose();
    });

    describe('expected revision', () => {
      it("'any' appends to a new stream and to an existing one", async () => {
        const stream = uniqueStreamId('any');
        expect((await store.append(stream, [newEvent('Tested')], { expectedRevision: 'any' })).nextRevision).toBe(0);
        expect((await store.append(stream, [newEvent('Tested')], { expectedRevision: 'any' })).nextRevision).toBe(1);
      });

      it("defaults to 'any'", async () => {
        const stream = uniqueStreamId('default');
        await store.append(stream, [newEvent('Tested')]);
        expect((await store.append(stream, [newEvent('Tested')])).nextRevision).toBe(1);
      });

      it("'no_stream' creates a new stream and is refused on an existing one", async () => {
        const stream = uniqueStreamId('no-stream');
        expect((await store.append(stream, [newEvent('Tested')], { expectedRevision: 'no_stream' })).nextRevision).toBe(0);
        await expectConflict(store.append(stream, [newEvent('Tested')], { expectedRevision: 'no_stream' }), {
          streamId: stream,
          expected: 'no_stream',
          actual: 0,
        });
        expect(await store.readStream(stream)).toHaveLength(1);
      });

      it("'exists' is refused on a missing stream and appends to an existing one", async () => {
        const stream = uniqueStreamId('exists');
        await expectConflict(store.append(stream, [newEvent('Tested')], { expectedRevision: 'exists' }), {
          streamId: stream,
          expected: 'exists',
          actual: 'no_stream',
        });
        expect(await store.readStream(stream)).toEqual([]);
        await store.append(stream, [newEvent('Tested')], { expectedRevision: 'no_stream' });
        expect((await store.append(stream, [newEvent('Tested')], { expectedRevision: 'exists' })).nextRevision).toBe(1);
      });

      it('an exact revision appends when it is the last revision and is refused otherwise', async () => {
        const stream = uniqueStreamId('exact');
        await expectConflict(store.append(stream, [newEvent('Tested')], { expectedRevision: 0 }), {
          streamId: stream,
          expected: 0,
          actual: 'no_stream',
        });
        await store.append(stream, [newEvent('Tested'), newEvent('Tested')], { expectedRevision: 'no_stream' });
        expect((await store.append(stream, [newEvent('Tested')], { expectedRevision: 1 })).nextRevision).toBe(2);
        await expectConflict(store.append(stream, [newEvent('Tested')], { expectedRevision: 1 }), {
          streamId: stream,
          expected: 1,
          actual: 2,
        });
        await expectConflict(store.append(stream, [newEvent('Tested')], { expectedRevision: 5 }), {
          streamId: stream,
          expected: 5,
          actual: 2,
        });
        expect(await store.readStream(stream)).toHaveLength(3);
      });

      it('lets exactly one of 10 concurrent appends with the same expected revision win', async () => {
        const stream = uniqueStreamId('race');
        await store.append(stream, [newEvent('Opened')], { expectedRevision: 'no_stream' });
        const outcomes = await Promise.allSettled(
          Array.from({ length: 10 }, (_, writer) => store.append(stream, [newEvent('Raced', { writer })], { expectedRevision: 0 })),
        );
        const winners = outcomes.filter((outcome) => outcome.status === 'fulfilled');
        const losers = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
        expect(winners).toHaveLength(1);
        expect(losers).toHaveLength(9);
        for (const loser of losers) expect(loser).toBeInstanceOf(WrongExpectedRevisionError);
        expect(types(await store.readStream(stream))).toEqual(['Opened', 'Raced']);
      });

      it("lets exactly one of 10 concurrent 'no_stream' appends create the stream", async () => {
        const stream = uniqueStreamId('claim');
        const outcomes = await Promise.allSettled(
          Array.from({ length: 10 }, () => store.append(stream, [newEvent('Claimed')], { expectedRevision: 'no_stream' })),
        );
        expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
        for (const outcome of outcomes) {
          if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(WrongExpectedRevisionError);
        }
        expect(await store.readStream(stream)).toHaveLength(1);
      });

      it('withConflictRetry lets concurrent read-decide-append handlers all succeed in turn', async () => {
        const stream = uniqueStreamId('counter');
        const increment = () =>
          withConflictRetry(
            async () => {
              const events = await store.readStream(stream);
              return store.append(stream, [newEvent('Incremented', { to: events.length + 1 })], {
                expectedRevision: events.length ? events.length - 1 : 'no_stream',
              });
            },
            { attempts: 50 },
          );
        await Promise.all(Array.from({ length: 6 }, increment));
        expect((await store.readStream(stream)).map((event) => event.data.to)).toEqual([1, 2, 3, 4, 5, 6]);
      });

      it('refuses an empty append and an event without metadata', async () => {
        const stream = uniqueStreamId('invalid');
        await expect(store.append(stream, [])).rejects.toThrow(RangeError);
        await expect(store.append(stream, [{ type: 'Tested', data: {} } as any])).rejects.toThrow(/needs metadata/);
        expect(await store.readStream(stream)).toEqual([]);
      });
    });

    describe('atomic append', () => {
      it('stores several events of one append with consecutive revisions and ascending positions', async () => {
        const stream = uniqueStreamId('batch');
        const result = await store.append(stream, [newEvent('First'), newEvent('Second'), newEvent('Third')], {
          expectedRevision: 'no_stream',
        });
        const events = await store.readStream(stream);
        expect(result.nextRevision).toBe(2);
        expect(events.map((event) => event.revision)).toEqual([0, 1, 2]);
        expect(types(events)).toEqual(['First', 'Second', 'Third']);
        expectAscending(events.map((event) => event.position));
        expect(events[2].position).toEqual(result.position);
      });

      it('stores none of the events of a refused append', async () => {
        const stream = uniqueStreamId('all-or-nothing');
        await store.append(stream, [newEvent('Opened')], { expectedRevision: 'no_stream' });
        await expect(
          store.append(stream, [newEvent('Lost'), newEvent('Lost'), newEvent('Lost')], { expectedRevision: 'no_stream' }),
        ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        expect(types(await store.readStream(stream))).toEqual(['Opened']);
      });
    });

    describe('readStream', () => {
      const stream = uniqueStreamId('read');
      beforeAll(async () => {
        await store.append(stream, [0, 1, 2, 3, 4].map((n) => newEvent('Numbered', { n })), { expectedRevision: 'no_stream' });
      });
      const numbers = (events: RecordedEvent[]) => events.map((event) => event.data.n);

      it('reads forwards from the start', async () => {
        expect(numbers(await store.readStream(stream))).toEqual([0, 1, 2, 3, 4]);
      });

      it('reads backwards from the end', async () => {
        expect(numbers(await store.readStream(stream, { direction: 'backwards' }))).toEqual([4, 3, 2, 1, 0]);
      });

      it('reads at most limit events', async () => {
        expect(numbers(await store.readStream(stream, { limit: 2 }))).toEqual([0, 1]);
        expect(numbers(await store.readStream(stream, { direction: 'backwards', limit: 2 }))).toEqual([4, 3]);
      });

      it('starts at fromRevision, inclusive, in either direction', async () => {
        expect(numbers(await store.readStream(stream, { fromRevision: 3 }))).toEqual([3, 4]);
        expect(numbers(await store.readStream(stream, { fromRevision: 2, limit: 2 }))).toEqual([2, 3]);
        expect(numbers(await store.readStream(stream, { direction: 'backwards', fromRevision: 1 }))).toEqual([1, 0]);
      });

      it('reads nothing from a missing stream', async () => {
        expect(await store.readStream(uniqueStreamId('missing'))).toEqual([]);
      });
    });

    describe('readStreams', () => {
      it('reads several whole streams in one call, each in revision order, a missing one as empty', async () => {
        const [a, b, missing] = [uniqueStreamId('many-a'), uniqueStreamId('many-b'), uniqueStreamId('many-missing')];
        await store.append(a, [newEvent('A0'), newEvent('A1')], { expectedRevision: 'no_stream' });
        await store.append(b, [newEvent('B0')], { expectedRevision: 'no_stream' });
        await store.append(a, [newEvent('A2')], { expectedRevision: 1 });
        const streams = await store.readStreams([b, missing, a]);
        expect([...streams.keys()].sort()).toEqual([a, b, missing].sort());
        expect(types(streams.get(a)!)).toEqual(['A0', 'A1', 'A2']);
        expect(streams.get(a)!.map((event) => event.revision)).toEqual([0, 1, 2]);
        expect(streams.get(a)).toEqual(await store.readStream(a));
        expect(types(streams.get(b)!)).toEqual(['B0']);
        expect(streams.get(missing)).toEqual([]);
      });

      it('reads a stream named twice once, and nothing for no ids', async () => {
        const stream = uniqueStreamId('many-twice');
        await store.append(stream, [newEvent('Once')]);
        const streams = await store.readStreams([stream, stream]);
        expect(streams.size).toBe(1);
        expect(types(streams.get(stream)!)).toEqual(['Once']);
        expect((await store.readStreams([])).size).toBe(0);
      });

      it(`takes up to ${MAX_STREAMS_PER_READ} ids and refuses more, or an empty id`, async () => {
        const stream = uniqueStreamId('many-cap');
        await store.append(stream, [newEvent('Capped')]);
        const ids = [stream, ...Array.from({ length: MAX_STREAMS_PER_READ - 1 }, () => uniqueStreamId('many-cap-missing'))];
        const streams = await store.readStreams(ids);
        expect(streams.size).toBe(MAX_STREAMS_PER_READ);
        expect(types(streams.get(stream)!)).toEqual(['Capped']);
        await expect(store.readStreams([...ids, uniqueStreamId('one-too-many')])).rejects.toThrow(RangeError);
        await expect(store.readStreams([stream, ''])).rejects.toThrow(TypeError);
      });
    });

    describe('readAll and headPosition', () => {
      it('returns events of several streams in the order they were appended', async () => {
        const [a, b] = [uniqueStreamId('all-a'), uniqueStreamId('all-b')];
        const start = (await store.headPosition()) ?? 'start';
        await store.append(a, [newEvent('A0')]);
        await store.append(b, [newEvent('B0'), newEvent('B1')]);
        const last = await store.append(a, [newEvent('A1')]);
        await waitUntilVisible(store, last.position);
        const events = (await store.readAll({ after: start })).filter(inStreams(a, b));
        expect(types(events)).toEqual(['A0', 'B0', 'B1', 'A1']);
        expectAscending(events.map((event) => event.position));
      });

      it('reads strictly after the given position and at most limit events', async () => {
        const stream = uniqueStreamId('after');
        const start = (await store.headPosition()) ?? 'start';
        const last = await store.append(stream, [1, 2, 3, 4].map((n) => newEvent(`E${n}`)));
        await waitUntilVisible(store, last.position);
        const mine = (await store.readAll({ after: start })).filter(inStreams(stream));
        expect(types(mine)).toEqual(['E1', 'E2', 'E3', 'E4']);
        expect(types(await store.readAll({ after: mine[1].position, limit: 1 }))).toEqual(['E3']);
        expect(types(await store.readAll({ after: mine[0].position, limit: 2 }))).toEqual(['E2', 'E3']);
        expect(await store.readAll({ after: mine[3].position })).toEqual([]);
        expect(await store.readAll({ after: start, limit: 0 })).toEqual([]);
      });

      it('reads only the requested event types', async () => {
        const stream = uniqueStreamId('types');
        const start = (await store.headPosition()) ?? 'start';
        const tag = randomUUID().slice(0, 8);
        const last = await store.append(stream, [newEvent(`Kept${tag}`), newEvent(`Dropped${tag}`), newEvent(`Kept${tag}`)]);
        await waitUntilVisible(store, last.position);
        const events = await store.readAll({ after: start, eventTypes: [`Kept${tag}`] });
        expect(types(events)).toEqual([`Kept${tag}`, `Kept${tag}`]);
      });

      it('countAll counts the events after a position, of the given types, up to its limit, with the oldest time', async () => {
        const stream = uniqueStreamId('count');
        const start = (await store.headPosition()) ?? 'start';
        const tag = randomUUID().slice(0, 8);
        const last = await store.append(stream, [newEvent(`Counted${tag}`), newEvent(`Skipped${tag}`), newEvent(`Counted${tag}`), newEvent(`Counted${tag}`)]);
        await waitUntilVisible(store, last.position);
        const counted = await store.readAll({ after: start, eventTypes: [`Counted${tag}`] });
        expect(await store.countAll({ after: start, eventTypes: [`Counted${tag}`], limit: 10 })).toEqual({ count: 3, oldestRecordedAt: counted[0].recordedAt });
        expect((await store.countAll({ after: start, eventTypes: [`Counted${tag}`], limit: 2 })).count).toBe(2);
        expect((await store.countAll({ after: counted[0].position, eventTypes: [`Counted${tag}`], limit: 10 })).count).toBe(2);
        expect(await store.countAll({ after: last.position, eventTypes: [`Counted${tag}`], limit: 10 })).toEqual({ count: 0, oldestRecordedAt: null });
        await expect(store.countAll({ after: start, limit: -1 })).rejects.toThrow(RangeError);
      });

      it('headPosition is the position of the last appended event once it is visible', async () => {
        const last = await store.append(uniqueStreamId('head'), [newEvent('Headed'), newEvent('Headed')]);
        await eventually(async () => {
          const head = await store.headPosition();
          return head !== null && comparePositions(head, last.position) === 0;
        }, 10_000, 'headPosition to equal the last append');
        const after = await store.readAll({ after: last.position });
        expect(after).toEqual([]);
      });

      it('answers ping', async () => {
        expect(await store.ping()).toBe(true);
      });
    });

    describe('subscribeToAll', () => {
      it('catches up on existing events, then delivers new ones live, in order', async () => {
        const stream = uniqueStreamId('live');
        const start = (await store.headPosition()) ?? 'start';
        for (let n = 0; n < 5; n += 1) await store.append(stream, [newEvent('Counted', { n })]);
        const reader = new SubscriptionReader(store.subscribeToAll({ after: start }));
        try {
          const caughtUp = await reader.take(5, inStreams(stream));
          for (let n = 5; n < 10; n += 1) await store.append(stream, [newEvent('Counted', { n })]);
          const live = await reader.take(5, inStreams(stream));
          const all = [...caughtUp, ...live];
          expect(all.map((event) => event.data.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
          expect(all.map((event) => event.revision)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
          expectAscending(all.map((event) => event.position));
        } finally {
          await reader.subscription.close();
        }
      });

      it('starts strictly after the given position', async () => {
        const stream = uniqueStreamId('sub-after');
        await store.append(stream, [newEvent('S1'), newEvent('S2'), newEvent('S3')]);
        const [, second] = await store.readStream(stream);
        const reader = new SubscriptionReader(store.subscribeToAll({ after: second.position }));
        try {
          expect(types(await reader.take(1, inStreams(stream)))).toEqual(['S3']);
        } finally {
          await reader.subscription.close();
        }
      });

      it('delivers only the requested event types', async () => {
        const stream = uniqueStreamId('sub-types');
        const tag = randomUUID().slice(0, 8);
        const start = (await store.headPosition()) ?? 'start';
        const reader = new SubscriptionReader(store.subscribeToAll({ after: start, eventTypes: [`Wanted${tag}`] }));
        try {
          await store.append(stream, [newEvent(`Unwanted${tag}`), newEvent(`Wanted${tag}`, { n: 1 })]);
          await store.append(stream, [newEvent(`Unwanted${tag}`), newEvent(`Wanted${tag}`, { n: 2 })]);
          const events = await reader.take(2);
          expect(events.map((event) => [event.type, event.data.n])).toEqual([
            [`Wanted${tag}`, 1],
            [`Wanted${tag}`, 2],
          ]);
        } finally {
          await reader.subscription.close();
        }
      });

      it('close() ends an iteration that is waiting for events', async () => {
        const subscription = store.subscribeToAll({ after: (await store.headPosition()) ?? 'start' });
        const iteration = (async () => {
          let count = 0;
          for await (const _ of subscription) count += 1;
          return count;
        })();
        await new Promise((resolve) => setTimeout(resolve, 200));
        await subscription.close();
        await expect(iteration).resolves.toEqual(expect.any(Number));
      });
    });

    describe('metadata and versions', () => {
      it('returns the metadata, id and version given on every read path', async () => {
        const stream = uniqueStreamId('meta');
        const id = randomUUID();
        const metadata = testMetadata({
          actor: { id: 'admin-1', role: 'admin' },
          correlationId: randomUUID(),
          causationId: randomUUID(),
          occurredAt: '2026-11-22T09:30:00.000Z',
        });
        const start = (await store.headPosition()) ?? 'start';
        const before = Date.now();
        const { position } = await store.append(stream, [{ id, type: 'Audited', version: 3, data: { note: 'x' }, metadata }]);
        await waitUntilVisible(store, position);
        const reader = new SubscriptionReader(store.subscribeToAll({ after: start }));
        try {
          const reads = [
            (await store.readStream(stream))[0],
            (await store.readStreams([stream])).get(stream)![0],
            (await store.readAll({ after: start })).filter(inStreams(stream))[0],
            (await reader.take(1, inStreams(stream)))[0],
          ];
          for (const event of reads) {
            expect(event).toMatchObject({ id, streamId: stream, revision: 0, type: 'Audited', version: 3, data: { note: 'x' }, metadata });
            expect(event.position).toEqual(position);
            expect(new Date(event.recordedAt).toISOString()).toBe(event.recordedAt);
            expect(Date.parse(event.recordedAt)).toBeGreaterThan(before - 60_000);
          }
        } finally {
          await reader.subscription.close();
        }
      });

      it('stores version 1 when none is given and guest or system actors without an id', async () => {
        const stream = uniqueStreamId('guest');
        await store.append(stream, [
          newEvent('Browsed', {}, { metadata: testMetadata({ actor: { id: null, role: 'guest' } }) }),
          newEvent('Expired', {}, { metadata: testMetadata({ actor: { id: null, role: 'system' } }) }),
        ]);
        const events = await store.readStream(stream);
        expect(events.map((event) => event.version)).toEqual([1, 1]);
        expect(events.map((event) => event.metadata.actor)).toEqual([
          { id: null, role: 'guest' },
          { id: null, role: 'system' },
        ]);
      });
    });

    describe('upcasting', () => {
      it('lifts stored old versions to the latest on readStream, readStreams, readAll and subscribeToAll', async () => {
        const stream = uniqueStreamId('upcast');
        const type = `PriceSet${randomUUID().slice(0, 8)}`;
        const start = (await store.headPosition()) ?? 'start';
        await store.append(stream, [
          newEvent(type, { price: 499 }, { version: 1 }),
          newEvent(type, { amount: 599, currency: 'INR' }, { version: 2 }),
          newEvent('Unrelated', { price: 1 }, { version: 1 }),
        ]);
        const last = await store.append(stream, [newEvent(type, { amountInPaise: 69900, currency: 'INR' }, { version: 3 })]);
        await waitUntilVisible(store, last.position);

        const upcasters = new UpcasterRegistry()
          .register({ type, fromVersion: 1, upcast: (data: { price: number }) => ({ amount: data.price, currency: 'INR' }) })
          .register({
            type,
            fromVersion: 2,
            upcast: (data: { amount: number; currency: string }) => ({ amountInPaise: data.amount * 100, currency: data.currency }),
          });
        const upcasting = open(upcasters);
        const expected = [
          { type, version: 3, data: { amountInPaise: 49900, currency: 'INR' } },
          { type, version: 3, data: { amountInPaise: 59900, currency: 'INR' } },
          { type: 'Unrelated', version: 1, data: { price: 1 } },
          { type, version: 3, data: { amountInPaise: 69900, currency: 'INR' } },
        ];
        const shape = (events: RecordedEvent[]) => events.map(({ type: t, version, data }) => ({ type: t, version, data }));

        expect(shape(await upcasting.readStream(stream))).toEqual(expected);
        expect(shape(await upcasting.readStream(stream, { direction: 'backwards' }))).toEqual([...expected].reverse());
        expect(shape((await upcasting.readStreams([stream])).get(stream)!)).toEqual(expected);
        expect(shape((await upcasting.readAll({ after: start })).filter(inStreams(stream)))).toEqual(expected);
        const reader = new SubscriptionReader(upcasting.subscribeToAll({ after: start }));
        try {
          expect(shape(await reader.take(4, inStreams(stream)))).toEqual(expected);
        } finally {
          await reader.subscription.close();
        }
        // The stored events are untouched: a store without upcasters still reads version 1.
        expect((await store.readStream(stream, { limit: 1 }))[0]).toMatchObject({ version: 1, data: { price: 499 } });
      });
    });

    describe('close', () => {
      it('ends open subscriptions, answers ping with false and can be called twice', async () => {
        const closing = open();
        const subscription = closing.subscribeToAll({ after: (await closing.headPosition()) ?? 'start' });
        const iteration = (async () => {
          for await (const _ of subscription) {
            // drain
          }
          return 'ended';
        })();
        await closing.close();
        await expect(iteration).resolves.toBe('ended');
        expect(await closing.ping()).toBe(false);
        await closing.close();
      });
    });
  });
}
