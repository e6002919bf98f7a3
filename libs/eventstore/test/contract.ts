import { randomUUID } from 'node:crypto';
import {
  comparePositions,
  DuplicateEventIdError,
  EventStore,
  ExpectedRevision,
  MultiStreamAppendUnsupportedError,
  NewEvent,
  MAX_STREAMS_PER_READ,
  Position,
  RecordedEvent,
  UpcasterRegistry,
  Upcasters,
  withConflictRetry,
  WrongExpectedRevisionError,
} from '../src';
import {
  appendVisible,
  eventually,
  inStreams,
  newEvent,
  SubscriptionReader,
  testMetadata,
  typesOfThisTest,
  uniqueStreamId,
  waitUntilVisible,
} from './helpers';

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
  /**
   * What appendToStreams does with several streams: 'atomic' (all or nothing, default) or
   * 'refused' (MultiStreamAppendUnsupportedError, nothing written: an adapter whose backend
   * has no multi-stream append).
   */
  multiStreamAppend?: 'atomic' | 'refused';
}

const types = (events: RecordedEvent[]) => events.map((event) => event.type);
/** The data of the numbered events the tests append (`newEvent('Counted', { n })`). */
type Counted = { n?: number };

const expectAscending = (positions: Position[]) => {
  for (let i = 1; i < positions.length; i += 1)
    expect(comparePositions(positions[i - 1], positions[i])).toBeLessThan(0);
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
export function describeEventStoreContract(
  name: string,
  factory: EventStoreFactory,
  options: ContractOptions = {},
): void {
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
        expect((await store.append(stream, [newEvent('Tested')], { expectedRevision: 'no_stream' })).nextRevision).toBe(
          0,
        );
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
          Array.from({ length: 10 }, (_, writer) =>
            store.append(stream, [newEvent('Raced', { writer })], { expectedRevision: 0 }),
          ),
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
          Array.from({ length: 10 }, () =>
            store.append(stream, [newEvent('Claimed')], { expectedRevision: 'no_stream' }),
          ),
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
        expect((await store.readStream(stream)).map((event) => (event.data as { to: number }).to)).toEqual([
          1, 2, 3, 4, 5, 6,
        ]);
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
          store.append(stream, [newEvent('Lost'), newEvent('Lost'), newEvent('Lost')], {
            expectedRevision: 'no_stream',
          }),
        ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        expect(types(await store.readStream(stream))).toEqual(['Opened']);
      });
    });

    describe('appendToStreams', () => {
      const write = (streamId: string, events: NewEvent[], expectedRevision: ExpectedRevision) => ({
        streamId,
        events,
        expectedRevision,
      });

      it('refuses no writes, a stream named twice, no event at all, and a write without events that does not name an existing revision', async () => {
        const [a, b] = [uniqueStreamId('multi-invalid-a'), uniqueStreamId('multi-invalid-b')];
        await expect(store.appendToStreams([])).rejects.toThrow(RangeError);
        await expect(
          store.appendToStreams([write(a, [newEvent('A')], 'any'), write(a, [newEvent('A')], 'any')]),
        ).rejects.toThrow(/named twice/);
        await expect(store.appendToStreams([write(a, [], 0)])).rejects.toThrow(/at least one event/);
        await expect(store.appendToStreams([write(a, [newEvent('A')], 'any'), write(b, [], 'any')])).rejects.toThrow(
          /only checks an existing stream/,
        );
        await expect(
          store.appendToStreams([write(a, [newEvent('A')], 'any'), write(b, [], 'no_stream')]),
        ).rejects.toThrow(/only checks an existing stream/);
        await expect(store.appendToStreams([write(a, [{ type: 'A', data: {} } as any], 'any')])).rejects.toThrow(
          /needs metadata/,
        );
        expect(await store.readStream(a)).toEqual([]);
      });

      it('appends to a single stream like append, checking its expected revision', async () => {
        const stream = uniqueStreamId('multi-single');
        const result = await store.appendToStreams([
          write(stream, [newEvent('First'), newEvent('Second')], 'no_stream'),
        ]);
        expect(result.revisions).toEqual([1]);
        const events = await store.readStream(stream);
        expect(types(events)).toEqual(['First', 'Second']);
        expect(events[1].position).toEqual(result.position);
        await expectConflict(store.appendToStreams([write(stream, [newEvent('Third')], 0)]), {
          streamId: stream,
          expected: 0,
          actual: 1,
        });
      });

      if (options.multiStreamAppend === 'refused') {
        it('refuses several streams with MultiStreamAppendUnsupportedError and writes none of them', async () => {
          const [a, b] = [uniqueStreamId('multi-refused-a'), uniqueStreamId('multi-refused-b')];
          await store.append(a, [newEvent('Opened')], { expectedRevision: 'no_stream' });
          const refused = store.appendToStreams([
            write(a, [newEvent('A1')], 0),
            write(b, [newEvent('B0')], 'no_stream'),
          ]);
          await expect(refused).rejects.toBeInstanceOf(MultiStreamAppendUnsupportedError);
          expect(types(await store.readStream(a))).toEqual(['Opened']);
          expect(await store.readStream(b)).toEqual([]);
        });
        return;
      }

      it('appends to several streams at once, each at its expected revision, in consecutive log positions', async () => {
        const [fresh, existing, anyStream] = [
          uniqueStreamId('multi-new'),
          uniqueStreamId('multi-existing'),
          uniqueStreamId('multi-any'),
        ];
        await store.append(existing, [newEvent('Opened'), newEvent('Changed')], { expectedRevision: 'no_stream' });
        const start = (await store.headPosition()) ?? 'start';
        const result = await store.appendToStreams([
          write(fresh, [newEvent('N0'), newEvent('N1')], 'no_stream'),
          write(existing, [newEvent('E2')], 1),
          write(anyStream, [newEvent('Y0')], 'any'),
        ]);
        expect(result.revisions).toEqual([1, 2, 0]);
        expect(types(await store.readStream(fresh))).toEqual(['N0', 'N1']);
        expect(types(await store.readStream(existing))).toEqual(['Opened', 'Changed', 'E2']);
        expect(types(await store.readStream(anyStream))).toEqual(['Y0']);
        await waitUntilVisible(store, result.position);
        const logged = (await store.readAll({ after: start })).filter(inStreams(fresh, existing, anyStream));
        expect(types(logged)).toEqual(['N0', 'N1', 'E2', 'Y0']);
        expectAscending(logged.map((event) => event.position));
        expect(logged.at(-1)!.position).toEqual(result.position);
      });

      it('writes nothing when one expected revision does not hold, and names that stream and its revision', async () => {
        const [a, b, c] = [
          uniqueStreamId('multi-none-a'),
          uniqueStreamId('multi-none-b'),
          uniqueStreamId('multi-none-c'),
        ];
        await store.append(a, [newEvent('A0')], { expectedRevision: 'no_stream' });
        await store.append(b, [newEvent('B0'), newEvent('B1')], { expectedRevision: 'no_stream' });
        await expectConflict(
          store.appendToStreams([
            write(a, [newEvent('A1')], 0),
            write(b, [newEvent('B2')], 0),
            write(c, [newEvent('C0')], 'no_stream'),
          ]),
          { streamId: b, expected: 0, actual: 1 },
        );
        await expectConflict(
          store.appendToStreams([write(a, [newEvent('A1')], 0), write(c, [newEvent('C0')], 'exists')]),
          { streamId: c, expected: 'exists', actual: 'no_stream' },
        );
        await expectConflict(
          store.appendToStreams([write(c, [newEvent('C0')], 'no_stream'), write(a, [newEvent('A1')], 'no_stream')]),
          { streamId: a, expected: 'no_stream', actual: 0 },
        );
        expect(types(await store.readStream(a))).toEqual(['A0']);
        expect(types(await store.readStream(b))).toEqual(['B0', 'B1']);
        expect(await store.readStream(c)).toEqual([]);
      });

      it('checks a stream written with no events: the others are appended only while it is still at that revision', async () => {
        const [checked, written] = [uniqueStreamId('multi-checked'), uniqueStreamId('multi-written')];
        await store.append(checked, [newEvent('Read')], { expectedRevision: 'no_stream' });
        const result = await store.appendToStreams([
          write(checked, [], 0),
          write(written, [newEvent('W0')], 'no_stream'),
        ]);
        expect(result.revisions).toEqual([0, 0]);
        expect(types(await store.readStream(checked))).toEqual(['Read']);
        await store.append(checked, [newEvent('ChangedMeanwhile')]);
        await expectConflict(store.appendToStreams([write(checked, [], 0), write(written, [newEvent('W1')], 0)]), {
          streamId: checked,
          expected: 0,
          actual: 1,
        });
        expect(types(await store.readStream(written))).toEqual(['W0']);
      });

      it('stores none of the events when one reuses a stored event id', async () => {
        const [a, b] = [uniqueStreamId('multi-dup-a'), uniqueStreamId('multi-dup-b')];
        const reused = randomUUID();
        await store.append(a, [newEvent('A0', {}, { id: reused })]);
        await expect(
          store.appendToStreams([
            write(b, [newEvent('B0')], 'no_stream'),
            write(a, [newEvent('A1', {}, { id: reused })], 0),
          ]),
        ).rejects.toBeInstanceOf(DuplicateEventIdError);
        expect(await store.readStream(b)).toEqual([]);
        expect(types(await store.readStream(a))).toEqual(['A0']);
      });

      it('lets exactly one of 10 racing multi-stream appends over a shared stream win; the others write nothing', async () => {
        const shared = uniqueStreamId('multi-race-shared');
        await store.append(shared, [newEvent('Opened')], { expectedRevision: 'no_stream' });
        const own = Array.from({ length: 10 }, (_, n) => uniqueStreamId(`multi-race-own-${n}`));
        const outcomes = await Promise.allSettled(
          own.map((stream, n) =>
            store.appendToStreams([
              write(stream, [newEvent('Own', { n })], 'no_stream'),
              write(shared, [newEvent('Raced', { n })], 0),
            ]),
          ),
        );
        const winners = outcomes.flatMap((outcome, n) => (outcome.status === 'fulfilled' ? [n] : []));
        expect(winners).toHaveLength(1);
        for (const outcome of outcomes)
          if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(WrongExpectedRevisionError);
        expect((await store.readStream(shared)).map((event) => (event.data as Counted).n ?? null)).toEqual([
          null,
          winners[0],
        ]);
        const written = await store.readStreams(own);
        expect(own.filter((stream) => written.get(stream)!.length > 0)).toEqual([own[winners[0]]]);
      });

      it('lets exactly one of a multi-stream append and 5 single appends at the same revision of a stream win', async () => {
        const [shared, other] = [uniqueStreamId('multi-vs-single'), uniqueStreamId('multi-vs-single-other')];
        await store.append(shared, [newEvent('Opened')], { expectedRevision: 'no_stream' });
        const outcomes = await Promise.allSettled([
          store.appendToStreams([
            write(other, [newEvent('Other')], 'no_stream'),
            write(shared, [newEvent('Multi')], 0),
          ]),
          ...Array.from({ length: 5 }, () => store.append(shared, [newEvent('Single')], { expectedRevision: 0 })),
        ]);
        expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
        const sharedTypes = types(await store.readStream(shared));
        expect(sharedTypes).toHaveLength(2);
        expect(await store.readStream(other)).toHaveLength(sharedTypes[1] === 'Multi' ? 1 : 0);
      });

      it("lets concurrent multi-stream appends over the same streams, named in different orders, all succeed with 'any'", async () => {
        const streams = Array.from({ length: 4 }, (_, n) => uniqueStreamId(`multi-order-${n}`));
        const orders = Array.from({ length: 12 }, (_, n) =>
          n % 2 ? [...streams].reverse() : [...streams.slice(n % 4), ...streams.slice(0, n % 4)],
        );
        await Promise.all(
          orders.map((order, n) =>
            store.appendToStreams(order.map((stream) => write(stream, [newEvent('Tick', { n })], 'any'))),
          ),
        );
        for (const events of (await store.readStreams(streams)).values()) expect(events).toHaveLength(12);
      });

      it('shows readers all of its events or none of them, never some', async () => {
        const streams = Array.from({ length: 30 }, (_, n) => uniqueStreamId(`multi-visible-${n}`));
        const start = (await store.headPosition()) ?? 'start';
        let done = false;
        const seen = new Set<number>();
        const reading = (async () => {
          while (!done) {
            seen.add((await store.readAll({ after: start })).filter(inStreams(...streams)).length);
            await new Promise((resolve) => setImmediate(resolve));
          }
        })();
        const result = await store.appendToStreams(
          streams.map((stream) => write(stream, [newEvent('Together'), newEvent('Together')], 'no_stream')),
        );
        await waitUntilVisible(store, result.position);
        done = true;
        await reading;
        seen.add((await store.readAll({ after: start })).filter(inStreams(...streams)).length);
        expect([...seen].every((count) => count === 0 || count === 60)).toBe(true);
        expect(seen.has(60)).toBe(true);
      });

      it('wakes a live subscription, which receives every event in one run', async () => {
        const streams = [uniqueStreamId('multi-live-a'), uniqueStreamId('multi-live-b')];
        const subscription = store.subscribeToAll({ after: (await store.headPosition()) ?? 'start' });
        const reader = new SubscriptionReader(subscription);
        try {
          await store.appendToStreams(streams.map((stream) => write(stream, [newEvent('Live')], 'no_stream')));
          const received = await reader.take(2, inStreams(...streams));
          expect(received.map((event) => event.streamId)).toEqual(streams);
        } finally {
          await subscription.close();
        }
      });
    });

    describe('readStream', () => {
      const stream = uniqueStreamId('read');
      beforeAll(async () => {
        await store.append(
          stream,
          [0, 1, 2, 3, 4].map((n) => newEvent('Numbered', { n })),
          { expectedRevision: 'no_stream' },
        );
      });
      const numbers = (events: RecordedEvent[]) => events.map((event) => (event.data as Counted).n);

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
        const ids = [
          stream,
          ...Array.from({ length: MAX_STREAMS_PER_READ - 1 }, () => uniqueStreamId('many-cap-missing')),
        ];
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
        const { start } = await appendVisible(
          store,
          stream,
          [1, 2, 3, 4].map((n) => newEvent(`E${n}`)),
        );
        const mine = (await store.readAll({ after: start })).filter(inStreams(stream));
        expect(types(mine)).toEqual(['E1', 'E2', 'E3', 'E4']);
        expect(types(await store.readAll({ after: mine[1].position, limit: 1 }))).toEqual(['E3']);
        expect(types(await store.readAll({ after: mine[0].position, limit: 2 }))).toEqual(['E2', 'E3']);
        expect(await store.readAll({ after: mine[3].position })).toEqual([]);
        expect(await store.readAll({ after: start, limit: 0 })).toEqual([]);
      });

      it('reads only the requested event types', async () => {
        const [kept, dropped] = typesOfThisTest('Kept', 'Dropped');
        const { start } = await appendVisible(
          store,
          uniqueStreamId('types'),
          [kept, dropped, kept].map((type) => newEvent(type)),
        );
        const events = await store.readAll({ after: start, eventTypes: [kept] });
        expect(types(events)).toEqual([kept, kept]);
      });

      it('countAll counts the events after a position, of the given types, up to its limit, with the oldest time', async () => {
        const [countedType, skippedType] = typesOfThisTest('Counted', 'Skipped');
        const { start, last } = await appendVisible(
          store,
          uniqueStreamId('count'),
          [countedType, skippedType, countedType, countedType].map((type) => newEvent(type)),
        );
        const counted = await store.readAll({ after: start, eventTypes: [countedType] });
        expect(await store.countAll({ after: start, eventTypes: [countedType], limit: 10 })).toEqual({
          count: 3,
          oldestRecordedAt: counted[0].recordedAt,
        });
        expect((await store.countAll({ after: start, eventTypes: [countedType], limit: 2 })).count).toBe(2);
        expect((await store.countAll({ after: counted[0].position, eventTypes: [countedType], limit: 10 })).count).toBe(
          2,
        );
        expect(await store.countAll({ after: last.position, eventTypes: [countedType], limit: 10 })).toEqual({
          count: 0,
          oldestRecordedAt: null,
        });
        await expect(store.countAll({ after: start, limit: -1 })).rejects.toThrow(RangeError);
      });

      it('headPosition is the position of the last appended event once it is visible', async () => {
        const last = await store.append(uniqueStreamId('head'), [newEvent('Headed'), newEvent('Headed')]);
        await eventually(
          async () => {
            const head = await store.headPosition();
            return head !== null && comparePositions(head, last.position) === 0;
          },
          10_000,
          'headPosition to equal the last append',
        );
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
          expect(all.map((event) => (event.data as Counted).n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
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
        const [wanted, unwanted] = typesOfThisTest('Wanted', 'Unwanted');
        const start = (await store.headPosition()) ?? 'start';
        const reader = new SubscriptionReader(store.subscribeToAll({ after: start, eventTypes: [wanted] }));
        try {
          await store.append(stream, [newEvent(unwanted), newEvent(wanted, { n: 1 })]);
          await store.append(stream, [newEvent(unwanted), newEvent(wanted, { n: 2 })]);
          const events = await reader.take(2);
          expect(events.map((event) => [event.type, (event.data as Counted).n])).toEqual([
            [wanted, 1],
            [wanted, 2],
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
        const { position } = await store.append(stream, [
          { id, type: 'Audited', version: 3, data: { note: 'x' }, metadata },
        ]);
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
            expect(event).toMatchObject({
              id,
              streamId: stream,
              revision: 0,
              type: 'Audited',
              version: 3,
              data: { note: 'x' },
              metadata,
            });
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
        const last = await store.append(stream, [
          newEvent(type, { amountInPaise: 69900, currency: 'INR' }, { version: 3 }),
        ]);
        await waitUntilVisible(store, last.position);

        const upcasters = new UpcasterRegistry()
          .register({
            type,
            fromVersion: 1,
            upcast: (data: { price: number }) => ({ amount: data.price, currency: 'INR' }),
          })
          .register({
            type,
            fromVersion: 2,
            upcast: (data: { amount: number; currency: string }) => ({
              amountInPaise: data.amount * 100,
              currency: data.currency,
            }),
          });
        const upcasting = open(upcasters);
        const expected = [
          { type, version: 3, data: { amountInPaise: 49900, currency: 'INR' } },
          { type, version: 3, data: { amountInPaise: 59900, currency: 'INR' } },
          { type: 'Unrelated', version: 1, data: { price: 1 } },
          { type, version: 3, data: { amountInPaise: 69900, currency: 'INR' } },
        ];
        const shape = (events: RecordedEvent[]) =>
          events.map(({ type: t, version, data }) => ({ type: t, version, data }));

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
