import { reconcileStockBatch } from '../../src/jobs/stock-batch';

describe('a stock batch job', () => {
  const orders = ['a', 'b', 'c', 'd'].map((orderId) => ({ orderId, eventId: `event-${orderId}` }));

  it('reconciles every order of the batch at once and retries nothing when all succeed', async () => {
    let running = 0;
    let mostAtOnce = 0;
    const retried: unknown[] = [];
    await reconcileStockBatch(
      orders,
      async () => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
      },
      async (failed) => void retried.push(...failed),
    );
    expect(mostAtOnce).toBe(orders.length);
    expect(retried).toEqual([]);
  });

  it('hands only the orders that failed to be retried alone, with their errors', async () => {
    const reconciled: string[] = [];
    const retried: Array<{ orderId: string; error: string }> = [];
    await reconcileStockBatch(
      orders,
      async (orderId) => {
        if (orderId === 'b' || orderId === 'd') throw new Error(`no stock stream for ${orderId}`);
        reconciled.push(orderId);
      },
      async (failed, errors) =>
        void failed.forEach(({ orderId }, i) => retried.push({ orderId, error: (errors[i] as Error).message })),
    );
    expect(reconciled.sort()).toEqual(['a', 'c']);
    expect(retried).toEqual([
      { orderId: 'b', error: 'no stock stream for b' },
      { orderId: 'd', error: 'no stock stream for d' },
    ]);
  });

  it('fails the batch job (to be retried whole) when the failed orders cannot be handed over', async () => {
    await expect(
      reconcileStockBatch(
        orders,
        async (orderId) => {
          if (orderId === 'a') throw new Error('boom');
        },
        async () => {
          throw new Error('Redis is down');
        },
      ),
    ).rejects.toThrow('Redis is down');
  });
});
