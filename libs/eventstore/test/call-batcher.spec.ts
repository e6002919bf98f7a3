import { CallBatcher } from '../src';

/** A batch function whose calls the test lets finish one at a time. */
function controlledBatches() {
  const calls: Array<{ requests: number[]; finish(): void; fail(error: Error): void }> = [];
  const runBatch = (requests: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      calls.push({ requests, finish: () => resolve(requests.map((request) => `answer ${request}`)), fail: reject });
    });
  return { calls, runBatch };
}
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('CallBatcher', () => {
  it('runs a request at once while a slot is free, and sends the ones that waited together, answering each its own', async () => {
    const { calls, runBatch } = controlledBatches();
    const batcher = new CallBatcher(runBatch, { maxConcurrent: 1, maxBatchSize: 10 });
    const answers = [1, 2, 3, 4].map((request) => batcher.submit(request));
    expect(calls.map((call) => call.requests)).toEqual([[1]]);
    calls[0].finish();
    await tick();
    expect(calls.map((call) => call.requests)).toEqual([[1], [2, 3, 4]]);
    calls[1].finish();
    expect(await Promise.all(answers)).toEqual(['answer 1', 'answer 2', 'answer 3', 'answer 4']);
  });

  it('keeps batches to maxBatchSize and to one request per key, in arrival order', async () => {
    const { calls, runBatch } = controlledBatches();
    const batcher = new CallBatcher(runBatch, {
      maxConcurrent: 1,
      maxBatchSize: 3,
      keyOf: (request: number) => String(request % 10),
    });
    const answers = [0, 1, 11, 2, 3, 4].map((request) => batcher.submit(request));
    calls[0].finish();
    await tick();
    expect(calls[1].requests).toEqual([1, 2, 3]); // 11 shares a key with 1; 4 is past the size
    calls[1].finish();
    await tick();
    expect(calls[2].requests).toEqual([11, 4]);
    calls[2].finish();
    expect(await Promise.all(answers)).toHaveLength(6);
  });

  it('fails every request of a failed batch and goes on with the next', async () => {
    const { calls, runBatch } = controlledBatches();
    const batcher = new CallBatcher(runBatch, { maxConcurrent: 1, maxBatchSize: 10 });
    const first = batcher.submit(1);
    const waiting = [batcher.submit(2), batcher.submit(3)];
    calls[0].fail(new Error('lost'));
    await expect(first).rejects.toThrow('lost');
    await tick();
    calls[1].fail(new Error('again'));
    await expect(Promise.all(waiting)).rejects.toThrow('again');
    const later = batcher.submit(4);
    calls[2].finish();
    expect(await later).toBe('answer 4');
  });

  it('with gatherWithinTurn, sends the requests asked in one turn of the event loop together, even with slots free', async () => {
    const { calls, runBatch } = controlledBatches();
    const batcher = new CallBatcher(runBatch, { maxConcurrent: 3, maxBatchSize: 10, gatherWithinTurn: true });
    const answers = [1, 2, 3, 4].map((request) => batcher.submit(request));
    // Asked from promise callbacks of the same turn, too.
    const later = Promise.resolve().then(() => batcher.submit(5));
    expect(calls).toEqual([]);
    await tick();
    expect(calls.map((call) => call.requests)).toEqual([[1, 2, 3, 4, 5]]);
    calls[0].finish();
    expect(await Promise.all([...answers, later])).toEqual([
      'answer 1',
      'answer 2',
      'answer 3',
      'answer 4',
      'answer 5',
    ]);
    // Alone in its turn, a request still goes out at the end of it.
    const alone = batcher.submit(6);
    await tick();
    expect(calls[1].requests).toEqual([6]);
    calls[1].finish();
    expect(await alone).toBe('answer 6');
  });
});
