import { ProjectionRunner, projectionStatus, rebuildProjection } from '../src';
import { startChildRunner } from './support/child-process';
import { appendStockMovements, expectedStockLevels } from './support/events';
import { stockLevelProjection } from './support/fixture-projections';
import { stockLevels, stockMovementCount, useTestContext, waitUntil } from './support/harness';

describe('a projector process that exits in the middle of a batch', () => {
  let standby: ProjectionRunner | undefined;

  const context = useTestContext({ beforeClose: () => standby?.stop() });

  it('hands over to the runner standing by in another process, which applies every event exactly once', async () => {
    const { db, eventStore, url } = context;
    await appendStockMovements(eventStore, 300);

    // The child applies the first batch of 100, then exits on the 150th handler call.
    const child = startChildRunner({ DATABASE_URL: url, EXIT_ON_CALL: 150, BATCH_SIZE: 100, SLOW_MS: 4 });
    await child.active;
    standby = new ProjectionRunner(stockLevelProjection(), {
      ...context.connection,
      batchSize: 100,
      standbyRetryMs: 200,
    });
    standby.start();
    await waitUntil('the second runner stands by', () => standby!.state === 'standby');
    const [status] = await projectionStatus(db, eventStore, { names: ['stock_level'] });
    expect(status.runnerActive).toBe(true);

    expect(await child.exited).toBe(3);
    const exitedAt = Date.now();
    await waitUntil('the standby runner takes over', () => standby!.state === 'active', 5000);
    expect(Date.now() - exitedAt).toBeLessThan(5000);

    await waitUntil('all 300 events are applied', async () => (await stockMovementCount(db)) === 300);
    // The child's first batch committed; its second was rolled back when its connection closed.
    expect(standby.eventsApplied).toBe(200);
    const afterTakeover = await stockLevels(db);
    expect(afterTakeover).toEqual(expectedStockLevels(300));

    await standby.stop();
    await rebuildProjection(stockLevelProjection(), context.connection);
    expect(await stockLevels(db)).toEqual(afterTakeover);
    expect(await stockMovementCount(db)).toBe(300);
  });
});
