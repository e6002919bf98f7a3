import type { Position, RecordedEvent } from '../src';
import { ConcurrencyLimit } from '../src/postgres/concurrency-limit';
import { SharedLogReads, type SubscriptionPage } from '../src/postgres/shared-log-reads';
import { testMetadata } from './helpers';

const at = (prepare: number): Position => ({ commit: 1n, prepare: BigInt(prepare) });

/** A log of `types` at positions 1..n, read as selectLogPage would (horizon above its end). */
function fakeLog(types: string[]) {
  const events: RecordedEvent[] = types.map((type, index) => ({
    id: `e${index + 1}`,
    streamId: 's',
    revision: index,
    position: at(index + 1),
    type,
    version: 1,
    data: { n: index + 1 },
    metadata: testMetadata(),
    recordedAt: new Date(0).toISOString(),
  }));
  const reads: Array<{ after: Position | 'start'; limit: number; eventTypes: readonly string[] | undefined }> = [];
  const readLogPage = async (
    after: Position | 'start',
    limit: number,
    eventTypes: readonly string[] | undefined,
  ): Promise<SubscriptionPage> => {
    reads.push({ after, limit, eventTypes });
    const from = after === 'start' ? 0 : Number(after.prepare);
    const page = events
      .filter((event) => Number(event.position.prepare) > from && (!eventTypes || eventTypes.includes(event.type)))
      .slice(0, limit);
    return { events: page, horizon: 2n, pending: false, lastBelowHorizon: events.at(-1)?.position ?? null };
  };
  return { reads, readLogPage };
}

const numbers = (page: SubscriptionPage) => page.events.map((event) => (event.data as { n: number }).n);
const types = (...names: string[]) => new Set(names);

describe('SharedLogReads', () => {
  it('serves caught-up subscriptions that read in the same turn with one read of the union of their types', async () => {
    const log = fakeLog(['A', 'B', 'C', 'A', 'B']);
    const reads = new SharedLogReads(log.readLogPage, new ConcurrencyLimit(5));
    const [a, b] = await Promise.all([
      reads.read(at(0), 10, types('A'), true),
      reads.read(at(0), 10, types('B', 'C'), true),
    ]);
    expect(log.reads).toHaveLength(1);
    expect(new Set(log.reads[0].eventTypes)).toEqual(types('A', 'B', 'C'));
    expect(numbers(a)).toEqual([1, 4]);
    expect(numbers(b)).toEqual([2, 3, 5]);
    expect(a.readThrough).toBeUndefined(); // the log was read to its end: both are caught up
    expect(a.horizon).toBe(2n);
  });

  it('reads from the oldest position and gives each subscription only the events after its own', async () => {
    const log = fakeLog(['A', 'A', 'A', 'A']);
    const reads = new SharedLogReads(log.readLogPage, new ConcurrencyLimit(5));
    const [behind, ahead] = await Promise.all([
      reads.read(at(1), 10, types('A'), true),
      reads.read(at(3), 10, types('A'), true),
    ]);
    expect(log.reads).toEqual([{ after: at(1), limit: 10, eventTypes: ['A'] }]);
    expect(numbers(behind)).toEqual([2, 3, 4]);
    expect(numbers(ahead)).toEqual([4]);
  });

  it('says how far a full shared page was read when it holds fewer of a subscription`s types than asked', async () => {
    const log = fakeLog(['A', 'A', 'B', 'A', 'A', 'B']);
    const reads = new SharedLogReads(log.readLogPage, new ConcurrencyLimit(5));
    const [a, b, twoAs] = await Promise.all([
      reads.read(at(0), 3, types('A'), true),
      reads.read(at(0), 3, types('B'), true),
      reads.read(at(0), 2, types('A'), true),
    ]);
    expect(log.reads).toHaveLength(1);
    // The shared page is events 1-3: not the end of the log, so neither is caught up.
    expect(numbers(a)).toEqual([1, 2]);
    expect(a.readThrough).toEqual(at(3));
    expect(numbers(b)).toEqual([3]);
    expect(b.readThrough).toEqual(at(3));
    // A full page of its own: it reads on from its last event.
    expect(numbers(twoAs)).toEqual([1, 2]);
    expect(twoAs.readThrough).toBeUndefined();
  });

  it('reads again alone for a subscription whose position is past the end of a full shared page', async () => {
    const log = fakeLog(['A', 'A', 'A', 'A', 'A', 'A']);
    const reads = new SharedLogReads(log.readLogPage, new ConcurrencyLimit(5));
    const [behind, ahead] = await Promise.all([
      reads.read(at(0), 2, types('A'), true),
      reads.read(at(4), 2, types('A'), true),
    ]);
    expect(numbers(behind)).toEqual([1, 2]);
    expect(numbers(ahead)).toEqual([5, 6]);
    expect(log.reads.map((read) => read.after)).toEqual([at(0), at(4)]);
  });

  it('lets a subscription that is catching up read alone, at once', async () => {
    const log = fakeLog(['A', 'B']);
    const reads = new SharedLogReads(log.readLogPage, new ConcurrencyLimit(5));
    const [catchingUp, live] = await Promise.all([
      reads.read('start', 10, types('A'), false),
      reads.read('start', 10, types('B'), true),
    ]);
    expect(numbers(catchingUp)).toEqual([1]);
    expect(numbers(live)).toEqual([2]);
    expect(log.reads).toHaveLength(2);
    expect(log.reads.map((read) => read.eventTypes)).toEqual([['A'], ['B']]);
  });

  it('reads every type when one of the subscriptions wants every type', async () => {
    const log = fakeLog(['A', 'B', 'C']);
    const reads = new SharedLogReads(log.readLogPage, new ConcurrencyLimit(5));
    const [all, a] = await Promise.all([
      reads.read('start', 10, undefined, true),
      reads.read('start', 10, types('A'), true),
    ]);
    expect(log.reads[0].eventTypes).toBeUndefined();
    expect(numbers(all)).toEqual([1, 2, 3]);
    expect(numbers(a)).toEqual([1]);
  });

  it('fails every subscription of a shared read that failed', async () => {
    const reads = new SharedLogReads(async () => Promise.reject(new Error('connection lost')), new ConcurrencyLimit(5));
    const results = await Promise.allSettled([
      reads.read('start', 10, types('A'), true),
      reads.read('start', 10, types('B'), true),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });

  it('freezes the shared events when asked, so a handler that changes one throws', async () => {
    const log = fakeLog(['A', 'A']);
    const reads = new SharedLogReads(log.readLogPage, new ConcurrencyLimit(5), true);
    const [first] = await Promise.all([
      reads.read('start', 10, types('A'), true),
      reads.read('start', 10, types('A'), true),
    ]);
    expect(() => {
      (first.events[0].data as { n: number }).n = 99;
    }).toThrow(TypeError);
  });
});
