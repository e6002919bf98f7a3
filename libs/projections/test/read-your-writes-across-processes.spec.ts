import { ProjectionHost, waitForProjections } from '../src';
import { checkpointWatchOf } from '../src/watch/checkpoint-watch';
import { startChildRunner } from './support/child-process';
import { stockAdded } from './support/events';
import { stockLevelProjection } from './support/fixture-projections';
import { useTestContext } from './support/harness';

/** #18: the runner tells waiters of its process about each commit; waiters elsewhere read the checkpoint table. */
describe('read-your-writes with the runner in this process or another', () => {
  const context = useTestContext({ perTest: true, beforeClose: () => jest.restoreAllMocks() });

  const quantityOf = async (sku: string) =>
    (await context.db.selectFrom('stock_level').select('quantity').where('sku', '=', sku).executeTakeFirst())?.quantity;

  it('answers from the commit of a runner in this process, even when the checkpoint table is never read', async () => {
    // No idle advance (it too tells the watch): only the batches' commits can answer.
    const host = new ProjectionHost({
      projections: [stockLevelProjection()],
      ...context.connection,
      idleCheckMs: 60_000,
    });
    const watch = checkpointWatchOf(context.db);
    const looks = jest
      .spyOn(watch as unknown as { readCheckpoints(): Promise<Map<string, unknown>> }, 'readCheckpoints')
      .mockResolvedValue(new Map());
    host.start();
    try {
      for (const quantity of [3, 4]) {
        const written = await context.eventStore.append('stock-TEE-S', [stockAdded('TEE-S', quantity)]);
        expect(await waitForProjections(context.db, ['stock_level'], written.position, { timeoutMs: 10_000 })).toBe(
          true,
        );
      }
      expect(await quantityOf('TEE-S')).toBe(7);
      // The backup look still happens (it found nothing here, the mock hides the table).
      expect(looks).toHaveBeenCalled();
    } finally {
      await host.stop();
    }
  });

  it('answers from the checkpoint table when the runner is in another process', async () => {
    const child = startChildRunner({ DATABASE_URL: context.url });
    try {
      await child.active;
      const written = await context.eventStore.append('stock-TEE-M', [stockAdded('TEE-M', 2)]);
      expect(await waitForProjections(context.db, ['stock_level'], written.position, { timeoutMs: 10_000 })).toBe(true);
      expect(await quantityOf('TEE-M')).toBe(2);
    } finally {
      child.process.kill('SIGTERM');
      await child.exited;
    }
  }, 30_000);
});
