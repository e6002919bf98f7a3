import { ConcurrencyLimit } from '../src/postgres/concurrency-limit';

/** The share of the pool a store's subscriptions may read with (#18). */
describe('ConcurrencyLimit', () => {
  const deferred = () => {
    let resolve!: () => void;
    let reject!: (error: Error) => void;
    const promise = new Promise<void>((ok, fail) => ((resolve = ok), (reject = fail)));
    return { promise, resolve, reject };
  };
  const tick = () => new Promise((resolve) => setImmediate(resolve));

  it('runs at most `limit` tasks at once and starts the waiting ones in arrival order as slots free', async () => {
    const limit = new ConcurrencyLimit(2);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    const runs = gates.map((gate, index) => limit.run(async () => (started.push(index), gate.promise)));
    await tick();
    expect(started).toEqual([0, 1]);
    gates[1].resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    gates[0].resolve();
    gates[2].resolve();
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    gates[3].resolve();
    gates[4].resolve();
    await Promise.all(runs);
  });

  it('frees the slot of a task that failed, and passes its error on', async () => {
    const limit = new ConcurrencyLimit(1);
    const failing = deferred();
    const first = limit.run(() => failing.promise);
    const second = limit.run(async () => 'ran');
    failing.reject(new Error('read failed'));
    await expect(first).rejects.toThrow('read failed');
    await expect(second).resolves.toBe('ran');
  });
});
