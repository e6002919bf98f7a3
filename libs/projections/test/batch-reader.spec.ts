import type { RecordedEvent } from '@store/eventstore';
import { BatchReader } from '../src/runner/batch-reader';

/** An iterator the test feeds by hand, like a live subscription. */
function feed() {
  const queue: RecordedEvent[] = [];
  let wake: (() => void) | undefined;
  let ended = false;
  const iterator: AsyncIterator<RecordedEvent> = {
    async next() {
      while (!queue.length && !ended) await new Promise<void>((resolve) => (wake = resolve));
      return queue.length ? { done: false, value: queue.shift()! } : { done: true, value: undefined };
    },
  };
  const event = (n: number) => ({ id: String(n), position: { commit: 1n, prepare: BigInt(n) } }) as RecordedEvent;
  return {
    iterator,
    push: (...ns: number[]) => {
      queue.push(...ns.map(event));
      wake?.();
    },
    end: () => {
      ended = true;
      wake?.();
    },
    takeBuffered: (max: number) => queue.splice(0, max),
  };
}

const ids = (batch: Awaited<ReturnType<BatchReader['next']>>) =>
  batch.kind === 'events' ? batch.events.map((e) => e.id) : batch.kind;

describe('BatchReader', () => {
  const signal = new AbortController().signal;

  it('cuts what is already there into batches of at most batchSize', async () => {
    const source = feed();
    source.push(1, 2, 3, 4, 5);
    const reader = new BatchReader(source.iterator, { batchSize: 2, lingerMs: 5 });
    expect(ids(await reader.next(100, signal))).toEqual(['1', '2']);
    expect(ids(await reader.next(100, signal))).toEqual(['3', '4']);
    expect(ids(await reader.next(100, signal))).toEqual(['5']);
  });

  it('reports idle when nothing comes, and loses no event that arrives after the timeout', async () => {
    const source = feed();
    const reader = new BatchReader(source.iterator, { batchSize: 10, lingerMs: 5 });
    expect(await reader.next(20, signal)).toEqual({ kind: 'idle' });
    source.push(7);
    expect(ids(await reader.next(100, signal))).toEqual(['7']);
  });

  it('stops waiting when aborted and says when the subscription ended', async () => {
    const source = feed();
    const reader = new BatchReader(source.iterator, { batchSize: 10, lingerMs: 5 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 10);
    expect(await reader.next(10_000, controller.signal)).toEqual({ kind: 'aborted' });
    source.push(8);
    source.end();
    expect(ids(await reader.next(100, signal))).toEqual(['8']);
    expect(await reader.next(100, signal)).toEqual({ kind: 'ended' });
  });
  it('takes what the subscription already read in one go, up to batchSize, and waits only for more', async () => {
    const source = feed();
    source.push(1, 2, 3, 4, 5);
    let calls = 0;
    const takeBuffered = (max: number) => {
      calls += 1;
      return source.takeBuffered(max);
    };
    const reader = new BatchReader(source.iterator, { batchSize: 4, lingerMs: 5 }, takeBuffered);
    expect(ids(await reader.next(100, signal))).toEqual(['1', '2', '3', '4']);
    expect(calls).toBe(1);
    expect(ids(await reader.next(100, signal))).toEqual(['5']);
    setTimeout(() => source.push(6, 7), 1);
    expect(ids(await reader.next(100, signal))).toEqual(['6', '7']);
  });
});
