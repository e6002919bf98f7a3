import { ArrivalOrder } from '../src/eventsourcing/arrival-order';

/** #45: first come, first served within a process. */
describe('arrival order', () => {
  const settledSoon = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    await new Promise((resolve) => setImmediate(resolve));
    return done;
  };

  it('holds a later ticket back until every older one is settled', async () => {
    const order = new ArrivalOrder();
    const [first, second, third] = [order.take(), order.take(), order.take()];
    const waiting = order.earlierSettled(third, 'p', 10_000);
    order.settle(second);
    expect(await settledSoon(waiting)).toBe(false);
    order.settle(first);
    expect(await settledSoon(waiting)).toBe(true);
  });

  it('lets a ticket pass an older one that asks for other products only', async () => {
    const order = new ArrivalOrder();
    const other = order.take();
    const unknown = order.take();
    const mine = order.take();
    order.declare(other, ['q']);
    const waiting = order.earlierSettled(mine, 'p', 10_000);
    expect(await settledSoon(waiting)).toBe(false); // `unknown` has not said what it asks for
    order.declare(unknown, ['p', 'r']);
    expect(await settledSoon(waiting)).toBe(false); // it asks for p too: it goes first
    order.settle(unknown);
    expect(await settledSoon(waiting)).toBe(true);
    expect(order.oldestOpen('p')).toBe(mine); // itself
    expect(order.oldestOpen()).toBe(other);
  });

  it('waits a bounded time for a ticket never settled, and forgets it once stale', async () => {
    let now = 0;
    const order = new ArrivalOrder(() => now);
    order.take();
    now = 5_000;
    const late = order.take();
    const started = Date.now();
    await order.earlierSettled(late, 'p', 20);
    expect(Date.now() - started).toBeLessThan(1_000);
    now = 11_000;
    expect(order.oldestOpen()).toBe(late);
  });

  it('settles idempotently and ignores requests without a ticket', () => {
    const order = new ArrivalOrder();
    const ticket = order.take();
    order.settle(ticket);
    order.settle(ticket);
    order.settle(undefined);
    order.declare(undefined, ['p']);
    expect(order.oldestOpen()).toBe(Infinity);
    expect(order.take(false)).toBe(ticket + 1);
    expect(order.oldestOpen()).toBe(Infinity);
    expect(order.latest()).toBe(ticket + 1);
  });
});
